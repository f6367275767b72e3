import { expect, test } from './page-ready';
import experts from '@/content/experts.json' with { type: 'json' };
import faq from '@/content/faq.json' with { type: 'json' };
import services from '@/content/services.json' with { type: 'json' };
import { LANGUAGES, MESSAGES, openCatalogFilters, openHeaderTools } from './site';

const LANGS = LANGUAGES;

for (const { prefix, lang } of LANGS) {
  const m = MESSAGES[lang];
  const nino = experts.experts.find((e) => e.id === 'nino-kapanadze')!;

  test.describe(`search in ${lang}`, () => {
    test('the header box lists grouped matches and works by keyboard', async ({ page }) => {
      // The list comes from the search endpoint, a few hits at a time: nothing is fetched before typing.
      const searchRequests: string[] = [];
      page.on('request', (request) => request.url().includes('/api/') && searchRequests.push(request.url()));
      await page.goto(prefix || '/');
      expect(searchRequests).toEqual([]);
      await openHeaderTools(page, lang);
      const box = page.getByRole('combobox', { name: m.Header.searchLabel });
      await box.fill(nino.name[lang]);
      const list = page.getByRole('listbox', { name: m.Header.searchLabel });
      await expect(list.getByRole('option').first()).toContainText(nino.name[lang]);
      expect(searchRequests.length).toBeGreaterThanOrEqual(1);
      for (const url of searchRequests) expect(new URL(url).pathname + new URL(url).searchParams.get('lang')).toBe(`/api/suggest${lang}`);
      await expect(list.getByRole('group', { name: new RegExp(m.Search.experts) })).toBeVisible();
      await box.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-activedescendant', /option-0/);
      await box.press('Escape');
      await expect(list).toBeHidden();
      // A chosen expert opens her own page; the box's text, submitted, opens the filtered list.
      await box.press('ArrowDown');
      await box.press('Enter');
      await expect(page).toHaveURL(`${prefix}/experts/${nino.id}`);
      await expect(page.getByRole('heading', { level: 1, name: nino.name[lang] })).toBeVisible();
      await page.goto(prefix || '/');
      await openHeaderTools(page, lang);
      await page.getByRole('combobox', { name: m.Header.searchLabel }).fill(nino.name[lang]);
      await page.getByRole('combobox', { name: m.Header.searchLabel }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/experts\\?q=`));
      await expect(page.getByTestId('catalog-count')).toHaveText(/1/);
      await expect(page.locator('main article')).toHaveCount(1);
    });

    test('a Latin query finds the name in any script, a typo is forgiven; the price range uses the chosen currency', async ({ page }) => {
      await page.goto(`${prefix}/experts?q=nino`);
      await expect(page.locator('article').first()).toContainText(nino.name[lang]);
      await page.goto(`${prefix}/experts?q=kapanadse`);
      await expect(page.locator('article').first()).toContainText(nino.name[lang]);
      await expect(page.locator('article')).toHaveCount(1);

      await page.goto(`${prefix}/experts?max=100&currency=USD`);
      const cheap = experts.experts.filter((e) => e.consultationPriceUsd <= 100).length;
      await expect(page.locator('article')).toHaveCount(cheap);
      await page.goto(`${prefix}/experts?max=50500&currency=KZT`);
      await expect(page.locator('article')).toHaveCount(cheap);
    });

    test('a choice that changes nothing does not stop the back button from working', async ({ page }) => {
      await page.goto(`${prefix}/services`);
      const cards = page.locator('article');
      await openCatalogFilters(page, lang);
      await page.getByLabel(m.Catalog.kind).selectOption('ready');
      await expect(page).toHaveURL(/kind=ready/);
      await expect(cards).toHaveCount(services.services.filter((s) => s.kind === 'ready').length);
      // Already the case: the URL stays as it is.
      await page.getByRole('toolbar', { name: m.Catalog.area }).getByRole('button', { name: m.Catalog.allAreas }).click();
      await page.goBack();
      await expect(page).not.toHaveURL(/kind=/);
      await expect(cards).toHaveCount(services.services.length);
    });

    test('filters narrow the list, live in the URL, survive a reload and the back button', async ({ page }) => {
      await page.goto(`${prefix}/services`);
      const cards = page.locator('article');
      await expect(cards).toHaveCount(services.services.length);
      await openCatalogFilters(page, lang);
      await page.getByLabel(m.Catalog.kind).selectOption('ready');
      await expect(page).toHaveURL(/kind=ready/);
      const ready = services.services.filter((s) => s.kind === 'ready').length;
      await expect(cards).toHaveCount(ready);
      await page.getByLabel(m.Catalog.sort).selectOption('price-asc');
      await expect(page).toHaveURL(/sort=price-asc/);
      const cheapest = services.services.filter((s) => s.kind === 'ready').sort((a, b) => a.priceFromUsd - b.priceFromUsd)[0]!;
      await expect(cards.first()).toContainText(cheapest.title[lang]);

      const area = page.getByRole('toolbar', { name: m.Catalog.area }).getByRole('button').nth(1);
      await area.click();
      await expect(page).toHaveURL(/area=/);
      // The page of results comes from the search endpoint: the list changes when it answers.
      await expect.poll(() => cards.count()).toBeLessThan(ready);
      await expect(page.getByTestId('catalog-count')).not.toHaveAttribute('aria-busy', 'true');
      const narrowed = await cards.count();

      await page.reload();
      await expect(cards).toHaveCount(narrowed);
      // Back undoes the last choice; leaving the page and coming back keeps the search.
      await page.goBack();
      await expect(page).not.toHaveURL(/area=/);
      await expect(cards).toHaveCount(ready);
      const url = page.url();
      await cards.first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/services\/[a-z0-9-]+$/);
      await page.goBack();
      await expect(page).toHaveURL(url);
      await expect(cards).toHaveCount(ready);

      await page.locator('main').getByRole('searchbox', { name: m.Catalog.search, exact: true }).fill('zzqqxx');
      await expect(page.getByRole('heading', { name: m.Catalog.emptyTitle })).toBeVisible();
      await page.getByRole('button', { name: m.Catalog.reset }).click();
      await expect(cards).toHaveCount(services.services.length);
    });
  });
}

const question = (id: string) => faq.items.find((item) => item.id === id)!.question;

for (const { prefix, lang } of LANGS) {
  const m = MESSAGES[lang];

  test(`help centre in ${lang}: the placeholder's example finds the question about refunds${lang === 'en' ? '; "refunds" finds the questions whose answers say "refunded"' : ''}`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/help_center`);
    const box = page.getByLabel(m.HelpCenter.filterLabel);
    const placeholder = await box.getAttribute('placeholder');
    expect(placeholder).toBe(m.HelpCenter.filterPlaceholder);
    // "Например: возврат" → "возврат".
    const example = placeholder!.split(': ')[1]!;
    await box.fill(example);
    await expect(page.getByText(question('refund-unused-budget')[lang], { exact: true })).toBeVisible();
    const questions = await page.locator('details').count();
    expect(questions).toBeLessThan(faq.items.filter((item) => item.pages.includes('help_center')).length);
    if (lang === 'en') {
      await box.fill('refunds');
      for (const id of ['refund-unused-budget', 'result-guarantee', 'result-disputes'])
        await expect(page.getByText(question(id).en, { exact: true })).toBeVisible();
    }
  });
}

for (const { prefix, lang, query, found } of [
  { prefix: '', lang: 'en', query: 'registering company', found: 'company-setup-georgia' },
  { prefix: '/ru', lang: 'ru', query: 'сайтов', found: 'corporate-website' },
] as const) {
  test(`site search in ${lang}: another form of a word finds the service ("${query}")`, async ({ page }) => {
    await page.goto(`${prefix}/services?q=${encodeURIComponent(query)}`);
    await expect(page.locator('article').first()).toContainText(services.services.find((s) => s.id === found)!.title[lang]);
  });
}
