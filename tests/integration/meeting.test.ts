/**
 * A booking's mails across a crash: the office books a meeting through its routes while the SMTP
 * server is down, the site is killed (SIGKILL) before anything was sent, and started again with
 * the mail server up: the customer's mails of each step, the invitation, the expert's mail and
 * the office's notice of the customer's words each arrive once, and no reminder is sent early.
 */

import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMail } from '@/scripts/mail-catcher';
import { daysFromNow, freePort, startServer, type TestServer } from './server';

const SITE_URL = 'https://experts.example';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Each request on a connection of its own: a kept-alive one that sat idle past the server's
 * timeout (5 s: `office:user` takes longer on a busy machine) is closed by the server just as
 * fetch sends the next post on it, which fails ("other side closed") and is not sent again.
 */
const CLOSE = { connection: 'close' };

/** An admin account on the server's database, signed in through the office's own routes: its cookie. */
async function staffSession(server: TestServer): Promise<string> {
  const email = `admin-${Date.now()}@office.example`;
  const link = execFileSync('node_modules/.bin/tsx', ['scripts/office-user.ts', 'add', email, '--role', 'admin'], {
    env: { ...process.env, DATA_DIR: server.dataDir, SITE_URL },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
  const password = 'a long enough password';
  const form = (fields: Record<string, string>, cookie?: string) => ({
    method: 'POST',
    redirect: 'manual' as const,
    headers: { ...CLOSE, 'content-type': 'application/x-www-form-urlencoded', origin: server.url, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
  const set = await fetch(`${server.url}/api/office/set-password`, form({ token: new URL(link).searchParams.get('token')!, password, confirm: password }));
  expect(set.status).toBe(303);
  const signedIn = await fetch(`${server.url}/api/office/sign-in`, form({ email, password }));
  const cookie = signedIn.headers.getSetCookie().find((line) => line.includes('office-session='));
  if (!cookie) throw new Error(`not signed in: ${signedIn.status} ${signedIn.headers.get('location')}`);
  return cookie.split(';')[0]!;
}

describe('a booking across a crash', () => {
  it('loses no mail and sends none twice when the site is killed between the booking and the sending', async () => {
    const smtpPort = await freePort();
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OFFICE_EMAIL: 'office@experts.example',
      MAIL_FROM: 'Experts <no-reply@experts.example>',
      OUTBOX_RETRY_MAX_SECONDS: '3',
      SITE_URL,
    };
    const first = await startServer(env);
    const sent = await fetch(`${first.url}/api/meeting-requests`, {
      method: 'POST',
      headers: { ...CLOSE, 'content-type': 'application/json' },
      body: JSON.stringify({
        expertId: 'aigerim-sadykova',
        email: 'dana@example.kz',
        firstName: 'Дана',
        lastName: 'Серикова',
        contactLanguage: 'ru',
        industry: 'it',
        timeSlots: [
          { date: daysFromNow(8), from: '10:00', to: '11:00', timeZone: 'Asia/Almaty' },
          { date: daysFromNow(9), from: '15:00', to: '16:00', timeZone: 'Asia/Almaty' },
        ],
        locale: 'kk',
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const cookie = await staffSession(first);
    const change = async (from: string, status: string, extra: Record<string, string> = {}) => {
      const answer = await fetch(`${first.url}/api/office/submissions/${id}/status`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...CLOSE, 'content-type': 'application/x-www-form-urlencoded', origin: first.url, cookie },
        body: new URLSearchParams({ from, status, note: `to ${status}`, ...extra }).toString(),
      });
      expect(answer.headers.get('location'), status).toBe(`/office/submissions/${id}?notice=changed`);
    };
    await change('received', 'confirmed');
    await change('confirmed', 'forwarded');
    await change('forwarded', 'payment_link_sent', { paymentLink: 'https://pay.example.org/i/1' });
    await change('payment_link_sent', 'meeting_booked', { slot: '1', videoLink: 'https://meet.example.org/r/crash' });
    // Killed at once: the booking is committed, its mails wait in the outbox (the SMTP server is down).
    await first.stop('SIGKILL');

    const catcher = await startMailCatcher({ port: smtpPort });
    const second = await startServer(env, { dataDir: first.dataDir });
    try {
      const ofRequest = (mails: CaughtMail[]) => mails.filter((mail) => mail.messageId?.startsWith(`<${id}.`));
      const expected = ['office', 'confirmation', 'status-1', 'status-2', 'payment-3', 'status-4', 'expert-4'];
      await catcher.waitFor(
        (mails) => expected.every((kind) => ofRequest(mails).some((mail) => mail.messageId === `<${id}.${kind}@experts.example>`)),
        120_000,
      );
      await sleep(5_000); // A second copy would come within the longest pause.
      const ids = ofRequest(catcher.mails).map((mail) => mail.messageId!.slice(id.length + 2, -'@experts.example>'.length));
      expect(ids.sort()).toEqual([...expected].sort());
      const booking = catcher.mails.find((mail) => mail.messageId === `<${id}.status-4@experts.example>`)!;
      expect(booking.parsed.headers.get('content-language')).toBe('kk');
      expect(booking.parsed.attachments.some((file) => file.contentType === 'text/calendar')).toBe(true);
      expect(booking.text).toContain('https://meet.example.org/r/crash');
    } finally {
      await second.stop();
      await catcher.stop();
    }
  }, 240_000);
});
