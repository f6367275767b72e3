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
    headers: { 'content-type': contentType },
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
