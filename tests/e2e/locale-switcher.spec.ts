import { expect, holdChunks, test, untilHydrated } from './page-ready';
import { MESSAGES, openHeaderTools } from './site';

test.describe('language switcher', () => {
  test('a language chosen before the page has hydrated opens once React starts', async ({ page, isMobile }) => {
    test.skip(isMobile, 'on a phone the switcher is in the menu, which opens with React');
    const { release } = await holdChunks(page);
    await page.goto('/kz/offices', { waitUntil: 'domcontentloaded' });
    await page.getByRole('combobox', { name: MESSAGES.kk.Header.language }).selectOption('ka');
    release();
    await untilHydrated(page);
    await expect(page).toHaveURL(/\/ge\/offices$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  });

  test('remembers the choice for a year and keeps the visitor on the same page', async ({ page, context }) => {
    await page.goto('/experts?q=design');
    await openHeaderTools(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');

    await expect(page).toHaveURL(/\/ru\/experts\?q=design$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Эксперты');

    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('ru');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    // The unprefixed home now lands in Russian.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Эксперты для проектов');
  });

  test('unprefixed pages the browser kept in English lead to the chosen language at once, typed or in a new tab', async ({ page, context }) => {
    // Both pages are now in the browser's cache, in English.
    await page.goto('/experts');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await openHeaderTools(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
    await expect(page).toHaveURL(/\/ru$/);

    const russian = [
      { path: '/', landsOn: /localhost:\d+\/ru$/, heading: MESSAGES.ru.Pages.home.title },
      { path: '/experts', landsOn: /\/ru\/experts$/, heading: MESSAGES.ru.Pages.experts.title },
    ];
    for (const { path, landsOn, heading } of russian) {
      // Typed in the address bar (or a bookmark), then in another tab of the same browser.
      await page.goto(path);
      await expect(page, `${path} typed`).toHaveURL(landsOn);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const tab = await context.newPage();
      await tab.goto(path);
      await expect(tab, `${path} in a new tab`).toHaveURL(landsOn);
      await expect(tab.locator('html')).toHaveAttribute('lang', 'ru');
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading);
      await tab.close();
    }
  });

  test('switches between all languages and back to unprefixed English', async ({ page, context }) => {
    await page.goto('/ru/offices');
    await openHeaderTools(page, 'ru');
    await page.getByRole('combobox', { name: 'Язык' }).selectOption('ka');
    await expect(page).toHaveURL(/\/ge\/offices$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka');

    await openHeaderTools(page, 'ka');
    await page.getByRole('combobox', { name: 'ენა' }).selectOption('kk');
    await expect(page).toHaveURL(/\/kz\/offices$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');

    await openHeaderTools(page, 'kk');
    await page.getByRole('combobox', { name: MESSAGES.kk.Header.language }).selectOption('en');
    await expect(page).toHaveURL(/localhost:\d+\/offices$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');

    await page.goto('/');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
