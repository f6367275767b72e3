import { expect, test, type Page } from '@playwright/test';
import experts from '@/content/experts.json' with { type: 'json' };
import rates from '@/content/currency-rates.json' with { type: 'json' };
import { LANGUAGES, MESSAGES } from './site';

/**
 * What visitors noticed on the pages: each check is a bug a visitor reported, seen the way they
 * saw it (a phone-sized window, the page's language).
 */
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The count as it reads on screen (CSS hides it while the filters are pending). */
const visibleCount = (page: Page) => page.getByTestId('catalog-count').evaluate((element) => (element as HTMLElement).innerText);

/** Every text the catalogue's count shows while the page loads and settles, from the first paint. */
async function recordCounts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { counts: string[] }).counts = []);
    const visibleCount = () => {
      const status = document.querySelector('[data-testid="catalog-count"]');
      if (!status) return;
      // What is on screen: CSS hides the count while the filters are pending.
      const text = (status as HTMLElement).innerText;
      if (seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(visibleCount).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { counts: string[] }).counts);
}

test.describe('the catalogue', () => {
  test.use(phone);

  for (const { prefix, lang } of LANGUAGES) {
    test(`a filter keeps the scroll position and the new count is announced; a new page starts at the top (${lang})`, async ({ page }) => {
      const m = MESSAGES[lang];
      await page.goto(`${prefix}/experts`);
      await page.waitForLoadState('networkidle');
      const areas = page.getByRole('group', { name: m.Catalog.area });
      const second = areas.getByRole('button').nth(2);
      await second.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 120));
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(100);
      const count = page.getByTestId('catalog-count');
      const all = await count.textContent();
      await second.tap();
      await expect(second).toHaveAttribute('aria-pressed', 'true');
      await expect(count).not.toHaveText(all!);
      await expect(count).toHaveAttribute('aria-live', 'polite');
      await page.waitForTimeout(300);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(40);
      // Another page, through a link at the foot of this one: it opens at its top.
      await page.locator('footer a[href$="/help_center"]').first().click();
      await page.waitForURL(/\/help_center$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test('a header search opens the catalogue filtered, never with the unfiltered count first (ru)', async ({ page }) => {
    const m = MESSAGES.ru;
    const counts = await recordCounts(page);
    // The search index comes slowly, as on a phone.
    await page.route('**/search-index/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const all = `${experts.experts.length}`;
    await page.goto(`/ru/experts?q=${encodeURIComponent('Айгерим')}`);
    await expect.poll(() => visibleCount(page), { timeout: 10_000 }).toMatch(/^1 /);
    const shown = await counts();
    expect(shown.some((text) => text.includes(all)), `counts shown: ${JSON.stringify(shown)}`).toBe(false);
    expect(shown).toContain(m.Catalog.searching);
  });
});

test.describe('the header search', () => {
  test('from the header search box, the list opens filtered (kk)', async ({ page }) => {
    const m = MESSAGES.kk;
    const counts = await recordCounts(page);
    await page.goto('/kz');
    const box = page.getByRole('combobox', { name: m.Header.searchLabel });
    await box.click();
    await box.fill('Айгерим');
    await box.press('Enter');
    await page.waitForURL(/\/kz\/experts\?q=/);
    await expect.poll(() => visibleCount(page), { timeout: 10_000 }).toMatch(/^1 /);
    const shown = await counts();
    expect(shown.some((text) => text.includes(`${experts.experts.length}`)), `counts shown: ${JSON.stringify(shown)}`).toBe(false);
  });
});

test.describe('the currency converter', () => {
  const cases = [
    { amount: '1', from: 'USD', to: 'KZT', en: '₸505' },
    { amount: '1', from: 'USD', to: 'RUB', en: '₽92.50' },
    { amount: '1', from: 'USD', to: 'GEL', en: '₾2.70' },
    { amount: '0.5', from: 'USD', to: 'EUR', en: '€0.46' },
    { amount: '10', from: 'EUR', to: 'USD', en: '$10.87' },
  ];
  for (const { prefix, lang } of LANGUAGES) {
    test(`converts small amounts exactly and shows the rates' date (${lang})`, async ({ page }) => {
      const m = MESSAGES[lang];
      await page.goto(`${prefix}/services`);
      const converter = page.locator('#converter');
      for (const { amount, from, to, en } of cases) {
        await converter.getByLabel(m.Currency.amount).fill(amount);
        await converter.getByLabel(m.Currency.from, { exact: true }).selectOption(from);
        await converter.getByLabel(m.Currency.to, { exact: true }).selectOption(to);
        // Written as this browser writes the amount in the page's language.
        const expected = await page.evaluate(
          ([locale, currency, value]) =>
            new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', trailingZeroDisplay: 'stripIfInteger' } as Intl.NumberFormatOptions).format(value),
          [lang, to, Number(en.replace(/[^\d.]/g, ''))] as const,
        );
        await expect(converter.getByTestId('converter-result')).toHaveText(expected);
      }
      // The rates' date, in this language's words around it ("rate of …", "курс на …").
      const rate = converter.getByTestId('converter-rate');
      await expect(rate).toContainText(rates.asOf.slice(0, 4));
      for (const words of m.Currency.rateDate.split(/\{date[^}]*\}/).map((part) => part.trim()).filter(Boolean)) await expect(rate).toContainText(words);
    });
  }
});
