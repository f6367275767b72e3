/**
 * The moments where a first-time visitor hesitated, was misled or gave up (issue 28), each held
 * in every language: the request dialog's keyboard path, optional comments and summary, what a
 * request costs, the catalogue's first screen on a phone, the comparison on a phone, the way
 * through a page by Tab, and the claims a page makes about itself.
 */

import type { Page } from '@playwright/test';
import experts from '@/content/experts.json' with { type: 'json' };
import facts from '@/content/facts.json' with { type: 'json' };
import { expect, holdChunks, test, untilHydrated } from './page-ready';
import { byLabel, fillContactsAndDetails, unique } from './form-filling';
import { LANGUAGES, MESSAGES } from './site';
import { slotDay } from './storage';

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The element that has focus, as a visitor would name it: its label, or its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const label = element && 'labels' in element ? (element as HTMLInputElement).labels?.[0]?.textContent : null;
    return { tag: element?.tagName.toLowerCase(), label: (label ?? element?.textContent ?? '').trim() };
  });

for (const { prefix, lang } of LANGUAGES) {
  const m = MESSAGES[lang];
  const f = m.RequestForm;
  const nino = experts.experts.find((expert) => expert.id === 'nino-kapanadze')!;

  test(`the request dialog by keyboard: an added comment or slot takes the focus, an empty comment blocks nothing, the summary lists slots and comments, the price is said (${lang})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/experts/${nino.id}`);
    await page.locator('[data-request-button="meeting"]').first().click();
    const dialog = page.getByRole('dialog');
    // What it costs and when it is paid, before anything is typed.
    await expect(dialog.getByTestId('request-price')).toContainText(String(nino.consultationPriceUsd));
    await expect(dialog.getByText(f.terms.replace(/<[^>]+>/g, ''))).toBeVisible();
    await fillContactsAndDetails(dialog, m, unique('keyboard'));
    await dialog.getByRole('button', { name: f.back }).click();

    // Step 2 by keyboard: open the additional part, add a comment with Enter, then Enter again.
    await dialog.locator('summary').filter({ hasText: f.additional }).press('Enter');
    const addComment = dialog.getByRole('button', { name: `+ ${f.addComment}` });
    await addComment.focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'textarea' });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(dialog.locator('textarea[name^="comments."]')).toHaveCount(1);
    // A second one, typed into; the first stays empty: optional, so it blocks nothing.
    await addComment.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Prefer mornings');
    await expect(dialog.locator('textarea[name^="comments."]')).toHaveCount(2);
    await dialog.getByRole('button', { name: f.next }).press('Enter');
    await expect(dialog.getByRole('heading', { level: 3, name: f.summary })).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    // Step 3: a slot, then another by keyboard: focus lands on the new slot's date.
    await byLabel(dialog, f.slotDate).first().fill(slotDay(10));
    await byLabel(dialog, f.slotFrom).first().fill('10:00');
    await byLabel(dialog, f.slotTo).first().fill('11:30');
    await dialog.getByRole('button', { name: `+ ${f.addSlot}` }).press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'input', label: expect.stringContaining(f.slotDate) });
    await expect(dialog.getByRole('group', { name: f.slot.replace('{number}', '2') })).toBeVisible();

    const summary = dialog.getByTestId('request-summary');
    await expect(summary).toContainText('Prefer mornings');
    await expect(summary).toContainText('10:00');
    await expect(summary).toContainText('11:30');
    await expect(summary).toContainText(f.slot.replace('{number}', '2'));
    // The last step names the button it sits beside.
    await expect(dialog.getByText(f.termsOnSend.replace(/<[^>]+>/g, ''))).toBeVisible();
    await expect(dialog.getByText(f.terms.replace(/<[^>]+>/g, ''))).toHaveCount(0);
  });

  test.describe(`on a phone (${lang})`, () => {
    test.use(phone);

    test(`a search's first result is on the first screen, the filters one tap away (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}/experts`);
      await page.getByRole('searchbox', { name: m.Catalog.search }).fill(nino.name[lang]);
      const first = page.locator('main article').first();
      await expect(first).toContainText(nino.name[lang]);
      const box = (await first.boundingBox())!;
      expect(box.y + 60, 'the first card starts within the first screen').toBeLessThan(844);
      const toggle = page.getByRole('button', { name: m.Catalog.filters.match(/=0 \{([^}]*)\}/)![1], exact: true });
      await expect(toggle).toBeInViewport();
      // The areas are behind it, and an area with nothing found is not offered.
      const areas = page.getByRole('toolbar', { name: m.Catalog.area });
      await expect(areas).toBeHidden();
      await toggle.tap();
      await expect(areas).toBeVisible();
      for (const count of await areas.locator('button span').allTextContents()) expect(Number(count)).toBeGreaterThan(0);
    });

    test(`the comparison shows all three columns (${lang})`, async ({ page }) => {
      await page.goto(`${prefix || '/'}#compare`);
      const table = page.locator('#compare table');
      await table.scrollIntoViewIfNeeded();
      for (const column of ['agencies', 'freelance', 'platform']) {
        const header = table.locator(`thead th[data-column="${column}"]`);
        await expect(header).toHaveText(m.Compare[column as 'agencies']);
        await expect(header).toBeInViewport({ ratio: 1 });
      }
      const region = page.locator('#compare [role="region"]');
      expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
    });
  });

  test(`what a page claims is what it shows, or dated; no doubled full stop; the map's message points up (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/about_project`);
    const stat = page.locator('#stats [data-stat="accredited-experts"]');
    await expect(stat).toContainText(String(experts.experts.length));
    await expect(stat).toContainText(m.Common.countedInCatalogue);
    await expect(page.locator('#stats')).toContainText(facts.asOf.slice(0, 4));
    await expect(page.locator('#history [data-status="in_development"]').first()).toContainText(/2023/);
    await expect(page.locator('#news h2')).toContainText('2020');
    await expect(page.locator('#news h2')).toContainText('2023');
    await page.goto(`${prefix}/for_investors`);
    await expect(page.locator('#figures')).toContainText(facts.asOf.slice(0, 4));
    await page.goto(`${prefix}/documentation`);
    await expect(page.locator('main')).not.toContainText('..');
    // The home page's count of experts is the catalogue's (it said 140 while the catalogue listed 14).
    await page.goto(prefix || '/');
    await expect(page.locator('main section[aria-labelledby="page-title"] p').first()).toHaveText(new RegExp(`^${experts.experts.length}\\D`));
    // The map is under the offices' addresses: its failure message says they are above it.
    expect(m.Offices.mapUnavailable).not.toMatch(/below|ниже|төменде|ქვემოთ/);
  });

  test(`at 1280 px: the site's name on one line, a short banner with no empty half, the first result on the first screen (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${prefix}/experts`);
    const name = page.locator('header a[href] span').filter({ hasText: m.Metadata.siteName }).first();
    const lineHeight = await name.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
    expect((await name.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    const hero = (await page.locator('main section[aria-labelledby="page-title"]').boundingBox())!;
    expect(hero.height).toBeLessThan(260);
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const intro = (await page.locator('#page-intro').boundingBox())!;
    expect(intro.x, 'the introduction stands beside the title').toBeGreaterThan(title.x + title.width / 2);
    expect((await page.locator('main article').first().boundingBox())!.y + 60).toBeLessThan(800);
  });
}

test('the way through /experts by Tab: the first "Request a meeting" within 20 presses, every stop visible and large enough', async ({ page }) => {
  const m = MESSAGES.en;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/experts');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.keyboard.press('Tab');
  for (let presses = 1; presses <= 20; presses++) {
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const box = element.getBoundingClientRect();
      return { text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(), width: box.width, height: box.height };
    });
    expect(stop.width, `stop ${presses}: ${stop.text}`).toBeGreaterThanOrEqual(24);
    expect(stop.height, `stop ${presses}: ${stop.text}`).toBeGreaterThanOrEqual(24);
    if (stop.text.startsWith(m.Common.requestMeeting)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('no "Request a meeting" within 20 presses of Tab');
});

test('the header search typed before the page hydrated: its list opens and Enter searches for it (ru)', async ({ page }) => {
  const m = MESSAGES.ru;
  const nino = experts.experts.find((expert) => expert.id === 'nino-kapanadze')!;
  await page.setViewportSize({ width: 1280, height: 800 });
  const { release } = await holdChunks(page);
  await page.goto('/ru/services', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('combobox', { name: m.Header.searchLabel });
  await box.pressSequentially(nino.name.ru.split(' ')[0]!);
  release();
  await untilHydrated(page);
  await expect(page.getByRole('listbox', { name: m.Header.searchLabel }).getByRole('option').first()).toContainText(nino.name.ru);
  await box.press('Escape');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ru\/experts\?q=/);
});
