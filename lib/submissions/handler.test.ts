import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_NOW, validMeeting, validSupport } from '@/lib/forms/schemas.fixtures';
import { socketAddressHeaderName } from '@/lib/http/client-address';
import { BROWSER_BOUNDARIES, PDF_BYTES, formFields, formParts, multipartBody, multipartType, requestParts } from '@/tests/support/multipart';
import { StorageBusyError, migrate, openDatabase } from './database';
import { createSubmissionHandler, type HandlerDeps } from './handler';
import { RateLimiter } from './rate-limit';
import { SubmissionStore } from './store';

/** The API's handler on a real SQLite file, without a server: every rule of a POST, fast. */
const SITE = 'https://experts.example';

beforeAll(() => {
  vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

async function makeStore(options: { waitMs?: number } = {}) {
  const sqlitePath = join(mkdtempSync(join(tmpdir(), 'handler-')), 'submissions.sqlite');
  const database = openDatabase({ sqlitePath });
  await migrate(database);
  return { store: new SubmissionStore(database, options), sqlitePath, database };
}

function handlerWith(deps: Partial<HandlerDeps> & Pick<HandlerDeps, 'store'>, kind: 'meeting' | 'support' = 'meeting') {
  const logs: Record<string, unknown>[] = [];
  const handle = createSubmissionHandler(kind, {
    rateLimiter: new RateLimiter(0),
    trustProxy: false,
    siteUrl: SITE,
    allowedOrigins: [],
    knownExperts: new Set([validMeeting.expertId]),
    knownServices: new Set(),
    log: (line) => logs.push(line),
    ...deps,
  });
  return { handle, logs };
}

const post = (body: BodyInit, headers: Record<string, string>, path = 'meeting-requests') =>
  new Request(`http://localhost:3000/api/${path}`, { method: 'POST', headers, body });

describe('attachments, with the boundaries browsers send', () => {
  let store: SubmissionStore;
  let handle: (request: Request) => Promise<Response>;
  beforeAll(async () => {
    ({ store } = await makeStore());
    ({ handle } = handlerWith({ store: async () => store }));
  });

  it.each(Object.entries(BROWSER_BOUNDARIES))('%s: stores the request and its file', async (_, boundary) => {
    const response = await handle(
      post(multipartBody(boundary, requestParts(validMeeting, { name: 'brief.pdf', bytes: PDF_BYTES, type: 'application/pdf' })), {
        'content-type': multipartType(boundary),
      }),
    );
    expect(response.status).toBe(201);
    const stored = await store.get((await response.json()).id);
    expect(stored?.attachments).toMatchObject([{ filename: 'brief.pdf', contentType: 'application/pdf', size: PDF_BYTES.byteLength }]);
    expect(Buffer.from((await store.attachmentData(stored!.attachments[0]!.id))!)).toEqual(Buffer.from(PDF_BYTES));
  });

  it('reads the media type and the parameter name in any case, the boundary as it was sent', async () => {
    const boundary = BROWSER_BOUNDARIES.chromium;
    const body = multipartBody(boundary, requestParts(validMeeting, { name: 'brief.pdf', bytes: PDF_BYTES }));
    expect((await handle(post(body, { 'content-type': multipartType(boundary, { mediaType: 'Multipart/Form-Data', parameter: 'Boundary' }) }))).status).toBe(
      201,
    );
    // A boundary in the wrong case is another boundary: the body does not parse.
    expect((await handle(post(body, { 'content-type': multipartType(boundary.toLowerCase()) }))).status).toBe(400);
  });

  it('any boundary RFC 2046 allows, quoted where it must be', async () => {
    const bchar = fc.constantFrom(...`0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'()+_,-./:=?`.split(''));
    const boundary = fc
      .tuple(fc.array(fc.oneof({ weight: 9, arbitrary: bchar }, { weight: 1, arbitrary: fc.constant(' ') }), { minLength: 0, maxLength: 69 }), bchar)
      .map(([body, last]) => body.join('') + last);
    await fc.assert(
      fc.asyncProperty(boundary, async (b) => {
        const response = await handle(
          post(multipartBody(b, requestParts(validMeeting, { name: 'brief.pdf', bytes: PDF_BYTES })), { 'content-type': multipartType(b) }),
        );
        expect(response.status).toBe(201);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['NUL', 'brief\u0000.pdf'],
    ['a right-to-left override', 'invoice\u202efdp.exe'],
    ['an escape', '\u001b[2Jbrief.pdf'],
  ])('refuses a file name with %s, naming the attachment', async (_, filename) => {
    const boundary = BROWSER_BOUNDARIES.firefox;
    const response = await handle(
      post(multipartBody(boundary, requestParts(validMeeting, { name: filename, bytes: PDF_BYTES })), { 'content-type': multipartType(boundary) }),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'validation', fields: { attachment: 'invalidCharacters' } });
  });
});

describe('forms posted without script', () => {
  const urlEncoded = (data: object, extra: [string, string][] = []) => new URLSearchParams([...formFields(data), ...extra]).toString();
  const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

  it('stores a support message posted as application/x-www-form-urlencoded, with the same schema', async () => {
    const { store } = await makeStore();
    const { handle } = handlerWith({ store: async () => store }, 'support');
    const response = await handle(
      post(
        urlEncoded({ ...validSupport, email: 'info@почта.рф', phone: '', locale: 'ru', website: '' }),
        { 'content-type': 'application/x-www-form-urlencoded' },
        'support-messages',
      ),
    );
    expect(response.status).toBe(201);
    const stored = await store.get((await response.json()).id);
    expect(stored?.payload).toEqual({ ...validSupport, email: 'info@почта.рф', locale: 'ru' });
    const refused = await handle(
      post(urlEncoded({ ...validSupport, theme: 'nope' }), { 'content-type': 'application/x-www-form-urlencoded' }, 'support-messages'),
    );
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: 'validation', fields: { theme: 'invalidChoice' } });
  });

  it.each(Object.entries(BROWSER_BOUNDARIES))('%s: stores a request posted as a plain multipart form, with its file, or without one', async (_, boundary) => {
    const { store } = await makeStore();
    const { handle } = handlerWith({ store: async () => store });
    const withFile = await handle(
      post(multipartBody(boundary, formParts(validMeeting, { name: 'brief.pdf', bytes: PDF_BYTES, type: 'application/pdf' })), {
        'content-type': multipartType(boundary),
      }),
    );
    expect(withFile.status).toBe(201);
    const stored = await store.get((await withFile.json()).id);
    expect(stored?.payload).toMatchObject(validMeeting);
    expect(stored?.attachments).toMatchObject([{ filename: 'brief.pdf', contentType: 'application/pdf' }]);
    const withoutFile = await handle(
      post(multipartBody(boundary, formParts({ ...validMeeting, email: 'other@example.kz' })), { 'content-type': multipartType(boundary) }),
    );
    expect(withoutFile.status).toBe(201);
    expect((await store.get((await withoutFile.json()).id))?.attachments).toEqual([]);
  });

  it('refuses a file where the form takes none, and a field twice', async () => {
    const { store } = await makeStore();
    const { handle } = handlerWith({ store: async () => store }, 'support');
    const boundary = BROWSER_BOUNDARIES.chromium;
    const file = await handle(
      post(
        multipartBody(boundary, formParts(validSupport, { name: 'a.pdf', bytes: PDF_BYTES })),
        { 'content-type': multipartType(boundary) },
        'support-messages',
      ),
    );
    expect(file.status).toBe(400);
    const twice = await handle(post(`${urlEncoded(validSupport)}&name=again`, { 'content-type': 'application/x-www-form-urlencoded' }, 'support-messages'));
    expect(twice.status).toBe(400);
  });

  it('the same form sent twice (a reload of the answer, Back and Send) is stored once; other content is a new one', async () => {
    const { store, sqlitePath } = await makeStore();
    const { handle } = handlerWith({ store: async () => store }, 'support');
    const send = (data: object, key = '') =>
      handle(post(urlEncoded(data, [['idempotencyKey', key]]), { 'content-type': 'application/x-www-form-urlencoded' }, 'support-messages'));
    const first = await (await send(validSupport)).json();
    const again = await send(validSupport);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await again.json()).reference).toBe(first.reference);
    const changed = await (await send({ ...validSupport, comment: 'Another message.' })).json();
    expect(changed.id).not.toBe(first.id);
    // The draft's key, when the form's script put it there, keeps it one submission as well.
    const keyed = await (await send({ ...validSupport, comment: 'Keyed.' }, 'draft-key-1')).json();
    expect((await (await send({ ...validSupport, comment: 'Keyed.' }, 'draft-key-1')).json()).id).toBe(keyed.id);
    const db = new SQLite(sqlitePath, { readonly: true });
    expect(db.prepare('select count(*) as n from submissions').get()).toEqual({ n: 3 });
    db.close();
  });

  it('answers a browser that asked for a page with one, keeping the status; JSON clients still get JSON', async () => {
    const { store } = await makeStore();
    const rendered: unknown[] = [];
    const { handle } = handlerWith(
      {
        store: async () => store,
        formAnswer: async (input) => {
          rendered.push({ status: input.status, outcome: input.outcome, locale: input.locale });
          return new Response('<p>page</p>', { status: input.status, headers: { 'content-type': 'text/html' } });
        },
      },
      'support',
    );
    const form = (data: object, headers: Record<string, string> = {}) =>
      handle(post(urlEncoded(data), { 'content-type': 'application/x-www-form-urlencoded', accept: HTML_ACCEPT, ...headers }, 'support-messages'));
    expect((await form({ ...validSupport, locale: 'kk' })).status).toBe(201);
    expect((await form({ ...validSupport, email: 'nope', locale: 'ka' })).status).toBe(422);
    expect((await form(validSupport, { origin: 'https://evil.example' })).status).toBe(403);
    expect(rendered).toEqual([
      { status: 201, outcome: { type: 'sent', reference: expect.any(String) }, locale: 'kk' },
      { status: 422, outcome: { type: 'invalid', fields: { email: 'invalidEmail' } }, locale: 'ka' },
      { status: 403, outcome: { type: 'refused' }, locale: undefined },
    ]);
    const json = await handle(
      post(urlEncoded(validSupport), { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, 'support-messages'),
    );
    expect(json.headers.get('content-type')).toMatch(/json/);
  });

  it('a bot that fills the honeypot of a plain form gets a normal answer and nothing is kept', async () => {
    const { store, sqlitePath } = await makeStore();
    const { handle } = handlerWith({ store: async () => store }, 'support');
    const response = await handle(
      post(urlEncoded({ ...validSupport, website: 'http://spam.example' }), { 'content-type': 'application/x-www-form-urlencoded' }, 'support-messages'),
    );
    expect(response.status).toBe(201);
    const db = new SQLite(sqlitePath, { readonly: true });
    expect(db.prepare('select count(*) as n from submissions').get()).toEqual({ n: 0 });
    db.close();
  });
});

describe('who may post, and how often', () => {
  it("accepts the origin the post was sent to, SITE_URL's and the configured ones; nothing else", async () => {
    const { store } = await makeStore();
    const { handle, logs } = handlerWith({ store: async () => store, allowedOrigins: ['https://partner.example'] }, 'support');
    const json = (headers: Record<string, string>) =>
      handle(post(JSON.stringify(validSupport), { 'content-type': 'application/json', ...headers }, 'support-messages'));
    expect((await json({ origin: SITE })).status).toBe(201);
    expect((await json({})).status).toBe(201);
    // The address the browser used, whatever SITE_URL says: another port, 127.0.0.1, a LAN address.
    expect((await json({ origin: 'http://localhost:3000' })).status).toBe(201);
    expect((await json({ origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' })).status).toBe(201);
    expect((await json({ origin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000' })).status).toBe(201);
    expect((await json({ origin: 'https://partner.example' })).status).toBe(201);
    // Another site, another scheme or port than the one addressed, the opaque origin.
    expect((await json({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await json({ origin: 'https://evil.example', host: 'evil.example' })).status).toBe(403);
    expect((await json({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).status).toBe(403);
    expect((await json({ origin: 'https://localhost:3000' })).status).toBe(403);
    expect((await json({ origin: 'http://localhost:3001' })).status).toBe(403);
    expect((await json({ origin: 'null' })).status).toBe(403);
    // Said once for each origin refused, with SITE_URL beside it.
    const refusals = logs.filter((line) => line.event === 'submission.origin_refused');
    expect(refusals.map((line) => line.origin)).toEqual(['https://evil.example', 'https://localhost:3000', 'http://localhost:3001', 'null']);
    expect(refusals[0]).toMatchObject({ level: 'warn', siteUrl: SITE, kind: 'support' });
  });

  it('with TRUST_PROXY, the address the proxy says the visitor used', async () => {
    const { store } = await makeStore();
    const { handle } = handlerWith({ store: async () => store, trustProxy: true }, 'support');
    const json = (headers: Record<string, string>) =>
      handle(post(JSON.stringify(validSupport), { 'content-type': 'application/json', host: '127.0.0.1:3001', ...headers }, 'support-messages'));
    expect((await json({ origin: 'https://www.experts.example', 'x-forwarded-host': 'www.experts.example', 'x-forwarded-proto': 'https' })).status).toBe(201);
    expect((await json({ origin: 'http://www.experts.example', 'x-forwarded-host': 'www.experts.example', 'x-forwarded-proto': 'https' })).status).toBe(403);
    expect((await json({ origin: 'https://evil.example', 'x-forwarded-host': 'www.experts.example', 'x-forwarded-proto': 'https' })).status).toBe(403);
  });

  it('without TRUST_PROXY, counts by socket address: a new X-Forwarded-For per request does not help', async () => {
    const { store } = await makeStore();
    const { handle } = handlerWith({ store: async () => store, rateLimiter: new RateLimiter(2) }, 'support');
    const socket = { [socketAddressHeaderName()]: '192.0.2.44' };
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await handle(
            post(JSON.stringify(validSupport), { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}`, ...socket }, 'support-messages'),
          )
        ).status,
      );
    expect(statuses).toEqual([201, 201, 429, 429]);
  });

  it('with TRUST_PROXY, counts by the first X-Forwarded-For address', async () => {
    const { store } = await makeStore();
    const { handle } = handlerWith({ store: async () => store, rateLimiter: new RateLimiter(1), trustProxy: true }, 'support');
    const socket = { [socketAddressHeaderName()]: '10.0.0.1' };
    const send = (forwarded: string) =>
      handle(post(JSON.stringify(validSupport), { 'content-type': 'application/json', 'x-forwarded-for': forwarded, ...socket }, 'support-messages'));
    expect((await send('203.0.113.1, 10.0.0.1')).status).toBe(201);
    expect((await send('203.0.113.2, 10.0.0.1')).status).toBe(201);
    expect((await send('203.0.113.1')).status).toBe(429);
  });
});

describe('a busy or failing database', () => {
  it('answers 503 with Retry-After when the store is busy, and logs no stack', async () => {
    const busy = { insert: () => Promise.reject(new StorageBusyError()) } as unknown as SubmissionStore;
    const { handle, logs } = handlerWith({ store: async () => busy }, 'support');
    const response = await handle(post(JSON.stringify(validSupport), { 'content-type': 'application/json' }, 'support-messages'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ error: 'busy', retryAfterSeconds: 5 });
    expect(logs).toEqual([expect.objectContaining({ level: 'warn', event: 'submission.storage_busy' })]);
  });

  it('waits for a lock held by another connection without blocking the event loop, then stores', async () => {
    vi.useRealTimers();
    try {
      const { store, sqlitePath } = await makeStore({ waitMs: 5000 });
      const other = new SQLite(sqlitePath);
      other.exec('BEGIN EXCLUSIVE');
      const { handle } = handlerWith({ store: async () => store }, 'support');
      const answer = handle(post(JSON.stringify(validSupport), { 'content-type': 'application/json' }, 'support-messages'));
      // The event loop keeps turning while the insert waits: timers fire on time.
      let worstLagMs = 0;
      for (let i = 0; i < 20; i++) {
        const start = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 10));
        worstLagMs = Math.max(worstLagMs, performance.now() - start - 10);
      }
      other.exec('COMMIT');
      other.close();
      expect((await answer).status).toBe(201);
      // A synchronous wait on the lock would stall every timer for seconds (SQLite's busy timeout);
      // the margin is for a busy test machine.
      expect(worstLagMs).toBeLessThan(1000);
      expect(await store.count()).toBe(1);
    } finally {
      vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
    }
  });

  it('gives up after its bounded wait with 503, and stores nothing late', async () => {
    vi.useRealTimers();
    try {
      const { store, sqlitePath } = await makeStore({ waitMs: 300 });
      const other = new SQLite(sqlitePath);
      other.exec('BEGIN EXCLUSIVE');
      const { handle } = handlerWith({ store: async () => store }, 'support');
      const started = Date.now();
      const response = await handle(post(JSON.stringify(validSupport), { 'content-type': 'application/json' }, 'support-messages'));
      expect(response.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(1500);
      other.exec('COMMIT');
      other.close();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await store.count()).toBe(0);
    } finally {
      vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
    }
  });

  it('logs the real cause of a full disk, not a failed rollback', async () => {
    const { store, database } = await makeStore();
    // A database that may not grow stands in for a full disk: SQLite answers SQLITE_FULL.
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(database.db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count + 1}`).execute(database.db);
    const { handle, logs } = handlerWith({ store: async () => store });
    const big = new Uint8Array(200_000).fill(65);
    big.set(PDF_BYTES);
    const boundary = BROWSER_BOUNDARIES.safari;
    const response = await handle(
      post(multipartBody(boundary, requestParts(validMeeting, { name: 'big.pdf', bytes: big })), { 'content-type': multipartType(boundary) }),
    );
    expect(response.status).toBe(500);
    const failure = logs.find((line) => line.event === 'submission.store_failed');
    expect(failure?.code).toBe('SQLITE_FULL');
    expect(String(failure?.error)).toMatch(/full/);
    expect(String(failure?.error)).not.toMatch(/cannot rollback/);
  });
});
