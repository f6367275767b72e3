/**
 * Mail through a real SMTP server (scripts/mail-catcher.ts, the `smtp-server` package) started by
 * the test: the office's notice and the customer's confirmation of each submission, in the
 * sender's language; both arrive once after the SMTP server was down for a minute, across a
 * restart of the site; a refusal (5xx) stops that mail and is recorded; the customer's text
 * arrives escaped; at most three confirmations go to one address a day; the status link works.
 */

import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaughtMail, startMailCatcher, type MailCatcher } from '@/scripts/mail-catcher';
import { daysFromNow, freePort, startServer, type TestServer } from './server';

const OFFICE = 'office@experts.example';
const SITE_URL = 'https://experts.example';
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF');
const mailEnv = (port: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  OFFICE_EMAIL: OFFICE,
  MAIL_FROM: `Experts <no-reply@experts.example>`,
  OUTBOX_RETRY_MAX_SECONDS: '5',
  SITE_URL,
});

async function post(server: TestServer, endpoint: string, body: object | FormData): Promise<{ id: string; reference: string }> {
  const response = await fetch(`${server.url}/api/${endpoint}`, {
    method: 'POST',
    headers: body instanceof FormData ? {} : { 'content-type': 'application/json' },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

const ofSubmission = (mails: CaughtMail[], id: string, channel: 'office' | 'confirmation') =>
  mails.filter((mail) => mail.messageId === `<${id}.${channel}@experts.example>`);
const tokenIn = (mail: CaughtMail) => mail.text.match(/request_status\?token=([A-Za-z0-9_-]{43})/)?.[1];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mail', () => {
  it.concurrent('arrives once, office’s and customer’s, after the SMTP server was down for a minute and the site restarted', async () => {
    const smtpPort = await freePort();
    const downSince = Date.now();
    const first = await startServer(mailEnv(smtpPort));
    const data = new FormData();
    data.set(
      'data',
      JSON.stringify({
        expertId: 'aigerim-sadykova',
        email: 'nino@ელფოსტა.გე',
        firstName: 'ნინო',
        lastName: 'ბერიძე',
        contactLanguage: 'ka',
        industry: 'it',
        timeSlots: [{ date: daysFromNow(12), from: '10:00', to: '11:00', timeZone: 'Asia/Tbilisi' }],
        locale: 'ka',
      }),
    );
    data.set('attachment', new Blob([PDF], { type: 'application/pdf' }), 'brief.pdf');
    const { id, reference } = await post(first, 'meeting-requests', data);
    await sleep(25_000);
    expect(first.logs.join('')).toContain('"event":"submission.delivery_failed"');
    await first.stop('SIGKILL');
    const second = await startServer(mailEnv(smtpPort), { dataDir: first.dataDir });
    await sleep(Math.max(0, 60_000 - (Date.now() - downSince)));
    const catcher = await startMailCatcher({ port: smtpPort });
    try {
      await catcher.waitFor((mails) => ofSubmission(mails, id, 'office').length > 0 && ofSubmission(mails, id, 'confirmation').length > 0, 30_000);
      await sleep(6_000); // A second copy would come within the longest pause.
      const [office, ...moreOffice] = ofSubmission(catcher.mails, id, 'office');
      const [confirmation, ...moreConfirmations] = ofSubmission(catcher.mails, id, 'confirmation');
      expect([moreOffice.length, moreConfirmations.length]).toEqual([0, 0]);
      expect(office!.to).toEqual([OFFICE]);
      expect(office!.subject).toContain(reference);
      expect(office!.text).toContain('ნინო');
      expect(office!.parsed.attachments.map((file) => [file.filename, Buffer.from(file.content).equals(Buffer.from(PDF))])).toEqual([['brief.pdf', true]]);
      expect(confirmation!.to).toEqual(['nino@ელფოსტა.გე']);
      expect(confirmation!.subject).toContain(reference);
      expect(confirmation!.parsed.headers.get('content-language')).toBe('ka');
      expect(confirmation!.text).toContain('ექსპერტ');
      expect(tokenIn(confirmation!)).toBeDefined();
    } finally {
      await second.stop();
      await catcher.stop();
    }
  }, 150_000);

  describe.concurrent('with the SMTP server up', () => {
    let catcher: MailCatcher;
    let server: TestServer;
    beforeAll(async () => {
      catcher = await startMailCatcher();
      server = await startServer(mailEnv(catcher.port));
    });
    afterAll(async () => {
      await server?.stop();
      await catcher?.stop();
    });

    it('escapes what the customer typed, and keeps it out of the confirmation', async () => {
      const comment = '<script>alert("x")</script> <b>bold</b> & http://spam.example';
      const { id } = await post(server, 'support-messages', { name: 'Мария <i>', email: 'maria@example.kz', theme: 'other', comment, locale: 'ru' });
      await catcher.waitFor((mails) => ofSubmission(mails, id, 'office').length === 1 && ofSubmission(mails, id, 'confirmation').length === 1);
      const office = ofSubmission(catcher.mails, id, 'office')[0]!;
      expect(office.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt; &amp; http://spam.example');
      expect(office.html).not.toMatch(/<script|<b>bold|<i>/);
      expect(office.parsed.replyTo?.text).toBe('maria@example.kz');
      const confirmation = ofSubmission(catcher.mails, id, 'confirmation')[0]!;
      for (const typed of ['script', 'bold', 'spam.example', 'Мария']) expect(confirmation.html + confirmation.text).not.toContain(typed);
      expect(confirmation.html).not.toMatch(/<img|src=/i);
    });

    it('sends one address at most three confirmations a day; the office hears of every message', async () => {
      const ids: string[] = [];
      for (let n = 0; n < 4; n++)
        ids.push((await post(server, 'investor-requests', { name: 'Arman', email: 'Arman@Example.kz', amountUsd: 5000 + n, locale: 'kk' })).id);
      await catcher.waitFor((mails) => ids.every((id) => ofSubmission(mails, id, 'office').length === 1));
      await catcher.waitFor((mails) => ids.filter((id) => ofSubmission(mails, id, 'confirmation').length === 1).length === 3);
      await sleep(2_000);
      expect(ids.map((id) => ofSubmission(catcher.mails, id, 'confirmation').length)).toEqual([1, 1, 1, 0]);
    });

    it('stops a mail the SMTP server refuses (5xx), recording why; a 4xx is tried again', async () => {
      // Its own SMTP server and site: the refusals must not touch the other tests' mails.
      const catcher = await startMailCatcher();
      const server = await startServer(mailEnv(catcher.port));
      try {
        await refusalsAndDelays(catcher, server);
      } finally {
        await server.stop();
        await catcher.stop();
      }
    }, 60_000);

    it('slows down a client walking through status pages: 60 views a minute, then 429', async () => {
      const view = (client: string) => fetch(`${server.url}/ru/request_status?token=abc`, { headers: { 'x-forwarded-for': client } });
      const statuses: number[] = [];
      for (let n = 0; n < 61; n++) statuses.push((await view('203.0.113.9')).status);
      expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
      const limited = await view('203.0.113.9');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await view('203.0.113.10')).status).toBe(200);
    });

    it('gives a status link that shows the request; a wrong and an expired token are refused alike', async () => {
      const { id, reference } = await post(server, 'service-requests', {
        serviceId: 'business-strategy-session',
        email: 'status@example.kz',
        firstName: 'A',
        lastName: 'B',
        contactLanguage: 'ru',
        industry: 'it',
        timeSlots: [{ date: daysFromNow(5), from: '09:00', to: '10:00', timeZone: 'Asia/Almaty' }],
        locale: 'ru',
      });
      await catcher.waitFor((mails) => ofSubmission(mails, id, 'confirmation').length === 1);
      const token = tokenIn(ofSubmission(catcher.mails, id, 'confirmation')[0]!)!;
      const lookup = (value: string) =>
        fetch(`${server.url}/api/request-status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: value, locale: 'ru' }),
        });
      const found = await lookup(token);
      expect(found.status).toBe(200);
      expect(await found.json()).toMatchObject({ reference, kind: 'service', status: 'received' });
      const wrong = await lookup(`${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`);
      const db = new SQLite(join(server.dataDir, 'submissions.sqlite'));
      db.prepare("update request_status set expires_at = '2000-01-01T00:00:00.000Z' where submission_id = ?").run(id);
      db.close();
      const expired = await lookup(token);
      expect([wrong.status, await wrong.text()]).toEqual([404, '{"error":"notFound"}']);
      expect([expired.status, await expired.text()]).toEqual([404, '{"error":"notFound"}']);
    });
  });
});

async function waitForLog(server: TestServer, fragment: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!server.logs.join('').includes(fragment)) {
    if (Date.now() > deadline) throw new Error(`no log line with ${fragment}:\n${server.logs.join('').slice(-3000)}`);
    await sleep(100);
  }
}

async function refusalsAndDelays(catcher: MailCatcher, server: TestServer) {
  catcher.refuse(550);
  const refused = await post(server, 'support-messages', { name: 'Refused', email: 'nobody@example.ge', theme: 'other', comment: 'x' });
  for (const channel of ['office', 'confirmation'])
    await waitForLog(server, `"id":"${refused.id}","kind":"support","channel":"${channel}","attempts":1,"reason":"SMTP 550`);
  catcher.refuse(450);
  const delayed = await post(server, 'support-messages', { name: 'Delayed', email: 'later@example.ge', theme: 'other', comment: 'x' });
  await waitForLog(server, `"event":"submission.delivery_failed","id":"${delayed.id}"`);
  catcher.refuse(undefined);
  await catcher.waitFor((mails) => ofSubmission(mails, delayed.id, 'office').length === 1 && ofSubmission(mails, delayed.id, 'confirmation').length === 1);
  await sleep(6_000);
  expect(ofSubmission(catcher.mails, refused.id, 'office')).toEqual([]);
  const db = new SQLite(join(server.dataDir, 'submissions.sqlite'), { readonly: true });
  const rows = db.prepare('select channel, given_up_at, last_error from outbox where submission_id = ? order by channel').all(refused.id) as {
    channel: string;
    given_up_at: string | null;
    last_error: string | null;
  }[];
  db.close();
  expect(rows.filter((row) => row.channel !== 'webhook')).toEqual([
    { channel: 'confirmation', given_up_at: expect.any(String), last_error: expect.stringContaining('SMTP 550') },
    { channel: 'office', given_up_at: expect.any(String), last_error: expect.stringContaining('SMTP 550') },
  ]);
}
