import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import { migrate, openDatabase } from './database';
import { RateLimiter } from './rate-limit';
import { createStatusHandler, STATUS_LOOKUPS_PER_MINUTE, type StatusAnswer } from './status-endpoint';
import { SubmissionStore } from './store';

async function setUp(limit = STATUS_LOOKUPS_PER_MINUTE) {
  const database = openDatabase({ sqlitePath: join(mkdtempSync(join(tmpdir(), 'status-')), 'submissions.sqlite') });
  await migrate(database);
  const store = new SubmissionStore(database, { mail: true });
  const slot = { date: '2026-12-10', from: '10:00', to: '11:30', timeZone: 'Asia/Tbilisi' };
  const { reference } = (await store.insert({
    kind: 'meeting',
    locale: 'ka',
    payload: { expertId: 'aigerim-sadykova', email: 'n@example.ge', timeSlots: [slot] },
  })) as { reference: string };
  const token = (await store.claimDue(new Date(Date.now() + 1000), 10, 1000, ['confirmation']))[0]!.secret!;
  const handler = createStatusHandler({ store: async () => store, rateLimiter: new RateLimiter(limit), trustProxy: false, https: true, content: getContent() });
  return { handler, token, reference, store };
}

const ask = (body: unknown, contentType = 'application/json') =>
  new Request('http://localhost/api/request-status', {
    method: 'POST',
    headers: contentType ? { 'content-type': contentType } : {},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the status lookup', () => {
  it('answers with the request, in the asked language and the visitor’s zone, privately', async () => {
    const { handler, token, reference } = await setUp();
    const response = await handler(ask({ token, locale: 'ka', timeZone: 'Asia/Almaty' }));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as StatusAnswer;
    expect(answer).toMatchObject({ reference, kind: 'meeting', status: 'received', target: getContent().experts.experts[0]!.name.ka });
    expect(answer.slots).toEqual([expect.stringMatching(/დეკ.*10:00.*11:30 \(Asia\/Tbilisi\)$/)]);
    expect(answer.received).toMatch(/\(Asia\/Almaty\)$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('answers an unknown, altered, malformed or expired token alike', async () => {
    const { handler, token, store } = await setUp();
    const bodies = [];
    for (const other of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'short', 42, null]) {
      const response = await handler(ask({ token: other }));
      bodies.push([response.status, await response.text()]);
    }
    // Expired: the same token, asked 181 days on.
    const expiring = store.requestStatus.bind(store);
    store.requestStatus = (value) => expiring(value, new Date(Date.now() + 181 * 24 * 60 * 60 * 1000));
    const expired = await handler(ask({ token }));
    bodies.push([expired.status, await expired.text()]);
    expect(new Set(bodies.map((entry) => JSON.stringify(entry)))).toEqual(new Set([JSON.stringify([404, '{"error":"notFound"}'])]));
  });

  it('refuses other bodies and slows a guesser', async () => {
    const { handler } = await setUp(3);
    expect((await handler(ask('token=x', 'application/x-www-form-urlencoded'))).status).toBe(415);
    expect((await handler(ask('{'))).status).toBe(400);
    expect((await handler(ask({ token: 'x'.repeat(2000) }))).status).toBe(413);
    // Every lookup counts, whatever its answer: the third is the last one this minute.
    expect((await handler(ask({ token: 'x' }))).status).toBe(404);
    const limited = await handler(ask({ token: 'x' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the status lookup’s answer', () => {
  /** A handler on a store of one request, whose view the test writes. */
  function handlerFor(view: Awaited<ReturnType<SubmissionStore['requestStatus']>>, limit = 0) {
    const asked: string[] = [];
    const store = {
      requestStatus: async (token: string) => {
        asked.push(token);
        return view;
      },
    } as unknown as SubmissionStore;
    const handler = createStatusHandler({
      store: async () => store,
      rateLimiter: new RateLimiter(limit),
      trustProxy: false,
      https: false,
      content: getContent(),
    });
    return { handler, asked };
  }
  const TOKEN = 'A'.repeat(43);
  const view = {
    id: 'submission-1',
    thread: [
      { id: 1, at: '2026-11-22T11:00:00.000Z', author: 'customer' as const, kind: 'message' as const, body: 'Can we talk?', slots: null, reason: null },
      { id: 2, at: '2026-11-22T12:00:00.000Z', author: 'office' as const, kind: 'answer' as const, body: 'Yes, on Monday.', slots: null, reason: null },
    ],
    reference: 'K7Q2-M9XD',
    kind: 'support',
    createdAt: '2026-11-21T10:00:00.000Z',
    locale: 'ru',
    payload: { name: 'Dana', timeSlots: 'not a list' } as Record<string, unknown>,
    erased: false,
    status: 'payment_link_sent' as const,
    statusAt: '2026-11-22T10:00:00.000Z',
    steps: [
      {
        status: 'payment_link_sent' as const,
        at: '2026-11-22T10:00:00.000Z',
        paymentLink: 'https://pay.example/1',
        reason: null,
        customerNote: null,
        meeting: null,
      },
    ],
  };

  it('writes every time in English and UTC unless the page asks otherwise, with no target or slots for a message', async () => {
    const { handler, asked } = handlerFor(view);
    const response = await handler(ask({ token: TOKEN }));
    expect(await response.json()).toEqual({
      reference: 'K7Q2-M9XD',
      kind: 'support',
      received: 'November 21, 2026 at 10:00 (UTC)',
      target: null,
      slots: [],
      status: 'payment_link_sent',
      statusSince: 'November 22, 2026 at 10:00 (UTC)',
      steps: [
        {
          status: 'payment_link_sent',
          at: 'November 22, 2026 at 10:00 (UTC)',
          paymentLink: 'https://pay.example/1',
          meeting: null,
          reason: null,
          message: null,
        },
      ],
      meeting: null,
      erased: false,
      thread: [
        { author: 'customer', kind: 'message', at: 'November 22, 2026 at 11:00 (UTC)', body: 'Can we talk?', slots: [], reason: null },
        { author: 'office', kind: 'answer', at: 'November 22, 2026 at 12:00 (UTC)', body: 'Yes, on Monday.', slots: [], reason: null },
      ],
      // A message to support has no times to move.
      actions: ['message', 'cancellation'],
    });
    expect(asked).toEqual([TOKEN]);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('shows the meeting booked in the customer’s own zone with how to join, each move in the history, and the office’s words and reasons', async () => {
    const meeting = (start: string, end: string, sequence: number) => ({
      start,
      end,
      timeZone: 'Europe/Berlin',
      videoLink: 'https://meet.example.org/r',
      sequence,
    });
    const step = { paymentLink: null, reason: null, customerNote: null, meeting: null };
    const booked = {
      ...view,
      kind: 'meeting',
      payload: { timeSlots: [{ date: '2030-03-04', from: '10:00', to: '11:00', timeZone: 'Asia/Almaty' }] },
      status: 'meeting_booked' as const,
      steps: [
        {
          ...step,
          status: 'meeting_booked' as const,
          at: '2030-03-01T10:00:00.000Z',
          meeting: meeting('2030-03-04T05:00:00.000Z', '2030-03-04T06:00:00.000Z', 0),
        },
        {
          ...step,
          status: 'meeting_booked' as const,
          at: '2030-03-02T10:00:00.000Z',
          customerNote: 'The expert is ill that day.',
          meeting: meeting('2030-03-05T05:00:00.000Z', '2030-03-05T06:30:00.000Z', 1),
        },
      ],
    };
    const answer = await (await handlerFor(booked).handler(ask({ token: TOKEN, timeZone: 'America/New_York' }))).json();
    // The customer gave their slots in Almaty (UTC+5), whatever zone the browser is in.
    expect(answer.meeting).toEqual({ when: 'Tue, Mar 5, 2030, 10:00\u2009–\u200911:30 (Asia/Almaty)', videoLink: 'https://meet.example.org/r' });
    expect(answer.steps.map((entry: { meeting: string }) => entry.meeting)).toEqual([
      'Mon, Mar 4, 2030, 10:00\u2009–\u200911:00 (Asia/Almaty)',
      'Tue, Mar 5, 2030, 10:00\u2009–\u200911:30 (Asia/Almaty)',
    ]);
    expect(answer.steps[1].message).toBe('The expert is ill that day.');
    const declined = {
      ...booked,
      status: 'declined' as const,
      steps: [...booked.steps, { ...step, status: 'declined' as const, at: '2030-03-03T10:00:00.000Z', reason: 'expert_unavailable' }],
    };
    const ended = await (await handlerFor(declined).handler(ask({ token: TOKEN }))).json();
    // A meeting no longer ahead of an ended request is not offered to join.
    expect(ended.meeting).toBeNull();
    expect(ended.steps[2]).toMatchObject({ status: 'declined', reason: 'expert_unavailable', meeting: null });
  });

  it('takes a zone only when it is one, and the language only when the site has it', async () => {
    const { handler } = handlerFor({ ...view, erased: true });
    for (const timeZone of [42, 'Mars/Olympus', `Asia/${'x'.repeat(60)}`]) {
      const answer = await (await handler(ask({ token: TOKEN, timeZone, locale: 'xx' }))).json();
      expect(answer.received).toBe('November 21, 2026 at 10:00 (UTC)');
      expect(answer.erased).toBe(true);
    }
    const answer = await (await handler(ask({ token: TOKEN, timeZone: 'Asia/Tbilisi', locale: 'ru' }))).json();
    expect(answer.received).toBe('21 ноября 2026 г. в 14:00 (Asia/Tbilisi)');
  });

  it('never asks the store for what is no token', async () => {
    const { handler, asked } = handlerFor(view);
    for (const token of [undefined, 42, 'short', `${TOKEN}A`]) expect((await handler(ask({ token }))).status).toBe(404);
    expect((await handler(ask([TOKEN]))).status).toBe(404);
    expect(asked).toEqual([]);
  });

  it('refuses a body that is not a JSON object in UTF-8, or larger than 1 KiB', async () => {
    const { handler } = handlerFor(view);
    for (const body of ['null', '42', '"text"']) expect(await (await handler(ask(body))).json(), body).toEqual({ error: 'malformed' });
    const latin1 = new Request('http://localhost/api/request-status', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]),
    });
    const notUtf8 = await handler(latin1);
    expect(notUtf8.status).toBe(400);
    expect(await notUtf8.json()).toEqual({ error: 'malformed' });
    for (const body of ['{', '']) {
      const notJson = await handler(ask(body));
      expect(notJson.status, body).toBe(400);
      expect(await notJson.json(), body).toEqual({ error: 'malformed' });
    }
    const atLimit = JSON.stringify({ token: TOKEN, pad: 'x'.repeat(1024 - 64) });
    expect(atLimit.length).toBe(1024);
    expect((await handler(ask(atLimit))).status).toBe(200);
    const over = await handler(ask(`${atLimit} `));
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ error: 'tooLarge', limitBytes: 1024 });
  });

  it('takes JSON only, by its media type in any case', async () => {
    const { handler } = handlerFor(view);
    expect((await handler(ask({ token: TOKEN }, 'Application/JSON; charset=utf-8'))).status).toBe(200);
    for (const type of ['text/plain', 'application/jsonx', 'x-application/json', 'text/plain; profile=application/json', ''])
      expect(await (await handler(ask({ token: TOKEN }, type))).json(), type).toEqual({ error: 'unsupportedMediaType', accepted: ['application/json'] });
    const none = new Request('http://localhost/api/request-status', { method: 'POST', body: JSON.stringify({ token: TOKEN }) });
    none.headers.delete('content-type');
    expect((await handler(none)).status).toBe(415);
  });

  it('says when to come back after the rate limit', async () => {
    const { handler } = handlerFor(view, 1);
    await handler(ask({ token: TOKEN }));
    const limited = await handler(ask({ token: TOKEN }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({ error: 'rateLimited', retryAfterSeconds: 60 });
  });
});
