import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, holdChunks, test, untilHydrated } from './page-ready';
import experts from '@/content/experts.json' with { type: 'json' };
import offices from '@/content/offices.json' with { type: 'json' };
import services from '@/content/services.json' with { type: 'json' };
import { LANGUAGES, MESSAGES, TWO_LANGUAGES, initialChunks, untilIdle } from './site';
import { byLabel, fillRequest, fillSupport, unique } from './form-filling';
import { queuedInBrowser, SERVER_ONLY, slotDay, storedSubmissions } from './storage';

const LANGS = LANGUAGES;

for (const { prefix, lang } of LANGS) {
  const m = MESSAGES[lang];
  const f = m.RequestForm;

  test.describe(`forms in ${lang}`, () => {
    test('the meeting dialog: errors in this language, three steps, summary, stored', SERVER_ONLY, async ({ page }) => {
      await page.goto(`${prefix}/experts`);
      const expert = experts.experts[0]!;
      await page.locator('[data-request-button="meeting"]').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { level: 2 })).toContainText(expert.name[lang]);
      await dialog.getByRole('button', { name: f.next }).click();
      await expect(dialog.getByText(m.Validation.required).first()).toBeVisible();
      await expect(byLabel(dialog, f.email)).toBeFocused();
      const email = unique('meeting');
      await fillRequest(dialog, m, email);
      await expect(dialog.getByTestId('slot-utc-0')).toContainText('UTC');
      await expect(dialog.getByText(f.notFilled).first()).toBeVisible();
      await expect(dialog.getByRole('link', { name: /./ }).filter({ hasText: f.terms.match(/<link>(.*)<\/link>/)![1]! })).toHaveAttribute(
        'href',
        /documentation#terms/,
      );
      await dialog.getByRole('button', { name: f.send }).click();
      await expect(dialog.getByRole('heading', { name: f.successTitle })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: f.successTitle }).first()).toBeVisible();
      const rows = storedSubmissions({ kind: 'meeting', contains: email });
      expect(rows).toHaveLength(1);
      expect(rows[0]!.payload).toMatchObject({
        expertId: expert.id,
        email,
        firstName: 'Dana',
        budgetUsd: 4000,
        timeSlots: [{ date: slotDay(10), from: '10:00', to: '11:30' }],
      });
    });

    test('the service request page: ?service= preselects, an unknown id says so', SERVER_ONLY, async ({ page }) => {
      const service = services.services[2]!;
      await page.goto(`${prefix}/request_to_service?service=${service.id}`);
      const form = page.locator('main form');
      await expect(form.getByRole('heading', { level: 2 })).toContainText(service.title[lang]);
      const email = unique('service');
      await fillRequest(form, m, email);
      await form.getByRole('button', { name: f.send }).click();
      await expect(page.getByRole('heading', { name: f.successTitle })).toBeVisible();
      expect(storedSubmissions({ kind: 'service', contains: email })[0]?.payload).toMatchObject({ serviceId: service.id });

      await page.goto(`${prefix}/request_to_service?service=no-such-service`);
      await expect(page.getByRole('heading', { name: f.notFoundService })).toBeVisible();
      await page.goto(`${prefix}/request_to_expert?expert=nobody`);
      await expect(page.getByRole('heading', { name: f.notFoundExpert })).toBeVisible();
      await expect(page.getByRole('link', { name: f.toExperts })).toHaveAttribute('href', new RegExp(`${prefix}/experts$`));
    });

    test('the support form and the investor request reach storage', SERVER_ONLY, async ({ page }) => {
      const mail = unique('support');
      await page.goto(`${prefix}/contact_us`);
      const support = page.locator('form[data-form="support"]');
      await fillSupport(support, m, mail, { name: 'Nika', theme: 'technical', comment: 'The map does not load for me.' });
      await support.getByRole('button', { name: m.SupportForm.send }).click();
      await expect(page.getByRole('heading', { name: f.successTitle })).toBeVisible();
      expect(storedSubmissions({ kind: 'support', contains: mail })[0]?.payload).toMatchObject({ theme: 'technical', name: 'Nika' });

      const email = unique('investor');
      await page.goto(`${prefix}/for_investors`);
      const investor = page.locator('form[data-form="investor"]');
      await byLabel(investor, m.InvestorForm.name).fill('Arman');
      await byLabel(investor, m.InvestorForm.email).fill(email);
      await byLabel(investor, m.InvestorForm.amountUsd).fill('4000');
      await investor.getByRole('button', { name: m.InvestorForm.send }).click();
      await expect(investor.getByText(m.Validation.minInvestment)).toBeVisible();
      await byLabel(investor, m.InvestorForm.amountUsd).fill('25000');
      await investor.getByRole('button', { name: m.InvestorForm.send }).click();
      await expect(page.getByRole('heading', { name: f.successTitle })).toBeVisible();
      expect(storedSubmissions({ kind: 'investor', contains: email })[0]?.payload).toMatchObject({ amountUsd: 25000 });
    });
  });
}

test.describe('internationalised e-mail addresses', () => {
  for (const { prefix, lang, email } of [
    { prefix: '/ru', lang: 'ru', email: 'info@почта.рф' },
    { prefix: '/ge', lang: 'ka', email: 'ნინო@ფოსტა.გე' },
  ] as const)
    test(`the support form stores ${email} as typed, not in punycode`, SERVER_ONLY, async ({ page }) => {
      const m = MESSAGES[lang];
      const comment = `An address in ${lang}: ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
      await page.goto(`${prefix}/contact_us`);
      const form = page.locator('form[data-form="support"]');
      await fillSupport(form, m, email, { name: 'Nika', theme: 'technical', comment });
      await expect(byLabel(form, m.SupportForm.email)).toHaveValue(email);
      await form.getByRole('button', { name: m.SupportForm.send }).click();
      await expect(page.getByRole('heading', { name: m.RequestForm.successTitle })).toBeVisible();
      expect(storedSubmissions({ kind: 'support', contains: comment }).map((row) => row.payload.email)).toEqual([email]);
    });
});

for (const { prefix, lang } of TWO_LANGUAGES)
  test.describe(`sending in ${lang}`, () => {
    const m = MESSAGES[lang];

    test('an answer that a retry cannot change says so, keeps everything, and offers the offices instead', async ({ page }) => {
      await page.route('**/api/support-messages', (route) =>
        route.fulfill({ status: 403, body: '{"error":"forbiddenOrigin"}', contentType: 'application/json' }),
      );
      const mail = unique('refused');
      await page.goto(`${prefix}/contact_us`);
      const form = page.locator('form[data-form="support"]');
      await fillSupport(form, m, mail, { name: 'Nika', theme: 'consult', comment: 'Please call me.' });
      await form.getByRole('button', { name: m.SupportForm.send }).click();
      const alert = form.getByRole('alert').filter({ hasText: m.RequestForm.refusedTitle });
      await expect(alert).toBeVisible();
      await expect(alert).not.toContainText(m.RequestForm.sendErrorText);
      for (const office of offices.offices) {
        await expect(alert.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
        await expect(alert.getByRole('link', { name: office.phone })).toHaveAttribute('href', /^tel:\+\d+$/);
        await expect(alert).toContainText(office.city[lang]);
      }
      // Not "try again": the button still says what it does.
      await expect(form.getByRole('button', { name: m.SupportForm.send })).toBeVisible();
      await expect(form.getByRole('button', { name: m.RequestForm.retry })).toHaveCount(0);
      await expect(byLabel(form, m.SupportForm.email)).toHaveValue(mail);
      await page.reload();
      await expect(byLabel(form, m.SupportForm.comment)).toHaveValue('Please call me.');
    });

    test('a failed send keeps everything and a retry stores it once', SERVER_ONLY, async ({ page }) => {
      let failures = 1;
      await page.route('**/api/support-messages', async (route) => {
        if (failures-- > 0) return route.fulfill({ status: 503, body: '{"error":"server"}', contentType: 'application/json' });
        return route.continue();
      });
      const mail = unique('retry');
      await page.goto(`${prefix}/contact_us`);
      const form = page.locator('form[data-form="support"]');
      await fillSupport(form, m, mail, { name: 'Nika', theme: 'consult', comment: 'Please call me.' });
      await form.getByRole('button', { name: m.SupportForm.send }).click();
      await expect(page.getByText(m.RequestForm.sendError).first()).toBeVisible();
      await expect(byLabel(form, m.SupportForm.email)).toHaveValue(mail);
      await form.getByRole('button', { name: m.RequestForm.retry }).click();
      await expect(page.getByRole('heading', { name: m.RequestForm.successTitle })).toBeVisible();
      expect(storedSubmissions({ kind: 'support', contains: mail })).toHaveLength(1);
    });

    test('offline after the page has loaded: the form still fills and sends, once, when the connection returns', SERVER_ONLY, async ({ page, context }) => {
      const mail = unique('offline');
      await page.goto(`${prefix}/contact_us`);
      // The visitor reads a little; then the train enters a tunnel.
      await untilIdle(page);
      await context.setOffline(true);
      await expect(page.getByTestId('offline-badge')).toHaveText(m.Network.offlineBadge);
      const form = page.locator('form[data-form="support"]');
      await fillSupport(form, m, mail, { name: 'Offline visitor', theme: 'other', comment: 'Sent on a train.' });
      await form.getByRole('button', { name: m.SupportForm.send }).click();
      await expect(page.getByRole('heading', { name: m.RequestForm.queuedTitle })).toBeVisible();
      expect(storedSubmissions({ kind: 'support', contains: mail })).toHaveLength(0);
      await context.setOffline(false);
      await expect(page.getByRole('status').filter({ hasText: m.Network.queueSent }).first()).toBeVisible();
      // The form no longer waits: it says the request has gone.
      await expect(page.getByRole('heading', { name: m.RequestForm.successTitle })).toBeVisible();
      await expect.poll(() => storedSubmissions({ kind: 'support', contains: mail }).length).toBe(1);
      // A reload, or a second tab, finds nothing left to send.
      await page.reload();
      await page.waitForLoadState('networkidle');
      expect(storedSubmissions({ kind: 'support', contains: mail })).toHaveLength(1);
      expect(await queuedInBrowser(page)).toBe(0);
    });

    test('the service dialog opens from the slider on the customers page', SERVER_ONLY, async ({ page }) => {
      await page.goto(`${prefix}/for_customers`);
      await page.waitForLoadState('networkidle');
      await page.locator('#services [data-request-button="service"]').first().click();
      await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toContainText(services.services[0]!.title[lang]);
    });

    test("the server's field errors land on their fields", async ({ page }) => {
      await page.route('**/api/investor-requests', (route) =>
        route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: 'validation', fields: { email: 'invalidEmail' } }) }),
      );
      await page.goto(`${prefix}/for_investors`);
      const form = page.locator('form[data-form="investor"]');
      await byLabel(form, m.InvestorForm.name).fill('Arman');
      await byLabel(form, m.InvestorForm.email).fill('arman@example.kz');
      await byLabel(form, m.InvestorForm.amountUsd).fill('7000');
      await form.getByRole('button', { name: m.InvestorForm.send }).click();
      await expect(form.getByText(m.Validation.invalidEmail)).toBeVisible();
      await expect(byLabel(form, m.InvestorForm.email)).toBeFocused();
      await expect(byLabel(form, m.InvestorForm.email)).toHaveValue('arman@example.kz');
    });

    test('a draft survives a reload and closing the dialog', async ({ page }) => {
      await page.goto(`${prefix}/experts`);
      await page.locator('[data-request-button="meeting"]').first().click();
      const dialog = page.getByRole('dialog');
      await byLabel(dialog, m.RequestForm.email).fill('draft@example.kz');
      await byLabel(dialog, m.RequestForm.firstName).fill('Draft');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.reload();
      await page.locator('[data-request-button="meeting"]').first().click();
      await expect(byLabel(page.getByRole('dialog'), m.RequestForm.email)).toHaveValue('draft@example.kz');
      await expect(byLabel(page.getByRole('dialog'), m.RequestForm.firstName)).toHaveValue('Draft');
    });
  });

for (const { prefix, lang } of TWO_LANGUAGES)
  test.describe(`dialogs and keyboard in ${lang}`, () => {
    const m = MESSAGES[lang];

    async function openByKeyboard(page: Page) {
      await page.goto(`${prefix}/services`);
      await page.waitForLoadState('networkidle');
      const opener = page.locator('[data-request-button="service"]').first();
      await opener.focus();
      await page.keyboard.press('Enter');
      return opener;
    }

    test('open with Enter, focus inside, Tab stays inside, Escape closes and focus returns; axe finds no serious or critical problem with it open', async ({
      page,
    }) => {
      const opener = await openByKeyboard(page);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      // Open again from the same button, on the same visit, for axe.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: m.RequestForm.next }).click();
      // Checked at rest: colours mid-fade are not what a visitor reads.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      const results = await new AxeBuilder({ page }).include('dialog').analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    });

    test('closed and opened again before the page has rendered the close, the dialog opens again', async ({ page }) => {
      await openByKeyboard(page);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // A quick visitor: the close (Escape) and the next click in one task, before React renders.
      await page.evaluate(() => {
        document.querySelector('dialog')!.close();
        document.querySelector<HTMLElement>('[data-request-button="service"]')!.click();
      });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
    });

    test('a whole request can be sent by keyboard alone', SERVER_ONLY, async ({ page }) => {
      await openByKeyboard(page);
      const dialog = page.getByRole('dialog');
      const email = unique('keyboard');
      const type = async (label: string, text: string) => {
        await byLabel(dialog, label).focus();
        await page.keyboard.type(text);
      };
      await type(m.RequestForm.email, email);
      await type(m.RequestForm.firstName, 'Key');
      await type(m.RequestForm.lastName, 'Board');
      await byLabel(dialog, m.RequestForm.contactLanguage).focus();
      await byLabel(dialog, m.RequestForm.contactLanguage).selectOption('en');
      await byLabel(dialog, m.RequestForm.industry).focus();
      await byLabel(dialog, m.RequestForm.industry).selectOption('media');
      await dialog.getByRole('button', { name: m.RequestForm.next }).focus();
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: m.RequestForm.next }).focus();
      await page.keyboard.press('Enter');
      await byLabel(dialog, m.RequestForm.slotDate).fill(slotDay(12));
      await byLabel(dialog, m.RequestForm.slotFrom).fill('09:00');
      await byLabel(dialog, m.RequestForm.slotTo).fill('10:00');
      await dialog.getByRole('button', { name: m.RequestForm.send }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('heading', { name: m.RequestForm.successTitle })).toBeVisible();
      expect(storedSubmissions({ kind: 'service', contains: email })).toHaveLength(1);
    });

    test('the service page shows the service and copies its link; a link of before moves there', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const service = services.services[0]!;
      await page.goto(`${prefix}/full_card_service?service=${service.id}`);
      await expect(page).toHaveURL(`${prefix}/services/${service.id}`);
      await expect(page.getByRole('heading', { level: 1, name: service.title[lang] })).toBeVisible();
      await expect(page.locator('main .price').first()).toHaveText(/\$/);
      await page.getByRole('button', { name: m.FullCard.copyLink }).click();
      await expect(page.getByText(m.FullCard.linkCopied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/services/${service.id}`);
      const gone = await page.goto(`${prefix}/services/gone`);
      expect(gone?.status()).toBe(404);
    });
  });

test.describe('one-page forms: one form from the first paint, its code once the page is idle', () => {
  const m = MESSAGES.ru;
  /**
   * Holds back the code that is not part of the page's first load (the form's) by `ms`; `arrived`
   * tells when some was held and all of it has been let through.
   */
  const slowLazyChunks = async (page: Page, url: string, ms: number) => {
    const initial = await initialChunks(page, url);
    let [held, waiting] = [0, 0];
    await page.route('**/_next/static/chunks/**', async (route) => {
      if (!initial.has(new URL(route.request().url()).pathname)) {
        held++;
        waiting++;
        await new Promise((resolve) => setTimeout(resolve, ms));
        waiting--;
      }
      await route.continue();
    });
    return { arrived: () => held > 0 && waiting === 0 };
  };

  test('the fields the visitor types into are the same elements before React runs, after it, and once the code is here', async ({ page }) => {
    const chunks = await holdChunks(page);
    await page.goto('/ru/contact_us', { waitUntil: 'domcontentloaded' });
    const form = page.locator('form[data-form="support"]');
    const name = byLabel(form, m.SupportForm.name);
    await name.click();
    await page.keyboard.type('Ник');
    // Tagged before the page's script runs: a form rendered again, or swapped, would lose the tag.
    await name.evaluate((element) => element.setAttribute('data-typed-before-script', ''));
    chunks.release();
    await untilHydrated(page);
    await untilIdle(page);
    await expect(form.locator('[data-typed-before-script]')).toHaveCount(1);
    await expect(name).toBeFocused();
    await page.keyboard.type('а');
    await expect(name).toHaveValue('Ника');
  });

  test('typing during the load of its code is kept, with the focus', async ({ page }) => {
    const code = await slowLazyChunks(page, '/ru/contact_us', 2500);
    await page.goto('/ru/contact_us');
    const form = page.locator('form[data-form="support"]');
    const name = byLabel(form, m.SupportForm.name);
    await name.pressSequentially('Ник');
    await name.pressSequentially('а');
    // The form's code has come and taken over the field.
    await expect.poll(code.arrived, { timeout: 15_000 }).toBe(true);
    await untilIdle(page);
    await expect(byLabel(form, m.SupportForm.name)).toBeFocused();
    await page.keyboard.type(' К.');
    await expect(byLabel(form, m.SupportForm.name)).toHaveValue('Ника К.');
  });

  test('a draft fills the form again after a reload', async ({ page }) => {
    await page.goto('/ru/for_investors');
    const form = page.locator('form[data-form="investor"]');
    await byLabel(form, m.InvestorForm.name).fill('Арман');
    await byLabel(form, m.InvestorForm.amountUsd).fill('30000');
    await page.reload();
    await expect(byLabel(form, m.InvestorForm.name)).toHaveValue('Арман');
    await expect(byLabel(form, m.InvestorForm.amountUsd)).toHaveValue('30000');
  });

  test('Send pressed before the code has loaded still sends, once', SERVER_ONLY, async ({ page }) => {
    const mail = unique('early-send');
    await slowLazyChunks(page, '/ru/contact_us', 3000);
    await page.goto('/ru/contact_us');
    const form = page.locator('form[data-form="support"]');
    await fillSupport(form, m, mail, { name: 'Ника', theme: 'technical', comment: 'Отправлено до загрузки формы.' });
    await form.getByRole('button', { name: m.SupportForm.send }).click();
    await expect(page.getByRole('heading', { name: m.RequestForm.successTitle })).toBeVisible({ timeout: 15_000 });
    expect(storedSubmissions({ kind: 'support', contains: mail })).toHaveLength(1);
  });
});
