/**
 * A request sent through the UI reaches people: the office's mail and the customer's confirmation
 * in the language of the page, with the reference the success screen showed; the confirmation's
 * private link opens the status page with the request; a wrong and an expired link are refused
 * alike. `next start` sends to the mail catcher (playwright.config.ts), which keeps every mail.
 */

import type { ParsedMail } from 'mailparser';
import experts from '@/content/experts.json' with { type: 'json' };
import services from '@/content/services.json' with { type: 'json' };
import { fillRequest, PDF, unique } from './form-filling';
import { expect, test } from './page-ready';
import { E2E_NGINX_ORIGIN, E2E_ORIGIN } from './servers';
import { nginxBinary } from '@/scripts/nginx/binary';
import { missingDependency } from '@/tests/support/dependencies';
import { test as watchedTest } from './csp-watch';
import { LANGUAGES, MESSAGES } from './site';
import { caughtMails, expireStatusLink, SERVER_ONLY, storedSubmissions } from './storage';

const CASES = [
  { lang: 'ka', prefix: '/ge', url: `/ge/request_to_service?service=${services.services[0]!.id}`, kind: 'service', target: services.services[0]!.title.ka },
  { lang: 'ru', prefix: '/ru', url: `/ru/request_to_expert?expert=${experts.experts[1]!.id}`, kind: 'meeting', target: experts.experts[1]!.name.ru },
] as const;

async function mailsOf(reference: string): Promise<{ office: ParsedMail; confirmation: ParsedMail }> {
  let found: { office?: ParsedMail; confirmation?: ParsedMail } = {};
  await expect
    .poll(
      async () => {
        const mails = (await caughtMails()).filter((mail) => mail.subject?.includes(reference));
        found = {
          office: mails.find((mail) => mail.messageId?.includes('.office@')),
          confirmation: mails.find((mail) => mail.messageId?.includes('.confirmation@')),
        };
        return Boolean(found.office && found.confirmation);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as { office: ParsedMail; confirmation: ParsedMail };
}

test.describe('a request reaches people', () => {
  // Three steps of a form, two mails to wait for, three status pages.
  test.describe.configure({ timeout: 60_000 });
  for (const { lang, prefix, url, kind, target } of CASES) {
    const m = MESSAGES[lang];
    test(`${lang}: the office is told, the customer confirmed in ${lang}, and the status link shows the request`, SERVER_ONLY, async ({ page }) => {
      const email = unique(`mail-${lang}`);
      await page.goto(url);
      const form = page.locator('main form');
      await fillRequest(form, m, email, { file: { name: 'brief.pdf', buffer: PDF } });
      await form.getByRole('button', { name: m.RequestForm.send }).click();
      const reference = (await page.getByTestId('submission-reference').locator('strong').textContent())!.trim();
      expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);

      const { office, confirmation } = await mailsOf(reference);
      expect(office.to && 'text' in office.to ? office.to.text : '').toBe('office@e2e.example');
      expect(office.text).toContain(email);
      expect(office.attachments.map((file) => file.filename)).toEqual(['brief.pdf']);
      expect(confirmation.to && 'text' in confirmation.to ? confirmation.to.text : '').toBe(email);
      expect(confirmation.headers.get('content-language')).toBe(lang);
      expect(confirmation.subject).toBe(m.Mail.confirmationSubject.replace('{reference}', reference));
      expect(confirmation.text).toContain(target);

      const link = confirmation.text!.match(/https?:\/\/\S+request_status\?token=[A-Za-z0-9_-]{43}/)![0];
      expect(new URL(link).pathname).toBe(`${prefix}/request_status`);
      await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
      const card = page.locator('#status');
      await expect(card).toContainText(reference);
      await expect(card).toContainText(m.RequestStatus.statuses.received);
      await expect(card).toContainText(m.RequestStatus.kinds[kind]);
      await expect(card).toContainText(target);

      // A wrong link and an expired one read the same.
      const token = new URL(link).searchParams.get('token')!;
      await page.goto(`${prefix}/request_status?token=${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`);
      await expect(page.getByRole('heading', { name: m.RequestStatus.notFoundTitle })).toBeVisible();
      const wrongText = await card.innerText();
      expireStatusLink(storedSubmissions({ kind, contains: email })[0]!.id);
      await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
      await expect(page.getByRole('heading', { name: m.RequestStatus.notFoundTitle })).toBeVisible();
      expect(await card.innerText()).toBe(wrongText);
    });
  }

  test('the status page is private on both servers: no cache, no Referer, no index, out of the sitemap', async ({ request }) => {
    // The static profile where nginx is installed (in CI always: missingDependency fails there).
    const nginxMissing = missingDependency('nginx', nginxBinary() !== undefined, 'as root: bash scripts/ensure-nginx.sh');
    test.info().annotations.push(...(nginxMissing ? [{ type: 'static profile not checked', description: nginxMissing }] : []));
    for (const origin of nginxMissing ? [E2E_ORIGIN] : [E2E_ORIGIN, E2E_NGINX_ORIGIN]) {
      for (const path of ['/request_status?token=abc', '/kz/request_status?token=abc']) {
        const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
        expect(response.status(), `${origin}${path}`).toBe(200);
        expect(response.headers()).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex, nofollow' });
        expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
      }
      const sitemap = await request.get(`${origin}/sitemap.xml`);
      expect(sitemap.status(), `${origin}/sitemap.xml`).toBe(200);
      const urls = await sitemap.text();
      // The sitemap itself, with the pages in it: a 404 page would not contain request_status either.
      expect(urls).toContain('<urlset');
      expect(urls).toMatch(/<loc>[^<]*\/kz\/contact_us<\/loc>/);
      expect(urls).not.toContain('request_status');
    }
  });
});

watchedTest.describe('the status page in every language', () => {
  for (const { prefix, lang } of LANGUAGES) {
    watchedTest(`${prefix}/request_status without a link says how to get one, in ${lang}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${prefix}/request_status`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[lang].Pages.request_status.title);
      await expect(page.locator('#status')).toContainText(MESSAGES[lang].RequestStatus.noToken);
      await expect(page).toHaveTitle(`${MESSAGES[lang].Pages.request_status.title} | ${MESSAGES[lang].Metadata.siteName}`);
      expect(errors).toEqual([]);
    });
  }
});
