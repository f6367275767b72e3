/**
 * Every form works without the page's script: with JavaScript off, and with JavaScript on but
 * every request for the page's code (`/_next/static`) failing. The browser posts the form to the
 * API, which stores it and answers with a page in the visitor's language; no value typed ever
 * appears in a URL; the browser's Back returns to the form with what was typed, and sending it
 * again stores nothing twice.
 */

import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import experts from '@/content/experts.json' with { type: 'json' };
import services from '@/content/services.json' with { type: 'json' };
import { expect, test } from './page-ready';
import { PDF, byLabel, unique, fillInvestor } from './form-filling';
import { MESSAGES } from './site';
import { SERVER_ONLY, slotDay, storedAttachments, storedSubmissions } from './storage';

type Lang = keyof typeof MESSAGES;
type Messages = (typeof MESSAGES)[Lang];
type Kind = 'support' | 'investor' | 'meeting' | 'service';
type Mode = 'JavaScript off' | "the page's code blocked";

const PREFIX: Record<Lang, string> = { en: '', ka: '/ge', kk: '/kz', ru: '/ru' };
const PAGE: Record<Kind, string> = { support: '/contact_us', investor: '/for_investors', meeting: '/request_to_expert', service: '/request_to_service' };

/** Each form in two languages; the requests once with a file and once named in the URL. */
const CASES: { kind: Kind; lang: Lang; file?: boolean; query?: string }[] = [
  { kind: 'support', lang: 'en' },
  { kind: 'support', lang: 'ru' },
  { kind: 'investor', lang: 'ka' },
  { kind: 'investor', lang: 'kk' },
  { kind: 'meeting', lang: 'en', file: true },
  { kind: 'meeting', lang: 'kk', query: `?expert=${experts.experts[3]!.id}` },
  { kind: 'service', lang: 'ru' },
  { kind: 'service', lang: 'ka', file: true, query: `?service=${services.services[4]!.id}` },
];

async function visitorContext(browser: Browser, mode: Mode): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: mode !== 'JavaScript off' });
  if (mode !== 'JavaScript off') await context.route('**/_next/static/**', (route) => route.abort('failed'));
  return context;
}

/** Every URL the browser asked for or showed during the visit. */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

const formOf = (page: Page, kind: Kind) => page.locator(`form[data-form="${kind}"][data-one-page]`);

/** Fills a form as a visitor types it; returns the values that must never appear in a URL. */
async function fill(form: Locator, kind: Kind, m: Messages, email: string, file: boolean): Promise<string[]> {
  if (kind === 'support') {
    await byLabel(form, m.SupportForm.name).fill('Nika Beridze');
    await byLabel(form, m.SupportForm.email).fill(email);
    await byLabel(form, m.SupportForm.phone).fill('+995 555 12 34 56');
    await byLabel(form, m.SupportForm.theme).selectOption('cooperation');
    await byLabel(form, m.SupportForm.comment).fill('Sent without script, please call me.');
    return [email, 'Nika', 'Beridze', '555', 'without script'];
  }
  if (kind === 'investor') {
    await fillInvestor(form, m, email, { name: 'Arman Seitkali', amountUsd: '75000' });
    return [email, 'Arman', 'Seitkali', '75000'];
  }
  const f = m.RequestForm;
  // A target named in the URL is chosen already where a script could run; else the visitor chooses.
  const target = byLabel(form, kind === 'meeting' ? f.targetExpert : f.targetService);
  if ((await target.inputValue()) === '') await target.selectOption({ index: 2 });
  await byLabel(form, f.email).fill(email);
  await byLabel(form, f.firstName).fill('Dana');
  await byLabel(form, f.lastName).fill('Serikova');
  await byLabel(form, f.contactLanguage).selectOption('kk');
  await byLabel(form, f.industry).selectOption('education');
  await byLabel(form, f.budgetUsd).fill('6000');
  await byLabel(form, f.comments).fill('A brief is attached.');
  if (file) await byLabel(form, f.attachment).setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF });
  await byLabel(form, f.slotDate).fill(slotDay(12));
  await byLabel(form, f.slotFrom).fill('09:30');
  await byLabel(form, f.slotTo).fill('10:30');
  return [email, 'Serikova', '6000', 'brief'];
}

const sendLabel = (kind: Kind, m: Messages) => (kind === 'support' ? m.SupportForm.send : kind === 'investor' ? m.InvestorForm.send : m.RequestForm.send);

for (const mode of ['JavaScript off', "the page's code blocked"] as const) {
  test.describe(`forms with ${mode}`, () => {
    for (const { kind, lang, file = false, query = '' } of CASES) {
      const m = MESSAGES[lang];
      test(
        `${kind} (${lang}${file ? ', with a file' : ''}${query ? ', named in the URL' : ''}): stored once, answered in the language, nothing typed in a URL`,
        SERVER_ONLY,
        async ({ browser }) => {
          const context = await visitorContext(browser, mode);
          const page = await context.newPage();
          const urls = watchUrls(page);
          await page.goto(`${PREFIX[lang]}${PAGE[kind]}${query}`);
          const form = formOf(page, kind);
          // Named in the URL: the placeholder for the steps gives way to the form when their code never comes.
          await expect(form).toBeVisible({ timeout: 15_000 });
          const email = unique(`noscript-${kind}`);
          const typed = await fill(form, kind, m, email, file);
          await form.getByRole('button', { name: sendLabel(kind, m) }).click();

          await expect(page).toHaveURL(/\/api\/[a-z-]+$/);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.getByRole('heading', { level: 1, name: m.RequestForm.successTitle })).toBeVisible();
          const reference = (await page.locator('code').innerText()).trim();
          expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
          const rows = storedSubmissions({ kind, contains: email });
          expect(rows).toHaveLength(1);
          expect(rows[0]!.reference).toBe(reference);
          expect(rows[0]!.payload).toMatchObject({ email, locale: lang });
          if (file) expect(storedAttachments(rows[0]!.id)).toMatchObject([{ filename: 'brief.pdf', content_type: 'application/pdf' }]);

          // Back: the form has what was typed; sending it again is the same request, not a second one.
          await page.goBack();
          await expect(
            byLabel(formOf(page, kind), kind === 'support' ? m.SupportForm.email : kind === 'investor' ? m.InvestorForm.email : m.RequestForm.email),
          ).toHaveValue(email);
          if (file) await byLabel(formOf(page, kind), m.RequestForm.attachment).setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF });
          await formOf(page, kind)
            .getByRole('button', { name: sendLabel(kind, m) })
            .click();
          await expect(page.locator('code')).toHaveText(reference);
          expect(storedSubmissions({ kind, contains: email })).toHaveLength(1);

          for (const url of urls) for (const value of typed) expect(decodeURIComponent(url), `${value} in ${url}`).not.toContain(value);
          await context.close();
        },
      );
    }

    test('what is wrong is named field by field in the language, with the way back to the form (ru)', SERVER_ONLY, async ({ browser }) => {
      const m = MESSAGES.ru;
      const context = await visitorContext(browser, mode);
      const page = await context.newPage();
      await page.goto('/ru/contact_us');
      const form = formOf(page, 'support');
      await byLabel(form, m.SupportForm.name).fill('Ника');
      await byLabel(form, m.SupportForm.email).fill('not-an-address');
      await form.getByRole('button', { name: m.SupportForm.send }).click();
      await expect(page.getByRole('heading', { level: 1, name: m.FormAnswer.invalidTitle })).toBeVisible();
      for (const [label, message] of [
        [m.SupportForm.email, m.Validation.invalidEmail],
        [m.SupportForm.theme, m.Validation.invalidChoice],
        [m.SupportForm.comment, m.Validation.required],
      ] as const)
        await expect(page.getByRole('listitem').filter({ hasText: label })).toContainText(message);
      await expect(page.getByRole('link', { name: m.FormAnswer.backToForm })).toHaveAttribute('href', '/ru/contact_us');
      expect(storedSubmissions({ kind: 'support', contains: 'not-an-address' })).toHaveLength(0);
      await page.goBack();
      await expect(byLabel(formOf(page, 'support'), m.SupportForm.name)).toHaveValue('Ника');
      await context.close();
    });
  });
}
