/**
 * The status page's two endpoints as a browser and a script reach them: a plain form answered
 * with a 303 back to the page (what was typed and what was wrong in a short-lived cookie), JSON
 * answered with JSON; the Origin rule, the media types, the size and the rate limit; and "Add to
 * calendar", the meeting as its invitations carry it, read back by a calendar parser.
 */

import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { TEST_BACKENDS } from '@/tests/support/databases';
import { OfficeStore } from '@/lib/office/office-store';
import { RateLimiter } from '@/lib/submissions/rate-limit';
import { hashStatusToken, newStatusToken } from '@/lib/submissions/request-status';
import { SubmissionStore } from '@/lib/submissions/store';
import { createCalendarHandler, createCustomerActionHandler, draftLinkOf, formErrorsOf, readStatusDraft, STATUS_DRAFT_COOKIE } from './action-endpoint';
import { invitationUid } from '@/lib/meetings/invitation';
import { threadOf } from './thread';

const SITE = 'https://experts.example.org';
const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const originRule = { siteOrigin: SITE, allowedOrigins: [], trustProxy: false };

async function setUp({ limit = 0 } = {}) {
  const { database } = await TEST_BACKENDS[0]!.make();
  const submissions = new SubmissionStore(database, { mail: true });
  const office = new OfficeStore(database, submissions);
  const { id, reference } = (await submissions.insert({
    kind: 'meeting',
    locale: 'kk',
    payload: {
      expertId: 'giorgi-beridze',
      firstName: 'Dana',
      lastName: 'Doe',
      email: 'dana@example.kz',
      timeSlots: [{ date: ahead(4), from: '10:00', to: '11:00', timeZone: 'Asia/Almaty' }],
    },
  })) as { id: string; reference: string };
  const token = newStatusToken();
  await database.db
    .insertInto('request_status')
    .values({ submission_id: id, token_hash: hashStatusToken(token), expires_at: new Date(Date.now() + 86_400_000).toISOString() })
    .execute();
  const handler = createCustomerActionHandler({
    database: async () => database,
    rateLimiter: new RateLimiter(limit),
    trustProxy: false,
    https: true,
    originRule,
    mail: true,
  });
  const calendar = createCalendarHandler({
    store: async () => submissions,
    rateLimiter: new RateLimiter(0),
    trustProxy: false,
    https: true,
    originRule,
    from: 'Office <office@experts.example.org>',
  });
  return { database, office, id, reference, token, handler, calendar };
}

const formPost = (fields: Record<string, string>, { origin = SITE, path = '/api/request-status/actions' } = {}) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
  });
const jsonPost = (body: unknown) =>
  new Request(`${SITE}/api/request-status/actions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE },
    body: JSON.stringify(body),
  });

describe('a customer’s action from the status page', () => {
  it('takes a plain form and goes back to the page, in its language, saying what was done', async () => {
    const { database, id, token, handler } = await setUp();
    const answer = await handler(formPost({ token, locale: 'kk', action: 'message', body: 'Сәлем! Can we talk in Kazakh?' }));
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location')!, SITE);
    expect(location.pathname).toBe('/kz/request_status');
    expect(Object.fromEntries(location.searchParams)).toEqual({ token, done: 'message' });
    expect(location.hash).toBe('#thread');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await threadOf(database.db, id)).map((entry) => entry.body)).toEqual(['Сәлем! Can we talk in Kazakh?']);
  });

  it('takes new times with one zone for all, the blank rows left out', async () => {
    const { database, id, token, handler } = await setUp();
    const answer = await handler(
      formPost({
        token,
        locale: 'en',
        action: 'proposal',
        timeZone: 'Asia/Almaty',
        'timeSlots.0.date': ahead(6),
        'timeSlots.0.from': '09:00',
        'timeSlots.0.to': '10:00',
        'timeSlots.1.date': '',
        'timeSlots.1.from': '',
        'timeSlots.1.to': '',
        body: '',
      }),
    );
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get('location')!, SITE).searchParams.get('done')).toBe('proposal');
    expect((await threadOf(database.db, id))[0]?.slots).toEqual([{ date: ahead(6), from: '09:00', to: '10:00', timeZone: 'Asia/Almaty' }]);
  });

  it('sends a form with mistakes back with what was typed and what was wrong, and takes nothing', async () => {
    const { database, id, token, handler } = await setUp();
    const typed = {
      action: 'proposal',
      timeZone: 'Asia/Almaty',
      'timeSlots.0.date': ahead(6),
      'timeSlots.0.from': '11:00',
      'timeSlots.0.to': '10:00',
      body: 'Any evening',
    };
    const answer = await handler(formPost({ token, locale: 'ru', ...typed }));
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location')!, SITE);
    expect(location.pathname).toBe('/ru/request_status');
    expect(Object.fromEntries(location.searchParams)).toEqual({ token, error: 'invalid', action: 'proposal' });
    const cookie = answer.headers.get('set-cookie')!;
    // Only for the status page's path, only for this link: another link's page shows none of it.
    expect(cookie).toMatch(/^status-draft=[\w-]+; Path=\/ru\/request_status; Max-Age=300; HttpOnly; SameSite=Strict; Secure$/);
    const value = cookie.split(';')[0]!.slice(STATUS_DRAFT_COOKIE.length + 1);
    const draft = readStatusDraft(value, token);
    expect(draft).toEqual({ action: 'proposal', link: draftLinkOf(token), values: typed, errors: { 'timeSlots.0.to': 'slotOrder' } });
    expect(readStatusDraft(value, newStatusToken())).toBeUndefined();
    // The token is never kept in the cookie.
    expect(Buffer.from(value, 'base64url').toString()).not.toContain(token);
    expect(await threadOf(database.db, id)).toEqual([]);
  });

  it('keeps a long message’s short fields when the whole would not fit in a cookie', async () => {
    const { token, handler } = await setUp({ limit: 1 });
    await handler(formPost({ token, action: 'message', body: 'first' }));
    const answer = await handler(formPost({ token, locale: 'ka', action: 'cancellation', reason: 'other', body: 'ა'.repeat(2000) }));
    expect(new URL(answer.headers.get('location')!, SITE).searchParams.get('error')).toBe('rateLimited');
    const cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie.length).toBeLessThan(4096);
    expect(readStatusDraft(cookie.slice(STATUS_DRAFT_COOKIE.length + 1), token)).toEqual({
      action: 'cancellation',
      link: draftLinkOf(token),
      values: { action: 'cancellation', reason: 'other', body: '' },
      errors: {},
    });
  });

  it('answers JSON with JSON: taken, wrong fields, an unknown link, an ended request', async () => {
    const { token, handler } = await setUp();
    const taken = await handler(jsonPost({ token, action: 'message', body: 'Hello' }));
    expect([taken.status, await taken.json()]).toEqual([201, { done: 'message' }]);
    const wrong = await handler(jsonPost({ token, action: 'message', body: ' ' }));
    expect([wrong.status, await wrong.json()]).toEqual([422, { error: 'invalid', errors: { body: 'required' } }]);
    const unknown = await handler(jsonPost({ token: newStatusToken(), action: 'message', body: 'Hello' }));
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'notFound' }]);
    const noToken = await handler(jsonPost({ action: 'message', body: 'Hello' }));
    expect(noToken.status).toBe(404);
    const cancelled = await handler(jsonPost({ token, action: 'cancellation', reason: 'found_elsewhere' }));
    expect(cancelled.status).toBe(201);
    const after = await handler(jsonPost({ token, action: 'message', body: 'And one more' }));
    expect([after.status, await after.json()]).toEqual([409, { error: 'ended' }]);
    const formAfter = await handler(formPost({ token, locale: 'en', action: 'message', body: 'And one more' }));
    expect(new URL(formAfter.headers.get('location')!, SITE).searchParams.get('error')).toBe('ended');
  });

  it('refuses another site’s form, other media types, a body too large or malformed, and a client past its limit', async () => {
    const { token, handler } = await setUp({ limit: 2 });
    expect((await handler(formPost({ token, action: 'message', body: 'x' }, { origin: 'https://evil.example' }))).status).toBe(403);
    // The status page is no-referrer: its browser sends `Origin: null`, and Sec-Fetch-Site says whose page it was.
    const fromPage = (site: string) =>
      new Request(`${SITE}/api/request-status/actions`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', 'sec-fetch-site': site },
        body: new URLSearchParams({ token, action: 'message', body: 'x' }).toString(),
      });
    expect((await handler(fromPage('cross-site'))).status).toBe(403);
    expect((await handler(fromPage('same-origin'))).status).toBe(303);
    const text = new Request(`${SITE}/api/request-status/actions`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect((await handler(text)).status).toBe(415);
    expect((await handler(jsonPost('a string'))).status).toBe(400);
    expect((await handler(formPost({ token, action: 'message', body: 'x'.repeat(40_000) }))).status).toBe(413);
    await handler(jsonPost({ token, action: 'message', body: 'one' }));
    await handler(jsonPost({ token, action: 'message', body: 'two' }));
    const limited = await handler(jsonPost({ token, action: 'message', body: 'three' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('a proposal’s errors on the page’s form', () => {
  it('name the row the customer filled, not the slot the schema counted, and the one zone for all', () => {
    const fields = {
      timeZone: 'Mars/Base',
      'timeSlots.0.date': '',
      'timeSlots.0.from': '',
      'timeSlots.0.to': '',
      'timeSlots.1.date': '2026-12-10',
      'timeSlots.1.from': '15:00',
      'timeSlots.1.to': '14:00',
      'timeSlots.2.date': '2026-12-11',
      'timeSlots.2.from': ' ',
      'timeSlots.2.to': '',
    };
    expect(
      formErrorsOf({ 'timeSlots.0.to': 'slotOrder', 'timeSlots.1.from': 'invalidTime', 'timeSlots.0.timeZone': 'invalidTimeZone', body: 'tooLong' }, fields),
    ).toEqual({
      'timeSlots.1.to': 'slotOrder',
      'timeSlots.2.from': 'invalidTime',
      timeZone: 'invalidTimeZone',
      body: 'tooLong',
    });
    // A script's JSON names its own slots.
    expect(formErrorsOf({ 'timeSlots.0.timeZone': 'invalidTimeZone' }, {})).toEqual({ 'timeSlots.0.timeZone': 'invalidTimeZone' });
  });
});

describe('Add to calendar', () => {
  it('gives the booked meeting as its invitations carry it (the same UID and SEQUENCE), and nothing without one', async () => {
    const { office, id, reference, token, calendar } = await setUp();
    const ask = (fields: Record<string, string>) => calendar(formPost(fields, { path: '/api/request-status/calendar' }));
    expect((await ask({ token, locale: 'kk' })).status).toBe(404);
    const start = new Date(Date.now() + 5 * 86_400_000);
    start.setUTCSeconds(0, 0);
    const meeting = {
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      timeZone: 'Asia/Almaty',
      videoLink: 'https://meet.example.org/r/7',
    };
    await office.changeStatus(id, 'received', { status: 'meeting_booked', note: 'n', paymentLink: null, meeting }, 'staff', { mail: true });
    await office.changeStatus(
      id,
      'meeting_booked',
      { status: 'meeting_booked', note: 'moved', paymentLink: null, meeting: { ...meeting, videoLink: 'https://meet.example.org/r/8' } },
      'staff',
      { mail: true },
    );
    const answer = await ask({ token, locale: 'kk' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="meeting-${reference}.ics"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const calendarData = new ICAL.Component(ICAL.parse(await answer.text()));
    expect(calendarData.getFirstPropertyValue('method')).toBe('PUBLISH');
    const event = new ICAL.Event(calendarData.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(invitationUid(id, 'office@experts.example.org'));
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(event.location).toBe('https://meet.example.org/r/8');
    expect(event.description).toContain('(Asia/Almaty)');
    expect((await ask({ token: newStatusToken() })).status).toBe(404);
    expect((await calendar(formPost({ token }, { path: '/api/request-status/calendar', origin: 'https://evil.example' }))).status).toBe(403);
  });
});
