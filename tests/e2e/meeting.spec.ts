/**
 * The meeting, from the request to the call, in Georgian and in English, on a server of its own
 * whose clock the test moves (tests/e2e/server-clock.mjs): a request with three times → the office
 * books the second → the customer's mail carries the invitation at that time in UTC, and their
 * status page shows it in their zone → the customer asks for another time from the page → the
 * office moves the meeting (SEQUENCE 1) → the customer writes, the office answers, the customer
 * reads it by mail and on the page → the reminder a day before comes at its moment and not before,
 * the first booking's never → the reminder an hour before comes (Georgian), or, the customer
 * having cancelled, never does (English).
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import type { Page } from '@playwright/test';
import experts from '@/content/experts.json' with { type: 'json' };
import { zonedTimeToUtc } from '@/lib/forms/slots';
import { unique } from './form-filling';
import { signIn, staffAccount } from './office-staff';
import { expect, test } from './page-ready';
import { E2E_CLOCK_PORT, E2E_SMTP_PORT } from './servers';
import { MESSAGES } from './site';
import { caughtMails, SERVER_ONLY, slotDay } from './storage';

const ORIGIN = `http://localhost:${E2E_CLOCK_PORT}`;
const DATA_DIR = mkdtempSync(join(tmpdir(), 'meeting-e2e-'));
const CLOCK_FILE = join(DATA_DIR, 'clock-offset');
const en = MESSAGES.en;
let server: ChildProcess | undefined;

/** Moves the server's clock to `instant` (real time plus an offset it reads every 100 ms). */
async function moveServerClockTo(instant: number): Promise<void> {
  writeFileSync(CLOCK_FILE, String(instant - Date.now()));
  await new Promise((done) => setTimeout(done, 400));
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  if (test.info().project.name !== 'desktop') return;
  writeFileSync(CLOCK_FILE, '0');
  server = spawn('node_modules/.bin/next', ['start', '-p', String(E2E_CLOCK_PORT)], {
    env: {
      ...process.env,
      NODE_OPTIONS: `--import ${pathToFileURL(resolve('tests/e2e/server-clock.mjs')).href}`,
      E2E_CLOCK_FILE: CLOCK_FILE,
      DATA_DIR,
      SITE_URL: ORIGIN,
      SUBMISSIONS_RATE_LIMIT: '0',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      OFFICE_EMAIL: 'office@e2e.example',
      OUTBOX_RETRY_MAX_SECONDS: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect.poll(async () => (await fetch(`${ORIGIN}/en`).catch(() => undefined))?.status, { timeout: 60_000, intervals: [250] }).toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

/** The mails of a request so far whose Message-ID names `kind` (`status-`, `reminder-24h`, `answer-`). */
async function mailsOf(reference: string, kind: string): Promise<ParsedMail[]> {
  return (await caughtMails()).filter((mail) => mail.subject?.includes(reference) && mail.messageId?.includes(kind));
}

async function mailOf(reference: string, kind: string, count = 1): Promise<ParsedMail> {
  await expect.poll(async () => (await mailsOf(reference, kind)).length, { timeout: 20_000, message: `${kind} mail of ${reference}` }).toBe(count);
  return (await mailsOf(reference, kind)).at(-1)!;
}

function invitationOf(mail: ParsedMail) {
  const file = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!file) throw new Error(`no invitation in ${mail.subject}`);
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), sequence: event.sequence, start: event.startDate.toJSDate().toISOString(), uid: event.uid };
}

/** The office moves a request one status on, with a note. */
async function changeStatus(page: Page, status: string, fill?: () => Promise<void>) {
  await page.getByLabel(en.Office.submission.newStatus).selectOption(status);
  await fill?.();
  await page.getByLabel(en.Office.submission.note).fill(`Moved to ${status}`);
  await page.getByRole('button', { name: en.Office.submission.save }).click();
  await expect(page.getByRole('status')).toHaveText(en.Office.submission.changed);
}

const JOURNEYS = [
  { lang: 'ka', prefix: '/ge', zone: 'Asia/Tbilisi', ending: 'attend' },
  { lang: 'en', prefix: '', zone: 'America/New_York', ending: 'cancel' },
] as const;

for (const { lang, prefix, zone, ending } of JOURNEYS) {
  test(
    `${lang}: booked from the customer’s times, moved at their asking, answered, reminded; ${ending === 'attend' ? 'attended' : 'cancelled, never reminded again'}`,
    SERVER_ONLY,
    async ({ browser, page }) => {
      test.skip(test.info().project.name !== 'desktop', 'one server of its own, on the desktop project');
      const m = MESSAGES[lang].RequestStatus;
      await moveServerClockTo(Date.now());
      // The request, with three times in the customer's zone, as the form's script sends it.
      const slots = [
        { date: slotDay(5), from: '10:00', to: '11:00', timeZone: zone },
        { date: slotDay(6), from: '14:00', to: '15:30', timeZone: zone },
        { date: slotDay(7), from: '09:00', to: '10:00', timeZone: zone },
      ];
      const email = unique(`meeting-${lang}`);
      const sent = await fetch(`${ORIGIN}/api/meeting-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({
          expertId: experts.experts[0]!.id,
          email,
          firstName: 'Nino',
          lastName: 'Beridze',
          phone: '+995 555 123 456',
          contactLanguage: 'ru',
          industry: 'it',
          timeSlots: slots,
          locale: lang,
        }),
      });
      expect(sent.status).toBe(201);
      const { id, reference } = (await sent.json()) as { id: string; reference: string };
      const statusLink = /https?:\/\/\S+request_status\?token=[\w-]{43}/.exec((await mailOf(reference, '.confirmation@')).text ?? '')![0];
      expect(new URL(statusLink).pathname).toBe(`${prefix}/request_status`);

      // The office steps it on and books the customer's second time.
      const admin = await staffAccount('admin', { dataDir: DATA_DIR, origin: ORIGIN });
      await signIn(page, admin, `${ORIGIN}/office/sign-in`);
      await page.goto(`${ORIGIN}/office/submissions/${id}`);
      await changeStatus(page, 'confirmed');
      await changeStatus(page, 'forwarded');
      await changeStatus(page, 'payment_link_sent', () => page.getByLabel(en.Office.submission.paymentLink).fill('https://pay.example.org/i/7'));
      await changeStatus(page, 'meeting_booked', async () => {
        await page.getByRole('group', { name: en.Office.submission.meeting }).getByRole('radio').nth(1).check();
        await page.getByLabel(en.Office.submission.videoLink).fill('https://meet.example.org/r/first');
      });
      const booked = invitationOf(await mailOf(reference, '.status-', 3));
      expect(booked).toMatchObject({ method: 'REQUEST', sequence: 0, start: zonedTimeToUtc(slots[1]!.date, '14:00', zone).toISOString() });

      // The customer's page shows it in their zone, with how to join.
      const customer = await browser.newPage();
      await customer.goto(statusLink);
      const card = customer.locator('[data-status]');
      await expect(card).toHaveAttribute('data-status', 'meeting_booked');
      await expect(card.getByRole('heading', { name: m.meeting }).locator('..')).toContainText(`(${zone})`);
      await expect(card.getByRole('heading', { name: m.meeting }).locator('..')).toContainText('14:00');
      await expect(card.getByRole('link', { name: m.meetingJoin })).toHaveAttribute('href', 'https://meet.example.org/r/first');

      // They ask for another time, through the page's form and its date field.
      const newDay = slotDay(9);
      await customer.locator('summary', { hasText: m.proposeTitle }).click();
      const first = customer.getByRole('group', { name: m.slotNumber.replace('{number}', '1') });
      await first.getByLabel(m.date, { exact: true }).fill(newDay);
      await first.getByLabel(m.from, { exact: true }).fill('16:00');
      await first.getByLabel(m.to, { exact: true }).fill('17:00');
      await customer.getByRole('button', { name: m.propose }).click();
      await expect(customer.locator('#status').getByRole('status')).toHaveText(m.actionDone.proposal);
      await expect(customer.locator('[data-author="customer"]')).toContainText(m.threadKinds.proposal);

      // The office sees it waiting, and moves the meeting to it.
      await page.goto(`${ORIGIN}/office?waiting=1&q=${reference}`);
      await expect(page.locator('tbody tr')).toHaveCount(1);
      await expect(page.locator('tbody [data-waiting]')).toHaveText(en.Office.inbox.waiting);
      await page.goto(`${ORIGIN}/office/submissions/${id}`);
      await expect(page.locator('#thread').locator('..')).toContainText(en.Office.thread.kinds.proposal);
      await changeStatus(page, 'meeting_booked', async () => {
        await page.getByRole('group', { name: en.Office.submission.meeting }).getByRole('radio').first().check();
        await page.getByLabel(en.Office.submission.videoLink).fill('https://meet.example.org/r/moved');
      });
      const start = zonedTimeToUtc(newDay, '16:00', zone).getTime();
      const moved = invitationOf(await mailOf(reference, '.status-', 4));
      expect(moved).toEqual({ method: 'REQUEST', sequence: 1, start: new Date(start).toISOString(), uid: booked.uid });
      await expect(page.locator('[data-waiting]')).toHaveCount(0);

      // "Add to calendar" gives the meeting as it stands: the same event, moved.
      await customer.reload();
      const download = customer.waitForEvent('download');
      await customer.getByRole('button', { name: m.addToCalendar }).click();
      const file = readFileSync((await (await download).path())!, 'utf8');
      const added = new ICAL.Event(new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!);
      expect([added.uid, added.sequence, added.startDate.toJSDate().toISOString()]).toEqual([booked.uid, 1, new Date(start).toISOString()]);

      // The customer writes; the office answers; the customer reads it by mail and on the page.
      await customer.locator('summary', { hasText: m.writeTitle }).click();
      await customer.getByLabel(m.messageLabel).fill('Could the expert send an agenda?');
      await customer.getByRole('button', { name: m.send }).click();
      await expect(customer.locator('#status').getByRole('status')).toHaveText(m.actionDone.message);
      const notice = await mailOf(reference, '.customer-', 2);
      expect(notice.text).toContain('Could the expert send an agenda?');
      await page.reload();
      await expect(page.locator('[data-waiting]')).toBeVisible();
      await page.getByLabel(en.Office.thread.answer).fill('Yes: the agenda comes a day before.');
      await page.getByRole('button', { name: en.Office.thread.send }).click();
      await expect(page.getByRole('status')).toHaveText(en.Office.thread.answered);
      const answer = await mailOf(reference, '.answer-');
      expect(answer.headers.get('content-language')).toBe(lang);
      expect(answer.text).toContain('Yes: the agenda comes a day before.');
      await customer.reload();
      await expect(customer.locator('[data-author="office"]')).toContainText('Yes: the agenda comes a day before.');

      // A day before: nothing a moment early; then the moved meeting's reminder, and never the first booking's.
      await moveServerClockTo(start - 24 * 3_600_000 - 60_000);
      await new Promise((done) => setTimeout(done, 3_000));
      expect(await mailsOf(reference, 'reminder-')).toEqual([]);
      await moveServerClockTo(start - 24 * 3_600_000 + 5_000);
      const dayBefore = await mailOf(reference, 'reminder-24h');
      expect(dayBefore.text).toContain('https://meet.example.org/r/moved');
      expect(dayBefore.headers.get('content-language')).toBe(lang);

      if (ending === 'cancel') {
        await customer.reload();
        await customer.locator('summary', { hasText: m.cancelTitle }).click();
        await customer.getByLabel(m.cancelReason).selectOption('plans_changed');
        await customer.getByRole('button', { name: m.cancel }).click();
        await expect(customer.locator('#status').getByRole('status')).toHaveText(m.actionDone.cancellation);
        await expect(card).toHaveAttribute('data-status', 'closed');
        await expect(customer.getByText(m.noActions)).toBeVisible();
        const cancelled = invitationOf(await mailOf(reference, '.status-', 5));
        expect(cancelled).toMatchObject({ method: 'CANCEL', uid: booked.uid, sequence: 2 });
      }
      // An hour before: the reminder of a meeting that stands, none of one called off.
      await moveServerClockTo(start - 3_600_000 + 5_000);
      if (ending === 'attend') expect((await mailOf(reference, 'reminder-1h')).text).toContain('https://meet.example.org/r/moved');
      else {
        await new Promise((done) => setTimeout(done, 4_000));
        expect(await mailsOf(reference, 'reminder-1h')).toEqual([]);
      }
      expect(await mailsOf(reference, 'reminder-24h')).toHaveLength(1);
      await moveServerClockTo(Date.now());
      await customer.close();
    },
  );
}
