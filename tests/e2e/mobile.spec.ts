import { expect, test } from '@playwright/test';
import { ALL_URLS } from './site';

test.describe('at 390 px', () => {
  test('the menu opens, navigates, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/kz');
    const nav = page.getByRole('navigation', { name: 'Негізгі навигация' });
    await expect(nav).toBeHidden();
    const button = page.getByRole('button', { name: 'Мәзірді ашу' });
    await button.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Тіл' })).toBeVisible();
    // The panel covers the page below the header instead of spilling over the content.
    const panel = await nav.locator('xpath=..').boundingBox();
    expect(panel!.height).toBeGreaterThan(600);
    const covered = await page.evaluate(() => Boolean(document.elementFromPoint(195, 700)?.closest('[data-open="true"]')));
    expect(covered).toBe(true);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await nav.getByRole('link', { name: 'Сарапшылар' }).click();
    await expect(page).toHaveURL(/\/kz\/experts$/);
    await expect(nav).toBeHidden();
  });

  // Long Georgian and Kazakh words must wrap, never push the page sideways.
  for (const url of ALL_URLS.filter((u) => u.prefix !== '')) {
    test(`${url.path} has no horizontal overflow`, async ({ page }) => {
      await page.goto(url.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  // Sections below the first screen are rendered only when they come near it, in a box of an
  // estimated height until then (app/globals.css, .render-when-near). Content taller than its
  // estimate would spill over the next section, where accessibility checkers would read its
  // colours against the wrong background.
  for (const url of ALL_URLS.filter((u) => u.prefix !== '')) {
    test(`${url.path}: every section fits the height estimated before it renders`, async ({ page }) => {
      await page.goto(url.path);
      const boxes = await page.evaluate(() => {
        const deferred = [...document.querySelectorAll<HTMLElement>('.render-when-near')];
        const estimates = deferred.map((element) => Number.parseFloat(getComputedStyle(element).containIntrinsicBlockSize.replace('auto', '')));
        for (const element of deferred) element.style.contentVisibility = 'visible';
        return deferred.map((element, index) => ({ id: element.id || element.dataset.itemId || element.tagName, height: element.getBoundingClientRect().height, estimate: estimates[index]! }));
      });
      expect(boxes.length).toBeGreaterThan(0);
      for (const box of boxes) expect(box.height, `${box.id} is taller than its estimate`).toBeLessThanOrEqual(box.estimate);
    });
  }
});
