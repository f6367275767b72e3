import { expect, holdChunks, test, untilHydrated } from './page-ready';
import experts from '@/content/experts.json' with { type: 'json' };
import { LANGUAGES, MESSAGES, openHeaderTools } from './site';

const LANGS = LANGUAGES;

for (const { prefix, lang } of LANGS) {
  test(`${lang}: the chosen currency applies to every price, persists, and the converter converts`, async ({ page }) => {
    const m = MESSAGES[lang];
    await page.goto(`${prefix}/experts`);
    const firstPrice = page.locator('article').first().locator('.price');
    await expect(firstPrice).toHaveText(/\$/);
    await openHeaderTools(page, lang);
    await page.getByRole('combobox', { name: m.Header.currency }).selectOption('KZT');
    await expect(firstPrice).toHaveText(/₸/);
    // $150 at 505 ₸ per dollar, rounded to a 100 ₸ step.
    const usd = experts.experts[0]!.consultationPriceUsd;
    const digits = (await firstPrice.innerText()).replace(/\D/g, '');
    expect(Number(digits)).toBe(Math.round((usd * 505) / 100) * 100);
    await expect(page.locator('.price').filter({ hasText: '$' })).toHaveCount(0);

    await page.reload();
    await expect(firstPrice).toHaveText(/₸/);
    await page.goto(`${prefix}/services`);
    await expect(page.locator('article .price').first()).toHaveText(/₸/);

    const converter = page.locator('#converter');
    await converter.getByLabel(m.Currency.amount).fill('100');
    await converter.getByLabel(m.Currency.from).selectOption('USD');
    await converter.getByLabel(m.Currency.to).selectOption('EUR');
    await expect(converter.getByTestId('converter-result')).toHaveText(/92/);
    await converter.getByLabel(m.Currency.to).selectOption('GEL');
    await expect(converter.getByTestId('converter-result')).toHaveText(/270/);
    await expect(converter).toContainText('2026');
  });
}

test.describe('before the page has hydrated', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a currency chosen then applies once React starts (ka)', async ({ page }) => {
    const m = MESSAGES.ka;
    const { release } = await holdChunks(page);
    await page.goto('/ge/experts', { waitUntil: 'domcontentloaded' });
    await page.getByRole('combobox', { name: m.Header.currency }).selectOption('EUR');
    release();
    await untilHydrated(page);
    await expect(page.locator('article').first().locator('.price')).toHaveText(/€/);
    await expect(page.locator('.price').filter({ hasText: '$' })).toHaveCount(0);
    await page.reload();
    await expect(page.locator('article').first().locator('.price')).toHaveText(/€/);
  });
});
