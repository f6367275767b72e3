import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/page-ready';
import en from '@/messages/en.json' with { type: 'json' };
import ka from '@/messages/ka.json' with { type: 'json' };
import ru from '@/messages/ru.json' with { type: 'json' };
import { CATALOG_PAGE_SIZE } from '@/lib/catalog';
import { countElements } from '../../scripts/perf/rules/page-weight';
import { SCALE_CONTENT_DIR, SCALE_EXPERTS, SCALE_SERVICES } from './scale';

type Localized = Record<'en' | 'ka' | 'kk' | 'ru', string>;
const read = <T>(name: string): T => JSON.parse(readFileSync(join(SCALE_CONTENT_DIR, `${name}.json`), 'utf8')) as T;
const experts = read<{ experts: { id: string; name: Localized; consultationPriceUsd: number }[] }>('experts').experts;
const services = read<{ services: { id: string; title: Localized }[] }>('services').services;

/** The page budgets of every page (npm run perf:js holds the prerendered ones to them): HTML before compression, and elements. */
const MAX_HTML_BYTES = 200_000;
const MAX_ELEMENTS = 800;

async function withinBudgets(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  // As npm run perf:js counts them: the HTML as served.
  const html = await response!.text();
  expect(Buffer.byteLength(html), `${url}: HTML bytes`).toBeLessThanOrEqual(MAX_HTML_BYTES);
  expect(countElements(html), `${url}: elements`).toBeLessThanOrEqual(MAX_ELEMENTS);
}

const cards = (page: Page) => page.locator('main article');

test('the generated catalogue is the one served', async ({ page }) => {
  expect(experts).toHaveLength(SCALE_EXPERTS);
  expect(services).toHaveLength(SCALE_SERVICES);
  // The catalogues count what was generated, and entries of the generated files that the
  // repository's own content does not have get pages of their own.
  const ownExperts = (JSON.parse(readFileSync('content/experts.json', 'utf8')) as { experts: { id: string }[] }).experts;
  const lastExpert = experts.at(-1)!;
  expect(
    ownExperts.some((own) => own.id === lastExpert.id),
    'the last generated expert is not one of content/experts.json',
  ).toBe(false);
  await page.goto('/experts');
  await expect(page.getByTestId('catalog-count')).toContainText(new Intl.NumberFormat('en').format(SCALE_EXPERTS));
  await page.goto('/services');
  await expect(page.getByTestId('catalog-count')).toContainText(new Intl.NumberFormat('en').format(SCALE_SERVICES));
  for (const expert of [experts[0]!, lastExpert]) {
    await page.goto(`/experts/${expert.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expert.name.en);
  }
  const lastService = services.at(-1)!;
  await page.goto(`/services/${lastService.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lastService.title.en);
});

test('every kind of page stays within the budgets, those rendered on request too', async ({ page }) => {
  const far = experts[SCALE_EXPERTS - 7]!;
  const urls = [
    '/ru/experts',
    '/services',
    '/ge/experts?page=30',
    `/kz/experts?q=${encodeURIComponent(far.name.kk)}`,
    '/ru/services?sort=price-desc&page=4',
    `/ru/experts/${far.id}`,
    `/ge/services/${services[200]!.id}`,
    '/ru/request_to_expert',
    `/ru/request_to_expert?expert=${far.id}`,
    `/request_to_service?service=${services[300]!.id}`,
    '/ru/full_card_service',
  ];
  // Eleven pages, several rendered on request: a hang guard per page, not 30 s for all of them on a busy machine.
  test.setTimeout(urls.length * 10_000);
  for (const url of urls) await withinBudgets(page, url);
});

test('pages of results: links that work with JavaScript, in place, and keep the filters and the place in the URL', async ({ page }) => {
  const searchRequests: string[] = [];
  page.on('request', (request) => request.url().includes('/api/catalog') && searchRequests.push(request.url()));
  await page.goto('/ru/experts');
  await expect(cards(page)).toHaveCount(CATALOG_PAGE_SIZE);
  await expect(page.getByTestId('catalog-count')).toContainText(new Intl.NumberFormat('ru').format(SCALE_EXPERTS));
  const first = await cards(page).first().getAttribute('data-expert-card');
  const pager = page.getByRole('navigation', { name: ru.Catalog.pages });
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await pager.getByRole('link', { name: ru.Catalog.nextPage }).click();
  await expect(page).toHaveURL('/ru/experts?page=2');
  await expect(cards(page).first()).not.toHaveAttribute('data-expert-card', first!);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(searchRequests.length).toBeGreaterThan(0);

  // A filter starts again at page 1; paging keeps the filter; Back returns to the page before.
  await page.getByLabel(ru.Catalog.sort).selectOption('price-asc');
  await expect(page).toHaveURL('/ru/experts?sort=price-asc');
  const cheapest = Math.min(...experts.map((expert) => expert.consultationPriceUsd));
  await expect(cards(page).first()).toContainText(String(cheapest));
  await pager.getByRole('link', { name: ru.Catalog.pageNumber.replace('{page}', '3') }).click();
  await expect(page).toHaveURL('/ru/experts?sort=price-asc&page=3');
  await page.goBack();
  await expect(page).toHaveURL('/ru/experts?sort=price-asc');
  await page.reload();
  await expect(cards(page)).toHaveCount(CATALOG_PAGE_SIZE);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('1');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages of results are links, rendered by the server, the last one too', async ({ page }) => {
    await page.goto('/ge/experts', { waitUntil: 'domcontentloaded' });
    await expect(cards(page)).toHaveCount(CATALOG_PAGE_SIZE);
    const pager = page.getByRole('navigation', { name: ka.Catalog.pages });
    await pager.getByRole('link', { name: ka.Catalog.nextPage }).click();
    await expect(page).toHaveURL('/ge/experts?page=2');
    await expect(cards(page).first()).toContainText(experts[CATALOG_PAGE_SIZE]!.name.ka);
    const last = Math.ceil(SCALE_EXPERTS / CATALOG_PAGE_SIZE);
    await pager.getByRole('link', { name: ka.Catalog.pageNumber.replace('{page}', String(last)) }).click();
    await expect(page).toHaveURL(`/ge/experts?page=${last}`);
    await expect(cards(page).last()).toContainText(experts.at(-1)!.name.ka);
  });

  test('the header search opens the results for what was typed', async ({ page }) => {
    const wanted = experts[777]!;
    await page.goto('/experts', { waitUntil: 'domcontentloaded' });
    await page.getByRole('combobox', { name: en.Header.searchLabel }).fill(wanted.name.en);
    await page.getByRole('combobox', { name: en.Header.searchLabel }).press('Enter');
    await expect(page).toHaveURL(/\/experts\?q=/);
    await expect(cards(page).first()).toContainText(wanted.name.en);
  });
});

test('search: any expert of the thousand, by name in another script or with a typo; the header’s list names her', async ({ page }) => {
  const wanted = experts[1111]!;
  await page.goto('/ru/experts');
  const box = page.locator('main').getByRole('searchbox', { name: ru.Catalog.search, exact: true });
  // Latin letters find the Cyrillic name.
  await box.fill(wanted.name.en);
  await expect(page).toHaveURL(/\?q=/);
  await expect(cards(page).first()).toContainText(wanted.name.ru);
  // One letter wrong in the surname.
  const [given, family] = wanted.name.ru.split(' ') as [string, string];
  await box.fill(`${given} ${family.slice(0, -1)}${family.endsWith('а') ? 'о' : 'а'}`);
  await expect(cards(page).first()).toContainText(wanted.name.ru);

  await page.goto('/ru');
  const header = page.getByRole('combobox', { name: ru.Header.searchLabel });
  if (!(await header.isVisible())) await page.getByRole('button', { name: ru.Header.openMenu }).click();
  await header.fill(wanted.name.ru);
  await expect(page.getByRole('listbox', { name: ru.Header.searchLabel }).getByRole('option').first()).toContainText(wanted.name.ru);
  await header.press('ArrowDown');
  await header.press('Enter');
  await expect(page).toHaveURL(`/ru/experts/${wanted.id}`);
});

test('the search endpoint answers a page at a time, cacheable by its URL', async ({ request }) => {
  const response = await request.get('/api/catalog?lang=ru&type=expert&sort=name&page=7');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/public/);
  const body = (await response.json()) as { total: number; page: number; items: unknown[] };
  expect(body).toMatchObject({ total: SCALE_EXPERTS, page: 7 });
  expect(body.items).toHaveLength(CATALOG_PAGE_SIZE);
  expect((await response.body()).length).toBeLessThan(60_000);
});

test('every expert and service has a page of its own in every language; links of before reach it', async ({ page }) => {
  const expert = experts[999]!;
  await page.goto(`/ge/experts?expert=${expert.id}`);
  await expect(page).toHaveURL(`/ge/experts/${expert.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expert.name.ka);
  const service = services[333]!;
  await page.goto(`/ru/full_card_service?service=${service.id}`);
  await expect(page).toHaveURL(`/ru/services/${service.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title.ru);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/kz/experts/${expert.id}</loc>`);
  expect(sitemap).toContain(`/services/${service.id}</loc>`);
});
