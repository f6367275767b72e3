import experts from '@/content/experts.json' with { type: 'json' };
import services from '@/content/services.json' with { type: 'json' };
import { expect, test } from './csp-watch';
import { PDF, fillRequest, fillSupport, unique, fillInvestor } from './form-filling';
import { MESSAGES, openCatalogFilters, openHeaderTools, untilIdle } from './site';
import { SERVER_ONLY, storedAttachments, storedSubmissions } from './storage';

/**
 * Each island and each form once, end to end, on whichever server the project points at: the
 * one-process `next start` (project desktop) and the static profile, nginx in front of the static
 * tree with Node for /api (project nginx). The full suites run on `next start`; this one shows the
 * static profile serves the same site, RSC payloads, lazy code, API and all, under its strict
 * Content-Security-Policy (every test fails on a violation).
 */
const ru = MESSAGES.ru;
const en = MESSAGES.en;

test('client-side navigation: the router fetches the next page, the progress bar shows, no reload', async ({ page }) => {
  await page.goto('/ru');
  await page.evaluate(() => Object.assign(window, { marker: 'still-here' }));
  await page.route('**/*', async (route) => {
    if (route.request().headers().rsc === '1') await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await openHeaderTools(page, 'ru');
  await page.getByRole('navigation', { name: ru.Header.mainNavigation }).getByRole('link', { name: ru.Pages.services.nav }).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page).toHaveURL(/\/ru\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.Pages.services.title);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still-here');
});

test('header search: the list comes from the search endpoint, a match opens the expert’s page', async ({ page }) => {
  const nino = experts.experts.find((expert) => expert.id === 'nino-kapanadze')!;
  await page.goto('/ru/services');
  await openHeaderTools(page, 'ru');
  const box = page.getByRole('combobox', { name: ru.Header.searchLabel });
  await box.fill(nino.name.ru);
  await expect(page.getByRole('listbox', { name: ru.Header.searchLabel }).getByRole('option').first()).toContainText(nino.name.ru);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(`/ru/experts/${nino.id}`);
  await expect(page.getByRole('heading', { level: 1, name: nino.name.ru })).toBeVisible();
});

test('catalogue filters, an expert’s own page and the help centre filter', async ({ page }) => {
  await page.goto('/services');
  await openCatalogFilters(page);
  await page.getByLabel(en.Catalog.kind).selectOption('ready');
  await expect(page).toHaveURL(/kind=ready/);
  await expect(page.locator('main article')).toHaveCount(services.services.filter((service) => service.kind === 'ready').length);

  const expert = experts.experts[1]!;
  await page.goto('/experts');
  await page.waitForLoadState('networkidle');
  await page.locator(`main a[data-profile-link="${expert.id}"]`).click();
  await expect(page).toHaveURL(`/experts/${expert.id}`);
  await expect(page.getByRole('heading', { level: 1, name: expert.name.en })).toBeVisible();
  // Rendered on its first request, with a nonce for its scripts: it works as any page does.
  await page.reload();
  await page.locator('main').getByRole('link', { name: en.Common.requestMeeting }).click();
  await expect(page.locator('dialog[open] form')).toBeVisible();

  await page.goto('/ru/help_center');
  await page.getByLabel(ru.HelpCenter.filterLabel).fill(ru.HelpCenter.filterPlaceholder.split(': ')[1]!);
  // The engine may still be loading: the fallback matcher then finds nothing, the engine finds it.
  await expect.poll(() => page.locator('main details').count()).toBeGreaterThan(0);
});

test('currency: the choice applies to prices and persists; the converter converts', async ({ page }) => {
  await page.goto('/kz/services');
  const price = page.locator('main article .price').first();
  await openHeaderTools(page, 'kk');
  await page.getByRole('combobox', { name: MESSAGES.kk.Header.currency, exact: true }).selectOption('KZT');
  await expect(price).toHaveText(/₸/);
  await page.reload();
  await expect(price).toHaveText(/₸/);
  const converter = page.locator('#converter');
  await converter.getByLabel(MESSAGES.kk.Currency.amount).fill('100');
  await converter.getByLabel(MESSAGES.kk.Currency.from).selectOption('USD');
  await converter.getByLabel(MESSAGES.kk.Currency.to).selectOption('EUR');
  await expect(converter.getByTestId('converter-result')).toHaveText(/92/);
});

test('language switcher: the choice is remembered, and the unprefixed URL then redirects', async ({ page }) => {
  await page.goto('/offices');
  await openHeaderTools(page);
  await page.getByRole('combobox', { name: en.Header.language }).selectOption('ru');
  await expect(page).toHaveURL(/\/ru\/offices$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const redirect = page.waitForResponse((response) => new URL(response.url()).pathname === '/experts');
  await page.goto('/experts?q=design');
  expect((await redirect).status()).toBe(302);
  await expect(page).toHaveURL(/\/ru\/experts\?q=design$/);
});

test('the meeting dialog, with a file and a date from the calendar, reaches storage', SERVER_ONLY, async ({ page }) => {
  const f = ru.RequestForm;
  const email = unique('smoke-meeting');
  await page.goto('/ru/experts');
  await page.locator('[data-request-button="meeting"]').first().click();
  const dialog = page.getByRole('dialog');
  await fillRequest(dialog, ru, email, { file: { name: 'бриф.pdf', buffer: PDF } });
  await dialog.getByRole('button', { name: f.calendarOpen }).click();
  await expect(page.getByRole('dialog', { name: f.calendarTitle })).toBeVisible();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: f.send }).click();
  await expect(dialog.getByRole('heading', { name: f.successTitle })).toBeVisible();
  const [row] = storedSubmissions({ kind: 'meeting', contains: email });
  expect(row?.payload).toMatchObject({ expertId: experts.experts[0]!.id });
  expect(storedAttachments(row!.id)).toMatchObject([{ filename: 'бриф.pdf', size: PDF.byteLength }]);
});

test('the request pages for a service and for an expert reach storage', SERVER_ONLY, async ({ page }) => {
  const f = en.RequestForm;
  const service = services.services[3]!;
  const serviceEmail = unique('smoke-service');
  await page.goto(`/request_to_service?service=${service.id}`);
  await fillRequest(page.locator('main form'), en, serviceEmail, { file: { name: 'brief.pdf', buffer: PDF } });
  await page.locator('main form').getByRole('button', { name: f.send }).click();
  await expect(page.getByRole('heading', { name: f.successTitle })).toBeVisible();
  expect(storedSubmissions({ kind: 'service', contains: serviceEmail })[0]?.payload).toMatchObject({ serviceId: service.id });

  const expert = experts.experts[2]!;
  const expertEmail = unique('smoke-expert');
  await page.goto(`/ge/request_to_expert?expert=${expert.id}`);
  const ka = MESSAGES.ka;
  await fillRequest(page.locator('main form'), ka, expertEmail);
  await page.locator('main form').getByRole('button', { name: ka.RequestForm.send }).click();
  await expect(page.getByRole('heading', { name: ka.RequestForm.successTitle })).toBeVisible();
  expect(storedSubmissions({ kind: 'meeting', contains: expertEmail })[0]?.payload).toMatchObject({ expertId: expert.id });
});

test('the support form, sent after the connection dropped, and the investor form reach storage', SERVER_ONLY, async ({ page, context }) => {
  const mail = unique('smoke-support');
  await page.goto('/kz/contact_us');
  await untilIdle(page);
  await context.setOffline(true);
  const kk = MESSAGES.kk;
  const support = page.locator('form[data-form="support"]');
  await fillSupport(support, kk, mail, { name: 'Айгүл', theme: 'technical', comment: 'Карта ашылмайды.' });
  await support.getByRole('button', { name: kk.SupportForm.send }).click();
  await expect(page.getByRole('heading', { name: kk.RequestForm.queuedTitle })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: kk.RequestForm.successTitle })).toBeVisible();
  await expect.poll(() => storedSubmissions({ kind: 'support', contains: mail }).length).toBe(1);

  const email = unique('smoke-investor');
  await page.goto('/for_investors');
  const investor = page.locator('form[data-form="investor"]');
  await fillInvestor(investor, en, email, { name: 'Arman', amountUsd: '25000' });
  await investor.getByRole('button', { name: en.InvestorForm.send }).click();
  await expect(page.getByRole('heading', { name: en.RequestForm.successTitle })).toBeVisible();
  expect(storedSubmissions({ kind: 'investor', contains: email })[0]?.payload).toMatchObject({ amountUsd: 25000 });
});

test('an injected inline script or style does not run, and the browser says why', async ({ page, violations }) => {
  await page.goto('/ru/experts');
  await page.waitForLoadState('networkidle');
  const effect = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid red }';
    document.head.append(style);
    const div = document.createElement('div');
    div.setAttribute('style', 'outline: 7px solid red');
    document.body.append(div);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return {
      script: (window as unknown as { __injected?: boolean }).__injected ?? false,
      style: getComputedStyle(document.body).outlineWidth === '7px',
      attribute: getComputedStyle(div).outlineWidth === '7px',
    };
  });
  expect(effect).toEqual({ script: false, style: false, attribute: false });
  await expect.poll(() => violations.length).toBe(3);
  expect(
    violations
      .splice(0)
      .map((violation) => violation.directive)
      .sort(),
  ).toEqual(['script-src-elem', 'style-src-attr', 'style-src-elem']);
});
