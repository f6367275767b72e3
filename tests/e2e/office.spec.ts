/**
 * The support office, as staff use it and as attackers try it: a request sent through the public
 * form a moment before is found, worked through its statuses with notes, sent a payment link (the
 * mail arrives and the customer's status page shows it), exported and erased, all of it in the
 * audit log; and every route refuses what it must: no session, a role that may not, a forged
 * Origin, a cookie replayed after sign-out or disable, guessing passwords, script in a request's
 * fields, an HTML file as an attachment.
 */

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { ParsedMail } from 'mailparser';
import experts from '@/content/experts.json' with { type: 'json' };
import { nginxBinary } from '@/scripts/nginx/binary';
import { missingDependency } from '@/tests/support/dependencies';
import { test as watchedTest } from './csp-watch';
import { fillRequest, PDF, unique } from './form-filling';
import { officeUser, sessionCookie, signIn, staffAccount, STAFF_PASSWORD } from './office-staff';
import { expect, test } from './page-ready';
import { E2E_NGINX_ORIGIN, E2E_ORIGIN } from './servers';
import { MESSAGES } from './site';
import { caughtMails, E2E_DATA_DIR, SERVER_ONLY } from './storage';

const ru = MESSAGES.ru;
const en = MESSAGES.en;

async function mailWith(reference: string, kind: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await caughtMails()).find((mail) => mail.subject?.includes(reference) && mail.messageId?.includes(kind));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** A support message posted as the forms' script posts it; its id and reference. */
async function postSupport(request: import('@playwright/test').APIRequestContext, fields: Record<string, string>) {
  const answer = await request.post('/api/support-messages', {
    data: { theme: 'technical', locale: 'en', ...fields },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as { id: string; reference: string };
}

test.describe('the office at work', () => {
  test.describe.configure({ timeout: 120_000 });

  test(
    'a request from the form is found, worked to a payment link the customer receives, exported, erased, and every step is in the audit log',
    SERVER_ONLY,
    async ({ page, browser }) => {
      // A customer sends a request in Russian, with a file.
      const customer = await browser.newPage();
      const email = unique('office-customer');
      await customer.goto(`/ru/request_to_expert?expert=${experts.experts[1]!.id}`);
      const form = customer.locator('main form');
      await fillRequest(form, ru, email, { file: { name: 'brief.pdf', buffer: PDF } });
      await form.getByRole('button', { name: ru.RequestForm.send }).click();
      const reference = (await customer.getByTestId('submission-reference').locator('strong').textContent())!.trim();
      const statusLink = /https?:\/\/\S+request_status\?token=[\w-]+/.exec((await mailWith(reference, '.confirmation@')).text ?? '')![0];

      const admin = await staffAccount('admin');
      await signIn(page, admin);
      await page.getByLabel(en.Office.inbox.search).fill(reference.toLowerCase());
      await page.getByRole('button', { name: en.Office.inbox.apply }).click();
      await expect(page.getByRole('status')).toHaveText(/1 request/);
      await page.getByRole('link', { name: reference }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Request ${reference}`);
      await expect(page.locator('main')).toContainText(email);
      await expect(page.getByRole('link', { name: /brief\.pdf/ })).toBeVisible();

      const change = async (status: string, note: string, link?: string) => {
        await page.getByLabel(en.Office.submission.newStatus).selectOption(status);
        await page.getByLabel(en.Office.submission.note).fill(note);
        if (link) await page.getByLabel(en.Office.submission.paymentLink).fill(link);
        await page.getByRole('button', { name: en.Office.submission.save }).click();
        await expect(page.getByRole('status')).toHaveText(en.Office.submission.changed);
      };
      await change('confirmed', 'Called the customer: a private note');
      await change('forwarded', 'Sent to the expert');
      // A link that is not https is refused, and what was typed is kept.
      await page.getByLabel(en.Office.submission.newStatus).selectOption('payment_link_sent');
      await page.getByLabel(en.Office.submission.note).fill('Invoice 42');
      await page.getByLabel(en.Office.submission.paymentLink).fill('http://pay.example.org/42');
      await page.getByRole('button', { name: en.Office.submission.save }).click();
      await expect(page.locator('main').getByRole('alert')).toHaveText(en.Office.submission.errorLink);
      await expect(page.getByLabel(en.Office.submission.note)).toHaveValue('Invoice 42');
      const paymentLink = 'https://pay.example.org/invoice/42';
      await change('payment_link_sent', 'Invoice 42', paymentLink);
      await expect(page.locator('main')).toContainText(admin.email);

      // The customer is mailed the link in their language, and their status page shows the step, never a note.
      const payment = await mailWith(reference, '.payment-');
      expect(payment.headers.get('content-language')).toBe('ru');
      expect(payment.text).toContain(paymentLink);
      await customer.goto(statusLink);
      const card = customer.locator('[data-status]');
      await expect(card).toHaveAttribute('data-status', 'payment_link_sent');
      await expect(card).toContainText(ru.RequestStatus.statuses.forwarded);
      await expect(card.getByRole('link', { name: ru.RequestStatus.pay })).toHaveAttribute('href', paymentLink);
      await expect(card).not.toContainText('private note');

      // The meeting: the customer's first slot and a video link; they are mailed the invitation, and their page shows how to join.
      const videoLink = 'https://meet.example.org/r/42';
      await page.getByLabel(en.Office.submission.newStatus).selectOption('meeting_booked');
      await page.getByRole('group', { name: en.Office.submission.meeting }).getByRole('radio').first().check();
      await page.getByLabel(en.Office.submission.videoLink).fill(videoLink);
      await page.getByLabel(en.Office.submission.note).fill('Booked the first slot');
      await page.getByRole('button', { name: en.Office.submission.save }).click();
      await expect(page.getByRole('status')).toHaveText(en.Office.submission.changed);
      await expect(page.locator('main')).toContainText(en.Office.submission.invitation.replace('{sequence}', '0'));
      let invitation: ParsedMail | undefined;
      await expect
        .poll(
          async () => {
            invitation = (await caughtMails()).find(
              (mail) => mail.subject?.includes(reference) && mail.attachments.some((file) => file.contentType === 'text/calendar'),
            );
            return Boolean(invitation);
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      expect(invitation!.headers.get('content-language')).toBe('ru');
      const ics = invitation!.attachments.find((file) => file.contentType === 'text/calendar')!.content.toString('utf8');
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain('SEQUENCE:0');
      expect(invitation!.text).toContain(videoLink);
      await customer.goto(statusLink);
      await expect(card).toHaveAttribute('data-status', 'meeting_booked');
      await expect(card.getByRole('link', { name: ru.RequestStatus.meetingJoin })).toHaveAttribute('href', videoLink);

      // Export of the filtered list, as submissions:export writes it.
      await page.goto(`/office?q=${reference}`);
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: en.Office.inbox.exportCsv }).click();
      const csv = readFileSync((await (await download).path())!, 'utf8');
      expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
      expect(csv).toContain(reference);

      // Erasure, confirmed by typing the address again.
      await page.goto('/office/erasure');
      await page.getByLabel(en.Office.erasure.email).fill(email);
      await page.getByLabel(en.Office.erasure.confirm).fill(email.toUpperCase());
      await page.getByRole('button', { name: en.Office.erasure.submit }).click();
      await expect(page.getByRole('status')).toHaveText('The data of 1 request was erased.');
      await customer.goto(statusLink);
      await expect(customer.locator('[data-status]')).toContainText(ru.RequestStatus.erased);
      await expect(customer.locator('[data-status]')).not.toContainText(experts.experts[1]!.name.ru);

      await page.goto(`/office/audit?actor=${encodeURIComponent(admin.email)}`);
      const actions = await page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action')));
      for (const action of ['sign_in', 'view', 'status_change', 'export', 'erasure', 'password_set']) expect(actions).toContain(action);
      await expect(page.locator('tbody')).not.toContainText(email);
      await customer.close();
    },
  );
});

test('the office speaks the language the browser asks for', async ({ browser }) => {
  for (const [lang, locale] of [
    ['en', 'en-US'],
    ['ru', 'ru-RU'],
    ['ka', 'ka-GE'],
    ['kk', 'kk-KZ'],
  ] as const) {
    // The browser's language is what it sends as Accept-Language.
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/office/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[lang].Office.signIn.title);
    await expect(page.getByRole('button', { name: MESSAGES[lang].Office.signIn.submit, exact: true })).toBeVisible();
    await context.close();
  }
});

test('on a phone the sign-in form keeps off the screen edges', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  await page.goto('/office/sign-in');
  for (const field of [page.getByLabel('E-mail'), page.getByRole('heading', { level: 1 })]) {
    const box = (await field.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(12);
    expect(box.x + box.width).toBeLessThanOrEqual(320 - 12);
  }
  await context.close();
});

test('a passkey added on the account page signs in without the password', SERVER_ONLY, async ({ page }) => {
  // Chromium's virtual authenticator stands in for the device's lock (fingerprint, face, PIN).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const agent = await staffAccount('agent');
  await signIn(page, agent);
  await page.goto('/office/account');
  await expect(page.locator('main')).toContainText(en.Office.account.noPasskeys);
  await page.getByRole('button', { name: en.Office.account.addPasskey }).click();
  await expect(page.locator('main')).not.toContainText(en.Office.account.noPasskeys);
  await page.getByRole('button', { name: en.Office.nav.signOut, exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(en.Office.signIn.signedOut);
  await page.getByRole('button', { name: en.Office.signIn.passkey }).click();
  await page.waitForURL((url) => url.pathname === '/office');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Office.inbox.title);
});

test.describe('the office under attack', () => {
  test('without a session, every office page sends to sign-in and every office route answers 401 or sends to sign-in', SERVER_ONLY, async ({ request }) => {
    for (const path of ['/office', '/office/account', '/office/erasure', '/office/audit', `/office/submissions/${randomUUID()}`]) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(303);
      expect(answer.headers().location, path).toMatch(/\/office\/sign-in/);
      expect(answer.headers()['cache-control']).toContain('no-store');
    }
    for (const path of ['/api/office/export?format=csv', `/api/office/submissions/${randomUUID()}/attachments/${randomUUID()}`])
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(401);
    for (const path of ['/api/office/erasure', `/api/office/submissions/${randomUUID()}/status`, '/api/office/sign-out', '/api/office/sign-out-everywhere']) {
      const answer = await request.post(path, { form: { email: 'a@b.example' }, headers: { Origin: E2E_ORIGIN }, maxRedirects: 0 });
      expect(answer.status(), path).toBe(303);
      expect(answer.headers().location, path).toBe('/office/sign-in?notice=expired');
    }
    // better-auth's own routes other than the passkey ceremonies are not served: no sign-up.
    expect((await request.post('/api/office/auth/sign-up/email', { data: { email: 'x@y.example', password: 'x'.repeat(20), name: 'x' } })).status()).toBe(404);
  });

  test('an agent is refused what only admins may do, with 403', SERVER_ONLY, async ({ page, request }) => {
    const agent = await staffAccount('agent');
    await signIn(page, agent);
    await expect(page.getByRole('navigation', { name: en.Office.nav.main })).not.toContainText(en.Office.nav.erasure);
    const cookie = await sessionCookie(page);
    for (const path of ['/office/erasure', '/office/audit']) {
      const refused = await request.get(path, { headers: { cookie, 'Accept-Language': 'ru' }, maxRedirects: 0 });
      expect(refused.status(), path).toBe(403);
      expect(await refused.text()).toContain(ru.Office.forbidden);
    }
    const erase = await request.post('/api/office/erasure', {
      form: { email: 'a@b.example', confirm: 'a@b.example' },
      headers: { cookie, Origin: E2E_ORIGIN },
    });
    expect(erase.status()).toBe(403);
    expect((await request.get('/office', { headers: { cookie }, maxRedirects: 0 })).status()).toBe(200);
  });

  test('a forged Origin is refused on every state-changing route', SERVER_ONLY, async ({ page, request }) => {
    const admin = await staffAccount('admin');
    await signIn(page, admin);
    const cookie = await sessionCookie(page);
    const { id } = await postSupport(request, { name: 'Origin test', email: unique('origin'), comment: 'x' });
    const forged = { cookie, Origin: 'https://evil.example' };
    for (const [path, form] of [
      ['/api/office/sign-in', { email: admin.email, password: admin.password }],
      ['/api/office/set-password', { token: 'x', password: 'y'.repeat(20), confirm: 'y'.repeat(20) }],
      [`/api/office/submissions/${id}/status`, { from: 'received', status: 'declined', note: 'forged' }],
      ['/api/office/erasure', { email: 'a@b.example', confirm: 'a@b.example' }],
      ['/api/office/sign-out-everywhere', {}],
    ] as const)
      expect((await request.post(path, { form, headers: forged, maxRedirects: 0 })).status(), path).toBe(403);
    await page.goto(`/office/submissions/${id}`);
    await expect(page.locator('[data-status]')).toHaveAttribute('data-status', 'received');
  });

  test(
    'a session cookie replayed after sign-out, after sign-out everywhere, and after the account is disabled, opens nothing',
    SERVER_ONLY,
    async ({ page, browser, request }) => {
      // Four sign-ins and two runs of the office:user command: more than 30 s on a loaded CI machine.
      test.slow();
      const admin = await staffAccount('admin');
      await signIn(page, admin);
      const first = await sessionCookie(page);
      await page.getByRole('button', { name: en.Office.nav.signOut, exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(en.Office.signIn.signedOut);
      expect((await request.get('/office', { headers: { cookie: first }, maxRedirects: 0 })).status()).toBe(303);

      // Sign-out everywhere, from another device, ends this one's session too.
      const other = await browser.newPage();
      await signIn(other, admin);
      const elsewhere = await sessionCookie(other);
      const third = await browser.newPage();
      await signIn(third, admin);
      await third.goto('/office/account');
      await third.getByRole('button', { name: en.Office.account.signOutEverywhere }).click();
      await expect(third.getByRole('status')).toHaveText(en.Office.signIn.signedOut);
      expect((await request.get('/office', { headers: { cookie: elsewhere }, maxRedirects: 0 })).status()).toBe(303);
      await third.close();

      await signIn(other, admin);
      const second = await sessionCookie(other);
      expect((await request.get('/office', { headers: { cookie: second }, maxRedirects: 0 })).status()).toBe(200);
      officeUser('disable', admin.email);
      expect((await request.get('/office', { headers: { cookie: second }, maxRedirects: 0 })).status()).toBe(303);
      expect((await request.get('/api/office/export', { headers: { cookie: second }, maxRedirects: 0 })).status()).toBe(401);
      // Nor can the account sign in again.
      const again = await request.post('/api/office/sign-in', {
        form: { email: admin.email, password: STAFF_PASSWORD },
        headers: { Origin: E2E_ORIGIN },
        maxRedirects: 0,
      });
      expect(again.headers().location, `${again.status()} ${await again.text()}`).toContain('error=failed');
      await other.close();
    },
  );

  test(
    'sign-in attempts beyond the limit are refused even with the right password, alike for an account that does not exist',
    SERVER_ONLY,
    async ({ request }) => {
      const account = await staffAccount('agent');
      const attempts = async (email: string) => {
        const locations: string[] = [];
        for (let i = 0; i < 8; i++) {
          const answer = await request.post('/api/office/sign-in', {
            form: { email, password: `wrong ${i}` },
            headers: { Origin: E2E_ORIGIN },
            maxRedirects: 0,
          });
          locations.push(new URL(answer.headers().location!, E2E_ORIGIN).searchParams.get('error')!);
        }
        return locations;
      };
      const known = await attempts(account.email);
      // Right after: the right password is refused too, while the account waits.
      const right = await request.post('/api/office/sign-in', {
        form: { email: account.email, password: STAFF_PASSWORD },
        headers: { Origin: E2E_ORIGIN },
        maxRedirects: 0,
      });
      expect(new URL(right.headers().location!, E2E_ORIGIN).searchParams.get('error'), `${known} then ${right.status()} ${right.headers().location}`).toBe(
        'throttled',
      );
      expect(right.headers()['set-cookie'] ?? '').not.toContain('office-session');
      const unknown = await attempts(unique('nobody').replace('@example.kz', '@office.example'));
      // Six mistakes are answered alike; the seventh waits, whether the account exists or not.
      expect(known.slice(0, 7)).toEqual([...Array(6).fill('failed'), 'throttled']);
      expect(unknown.slice(0, 7)).toEqual(known.slice(0, 7));
    },
  );
});

watchedTest(
  'a request holding <script> and javascript: links is shown as text: nothing runs, under a nonce policy as strict as the site’s',
  SERVER_ONLY,
  async ({ page, request }) => {
    const payload = '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">';
    const { id } = await postSupport(request, {
      name: payload,
      email: unique('xss'),
      comment: 'javascript:window.__xss=3 <a href="javascript:window.__xss=4">x</a>',
    });
    const admin = await staffAccount('agent');
    await signIn(page, admin);
    const answer = await page.goto(`/office/submissions/${id}`);
    await expect(page.locator('main')).toContainText(payload);
    await expect(page.locator('main')).toContainText('javascript:window.__xss=3');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('a[href^="javascript:"], main img, main script').count()).toBe(0);
    const policy = answer!.headers()['content-security-policy']!;
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'(;|$)/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    // The list shows it as text too.
    await page.goto('/office?kind=support');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  },
);

test('an attachment named x.html is downloaded, never rendered', SERVER_ONLY, async ({ page, request }) => {
  const { id } = await postSupport(request, { name: 'File test', email: unique('file'), comment: 'x' });
  const attachmentId = randomUUID();
  const html = Buffer.from('<html><script>window.__xss = 1</script></html>');
  const db = new SQLite(join(E2E_DATA_DIR, 'submissions.sqlite'), { timeout: 5000 });
  db.prepare('insert into attachments (id, submission_id, filename, content_type, size, sha256, data) values (?, ?, ?, ?, ?, ?, ?)').run(
    attachmentId,
    id,
    'x.html',
    'text/html',
    html.byteLength,
    '0',
    html,
  );
  db.close();
  const url = `/api/office/submissions/${id}/attachments/${attachmentId}`;
  expect((await request.get(url, { maxRedirects: 0 })).status()).toBe(401);
  await signIn(page, await staffAccount('agent'));
  const answer = await request.get(url, { headers: { cookie: await sessionCookie(page) } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-disposition']).toMatch(/^attachment; filename="x\.html"/);
  expect(answer.headers()['content-type']).toBe('application/octet-stream');
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  await page.goto(`/office/submissions/${id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /x\.html/ }).click();
  expect((await download).suggestedFilename()).toBe('x.html');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('the static profile passes /office to Node and never caches it', SERVER_ONLY, async ({ request }) => {
  const nginxMissing = missingDependency('nginx', nginxBinary() !== undefined, 'as root: bash scripts/ensure-nginx.sh');
  test.skip(nginxMissing !== undefined, nginxMissing);
  const signInPage = await request.get(`${E2E_NGINX_ORIGIN}/office/sign-in`);
  expect(signInPage.status()).toBe(200);
  expect(signInPage.headers()['cache-control']).toContain('no-store');
  expect(signInPage.headers()['content-security-policy']).toContain("'nonce-");
  const inbox = await request.get(`${E2E_NGINX_ORIGIN}/office`, { maxRedirects: 0 });
  expect(inbox.status()).toBe(303);
  expect(inbox.headers().location).toMatch(/\/office\/sign-in$/);
  expect((await request.get(`${E2E_NGINX_ORIGIN}/api/office/export`, { maxRedirects: 0 })).status()).toBe(401);
});
