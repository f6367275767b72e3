import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_NOW, validInvestor, validMeeting, validSupport } from '@/lib/forms/schemas.fixtures';
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

function handlerWith(deps: Partial<HandlerDeps> & Pick<HandlerDeps, 'store'>, kind: 'meeting' | 'support' | 'service' | 'investor' = 'meeting') {
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

  it('the same form sent twice (a reload of the answer, Back and Send) is stored once; other content, or the same from a new form, is a new one', async () => {
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
    // A form filled in again after it was sent has a new draft, a new key: the same words again are a new request.
    expect((await (await send({ ...validSupport, comment: 'Keyed.' }, 'draft-key-2')).json()).id).not.toBe(keyed.id);
    const db = new SQLite(sqlitePath, { readonly: true });
    expect(db.prepare('select count(*) as n from submissions').get()).toEqual({ n: 4 });
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
    // A language the site does not have is not passed on: the page is written in one it has.
    expect((await form({ ...validSupport, locale: 'xx' })).status).toBe(422);
    expect((await form(validSupport, { origin: 'https://evil.example' })).status).toBe(403);
    expect(rendered).toEqual([
      { status: 201, outcome: { type: 'sent', reference: expect.any(String) }, locale: 'kk' },
      { status: 422, outcome: { type: 'invalid', fields: { email: 'invalidEmail' } }, locale: 'ka' },
      { status: 422, outcome: { type: 'invalid', fields: { locale: 'invalidChoice' } }, locale: undefined },
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
    const refused = await json({ origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'forbiddenOrigin' });
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

describe('the rules of a POST, one by one', () => {
  let store: SubmissionStore;
  let handle: (request: Request) => Promise<Response>;
  let logs: Record<string, unknown>[];
  beforeAll(async () => {
    ({ store } = await makeStore());
  });
  const fresh = (deps: Partial<HandlerDeps> = {}, kind: 'meeting' | 'support' | 'service' | 'investor' = 'support') => {
    ({ handle, logs } = handlerWith({ store: async () => store, ...deps }, kind));
    return handle;
  };
  const json = (body: unknown, headers: Record<string, string> = {}) =>
    handle(post(typeof body === 'string' ? body : JSON.stringify(body), { 'content-type': 'application/json', ...headers }, 'support-messages'));
  const answer = async (response: Promise<Response>) => {
    const res = await response;
    return { status: res.status, body: await res.json() };
  };

  it('takes JSON, multipart and URL-encoded bodies by their media type, and no other', async () => {
    fresh();
    const accepted = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];
    for (const type of [
      'text/plain',
      'application/jsonp',
      'application/json-patch+json',
      'multipart/form-data',
      'multipart/mixed; boundary=x',
      'multipart/form-datax; boundary=x',
      'x-multipart/form-data; boundary=x',
      'application/x-www-form-urlencodedx',
      'x-application/x-www-form-urlencoded',
      'x-application/json',
      '',
    ])
      expect(await answer(handle(post('{}', type ? { 'content-type': type } : {}, 'support-messages'))), type).toEqual({
        status: 415,
        body: { error: 'unsupportedMediaType', accepted },
      });
    expect((await json({ ...validSupport, email: 'one@example.kz' }, { 'content-type': 'Application/JSON ; charset=utf-8' })).status).toBe(201);
    expect((await json({ ...validSupport, email: 'two@example.kz' }, { 'content-type': 'application/json' })).status).toBe(201);
    const form = new URLSearchParams({ ...validSupport, email: 'three@example.kz' }).toString();
    expect((await handle(post(form, { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' }, 'support-messages'))).status).toBe(201);
  });

  it('refuses a body larger than its limit, whether declared or sent', async () => {
    fresh();
    expect(await answer(json(validSupport, { 'content-length': String(64 * 1024 + 1) }))).toEqual({
      status: 413,
      body: { error: 'tooLarge', limitBytes: 64 * 1024 },
    });
    const big = JSON.stringify({ ...validSupport, comment: 'x'.repeat(64 * 1024) });
    expect(await answer(json(big))).toEqual({ status: 413, body: { error: 'tooLarge', limitBytes: 64 * 1024 } });
    const boundary = BROWSER_BOUNDARIES.chromium;
    expect(
      await answer(
        handle(post('', { 'content-type': multipartType(boundary), 'content-length': String(10 * 1024 * 1024 + 256 * 1024 + 1) }, 'support-messages')),
      ),
    ).toEqual({ status: 413, body: { error: 'tooLarge', limitBytes: 10 * 1024 * 1024 + 256 * 1024 } });
    // A multipart body may be larger than a JSON one: the file's limit and a margin for the fields.
    const declared = String(64 * 1024 + 1);
    expect(
      (
        await handle(
          post(
            multipartBody(boundary, requestParts(validSupport)),
            { 'content-type': multipartType(boundary), 'content-length': declared },
            'support-messages',
          ),
        )
      ).status,
    ).not.toBe(413);
  });

  it('reads a body declared exactly at its limit', async () => {
    fresh();
    const body = JSON.stringify({ ...validSupport, email: 'exact@example.kz' });
    expect((await json(body, { 'content-length': String(64 * 1024) })).status).toBe(201);
  });

  it('refuses a body that cannot be read', async () => {
    fresh();
    const broken = new Request('http://localhost:3000/api/support-messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        pull(controller) {
          controller.error(new Error('connection reset'));
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(await answer(handle(broken))).toEqual({ status: 400, body: { error: 'malformed' } });
  });

  it('refuses JSON that is not UTF-8, not JSON, or not an object', async () => {
    fresh();
    const latin1 = new Uint8Array([...new TextEncoder().encode('{"name":"'), 0xe9, ...new TextEncoder().encode('"}')]);
    expect(await answer(handle(post(latin1, { 'content-type': 'application/json' }, 'support-messages')))).toEqual({
      status: 400,
      body: { error: 'malformed' },
    });
    for (const body of ['{', '[]', '[{"name":"x"}]', 'null', '"text"', '42', 'true'])
      expect(await answer(json(body)), body).toEqual({ status: 400, body: { error: 'malformed' } });
  });

  it('refuses a URL-encoded body that is not UTF-8, naming a malformed field when there is one', async () => {
    fresh();
    const form = (body: string | Uint8Array<ArrayBuffer>) =>
      answer(handle(post(body, { 'content-type': 'application/x-www-form-urlencoded' }, 'support-messages')));
    expect(await form(new Uint8Array([...new TextEncoder().encode('name=Jos'), 0xe9]))).toEqual({ status: 400, body: { error: 'malformed' } });
    expect(await form('name=a&name=b')).toEqual({ status: 400, body: { error: 'malformed', detail: 'name' } });
  });

  it('takes an Idempotency-Key of 1 to 200 visible ASCII characters', async () => {
    fresh();
    const refused = { status: 400, body: { error: 'malformed', detail: 'Idempotency-Key' } };
    for (const key of ['', 'with space', 'cl\u00e9', 'x'.repeat(201), 'tab\tkey'])
      expect(await answer(json(validSupport, { 'idempotency-key': key })), key).toEqual(refused);
    expect((await json({ ...validSupport, email: 'k1@example.kz' }, { 'idempotency-key': `!~${'x'.repeat(198)}` })).status).toBe(201);
    expect((await json({ ...validSupport, email: 'k2@example.kz' }, { 'idempotency-key': 'k' })).status).toBe(201);
  });

  it('refuses a plain form’s own key when it is no key', async () => {
    fresh();
    const body = new URLSearchParams([...formFields(validSupport), ['idempotencyKey', 'with space']]).toString();
    expect(await answer(handle(post(body, { 'content-type': 'application/x-www-form-urlencoded' }, 'support-messages')))).toEqual({
      status: 400,
      body: { error: 'malformed', detail: 'idempotencyKey' },
    });
  });

  it('replays a JSON send with the same key, tells so, and refuses the key for other content; without a key, each send is new', async () => {
    fresh();
    const key = { 'idempotency-key': `replay-${Math.random()}` };
    const first = await json({ ...validSupport, email: 'replay@example.kz' }, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(first.headers.get('cache-control')).toBe('no-store');
    const { id, reference } = await first.json();
    const again = await json(Object.fromEntries(Object.entries({ ...validSupport, email: 'replay@example.kz' }).reverse()), key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual({ id, reference });
    expect(await answer(json({ ...validSupport, email: 'other@example.kz' }, key))).toEqual({ status: 409, body: { error: 'idempotencyConflict' } });
    const a = await (await json({ ...validSupport, email: 'nokey@example.kz' })).json();
    const b = await (await json({ ...validSupport, email: 'nokey@example.kz' })).json();
    expect(a.id).not.toBe(b.id);
    expect(logs.filter((line) => line.event === 'submission.stored' || line.event === 'submission.replayed')).toEqual([
      { level: 'info', event: 'submission.stored', id, kind: 'support' },
      { level: 'info', event: 'submission.replayed', id, kind: 'support' },
      { level: 'info', event: 'submission.stored', id: a.id, kind: 'support' },
      { level: 'info', event: 'submission.stored', id: b.id, kind: 'support' },
    ]);
  });

  it('keys a resent plain form by its content and file, and by the header’s key when the form has none', async () => {
    fresh({}, 'meeting');
    const boundary = BROWSER_BOUNDARIES.firefox;
    const send = (file: Uint8Array, headers: Record<string, string> = {}) =>
      handle(
        post(multipartBody(boundary, formParts(validMeeting, { name: 'brief.pdf', bytes: file })), { 'content-type': multipartType(boundary), ...headers }),
      );
    const first = await (await send(PDF_BYTES)).json();
    expect((await (await send(PDF_BYTES)).json()).id).toBe(first.id);
    // Another file is other content: a new submission.
    const otherFile = new Uint8Array([...PDF_BYTES, 0x0a]);
    expect((await (await send(otherFile)).json()).id).not.toBe(first.id);
    // The header's key is part of the form's key: the same content under a new key is new.
    const keyed = await (await send(PDF_BYTES, { 'idempotency-key': 'header-key' })).json();
    expect(keyed.id).not.toBe(first.id);
    expect((await (await send(PDF_BYTES, { 'idempotency-key': 'header-key' })).json()).id).toBe(keyed.id);
    expect(logs.filter((line) => line.event === 'submission.stored').every((line) => line.form === true)).toBe(true);
  });

  it('hashes the request by its content, whatever the order of its fields', async () => {
    fresh();
    const key = { 'idempotency-key': `order-${Math.random()}` };
    const fields = { ...validSupport, email: 'order@example.kz', phone: '+7 701 000 00 00' };
    const first = await (await json(fields, key)).json();
    const reversed = Object.fromEntries(Object.entries(fields).reverse());
    const again = await json(reversed, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await again.json()).id).toBe(first.id);
  });

  it('refuses the key for content that differs only in a number, in one item of a list, or in a field sent empty rather than left out', async () => {
    fresh({}, 'investor');
    const key = { 'idempotency-key': `number-${Math.random()}` };
    expect((await json({ ...validInvestor, amountUsd: 5000 }, key)).status).toBe(201);
    expect((await json({ ...validInvestor, amountUsd: 6000 }, key)).status).toBe(409);
    fresh({}, 'meeting');
    const listKey = { 'idempotency-key': `list-${Math.random()}` };
    const slot = validMeeting.timeSlots[0]!;
    expect((await json({ ...validMeeting, timeSlots: [slot] }, listKey)).status).toBe(201);
    expect((await json({ ...validMeeting, timeSlots: [{ ...slot, from: '10:30' }] }, listKey)).status).toBe(409);
    // A field sent, even empty, is part of the request as it was sent: the same key without it is another request.
    fresh();
    const emptyKey = { 'idempotency-key': `empty-${Math.random()}` };
    expect((await json({ ...validSupport, email: 'empty-field@example.kz', phone: '' }, emptyKey)).status).toBe(201);
    expect((await json({ ...validSupport, email: 'empty-field@example.kz' }, emptyKey)).status).toBe(409);
  });

  it('keeps no honeypot field, and treats a blank one as empty', async () => {
    fresh();
    for (const [email, website] of [
      ['blank-trap@example.kz', '   '],
      ['empty-trap@example.kz', ''],
    ]) {
      const stored = await json({ ...validSupport, email, website });
      expect(stored.status).toBe(201);
      expect(Object.keys((await store.get((await stored.json()).id))!.payload)).not.toContain('website');
    }
    const trapped = await json({ ...validSupport, website: 'http://spam.example' });
    expect(trapped.status).toBe(201);
    expect(await trapped.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), reference: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/) });
    expect(logs.filter((line) => line.event === 'submission.honeypot')).toEqual([{ level: 'info', event: 'submission.honeypot', kind: 'support' }]);
  });

  it('says when to come back after the rate limit, in the body and the header', async () => {
    fresh({ rateLimiter: new RateLimiter(1) });
    await json({ ...validSupport, email: 'rate@example.kz' });
    const limited = await json({ ...validSupport, email: 'rate@example.kz' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(await limited.json()).toEqual({ error: 'rateLimited', retryAfterSeconds: 60 });
  });

  it('logs another storage failure as an error with its cause, and answers 500', async () => {
    const failing = { insert: () => Promise.reject(new Error('disk on fire', { cause: Object.assign(new Error('inner'), { code: 'EIO' }) })) };
    fresh({ store: async () => failing as unknown as SubmissionStore });
    expect(await answer(json(validSupport))).toEqual({ status: 500, body: { error: 'server' } });
    expect(logs).toEqual([{ level: 'error', event: 'submission.store_failed', kind: 'support', error: 'Error: disk on fire <- Error: inner', code: 'EIO' }]);
    const opening = async () => {
      throw new StorageBusyError();
    };
    fresh({ store: opening });
    expect((await json(validSupport)).status).toBe(503);
  });

  it('logs the first code of a failure’s causes, at most five of them, and no code when there is none', async () => {
    let error: unknown = 'the innermost, no Error';
    for (const [i, code] of ['E6', 'E5', 'E4', 'E3', 'E2', undefined].entries())
      error = Object.assign(new Error(`level ${5 - i}`, { cause: error }), code ? { code } : {});
    fresh({ store: async () => ({ insert: () => Promise.reject(error) }) as unknown as SubmissionStore });
    await json(validSupport);
    expect(logs).toEqual([
      {
        level: 'error',
        event: 'submission.store_failed',
        kind: 'support',
        error: 'Error: level 0 <- Error: level 1 <- Error: level 2 <- Error: level 3 <- Error: level 4',
        code: 'E2',
      },
    ]);
    fresh({ store: async () => ({ insert: () => Promise.reject(new Error('plain', { cause: 'a text' })) }) as unknown as SubmissionStore });
    await json(validSupport);
    // No code at all, not a code of undefined.
    expect(logs).toStrictEqual([{ level: 'error', event: 'submission.store_failed', kind: 'support', error: 'Error: plain <- a text' }]);
  });

  it('logs a busy database as a warning, with its cause', async () => {
    fresh({
      store: async () =>
        ({
          insert: () => Promise.reject(new StorageBusyError({ cause: Object.assign(new Error('locked'), { code: 'SQLITE_BUSY' }) })),
        }) as unknown as SubmissionStore,
    });
    await json(validSupport);
    expect(logs).toEqual([
      {
        level: 'warn',
        event: 'submission.storage_busy',
        kind: 'support',
        error: 'StorageBusyError: the database is busy <- Error: locked',
        code: 'SQLITE_BUSY',
      },
    ]);
  });

  it('takes a file with a service request too', async () => {
    const boundary = BROWSER_BOUNDARIES.chromium;
    const { expertId: _, ...fields } = validMeeting;
    fresh({ knownServices: new Set(['audit']) }, 'service');
    const response = await handle(
      post(multipartBody(boundary, requestParts({ ...fields, serviceId: 'audit' }, { name: 'brief.pdf', bytes: PDF_BYTES })), {
        'content-type': multipartType(boundary),
      }),
    );
    expect(response.status).toBe(201);
    expect((await store.get((await response.json()).id))?.attachments).toMatchObject([{ filename: 'brief.pdf' }]);
  });

  it('logs to the console as JSON when no log is given', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const handleDefault = createSubmissionHandler('support', {
      store: async () => store,
      rateLimiter: new RateLimiter(0),
      trustProxy: false,
      siteUrl: SITE,
      allowedOrigins: [],
      knownExperts: new Set(),
      knownServices: new Set(),
    });
    const response = await handleDefault(post(JSON.stringify({ ...validSupport, email: 'console@example.kz' }), { 'content-type': 'application/json' }));
    expect(response.status).toBe(201);
    expect(JSON.parse(info.mock.calls.at(-1)![0] as string)).toMatchObject({ event: 'submission.stored', kind: 'support' });
  });
});

describe('multipart bodies', () => {
  let handle: (request: Request) => Promise<Response>;
  let store: SubmissionStore;
  beforeAll(async () => {
    ({ store } = await makeStore());
    ({ handle } = handlerWith({ store: async () => store }));
  });
  const boundary = BROWSER_BOUNDARIES.safari;
  const send = async (parts: Parameters<typeof multipartBody>[1]) => {
    const response = await handle(post(multipartBody(boundary, parts), { 'content-type': multipartType(boundary) }));
    return { status: response.status, body: await response.json() };
  };

  it('refuse a file too large, saying the limit', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF_BYTES);
    expect(await send(requestParts(validMeeting, { name: 'big.pdf', bytes: big }))).toEqual({
      status: 413,
      body: { error: 'tooLarge', limitBytes: 10 * 1024 * 1024 },
    });
  });

  it('refuse a file in another field, data with other fields beside it, and data that is not JSON', async () => {
    const malformed = { status: 400, body: { error: 'malformed' } };
    expect(
      await send([
        { name: 'data', value: JSON.stringify(validMeeting) },
        { name: 'other', value: PDF_BYTES, filename: 'a.pdf' },
      ]),
    ).toEqual(malformed);
    expect(await send([...requestParts(validMeeting), { name: 'extra', value: 'x' }])).toEqual(malformed);
    expect(await send([{ name: 'data', value: '{' }])).toEqual(malformed);
    // Data that is not JSON is refused as such, before its file is looked at.
    expect(
      await send([
        { name: 'data', value: '{' },
        { name: 'attachment', value: PDF_BYTES, filename: 'a\u0000.pdf' },
      ]),
    ).toEqual(malformed);
    expect(
      await send([
        { name: 'data', value: '{}' },
        { name: 'data', value: '{}' },
      ]),
    ).toEqual(malformed);
  });

  it('name a plain form’s malformed field', async () => {
    expect(await send([...formParts(validMeeting), { name: 'firstName', value: 'again' }])).toEqual({ status: 400, body: { error: 'malformed' } });
    expect(await send([{ name: 'timeSlots.01.date', value: 'x' }])).toEqual({ status: 400, body: { error: 'malformed', detail: 'timeSlots.01.date' } });
  });

  it('refuse a file of a type not taken, and keep a file named with a path by its name alone', async () => {
    expect(await send(requestParts(validMeeting, { name: 'tool.exe', bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]) }))).toEqual({
      status: 422,
      body: { error: 'validation', fields: { attachment: 'attachmentType' } },
    });
    const stored = await send(requestParts({ ...validMeeting, email: 'path@example.kz' }, { name: 'C:\\Users\\dana\\brief.pdf', bytes: PDF_BYTES }));
    expect(stored.status).toBe(201);
  });

  it('take an empty file input as no file, but a file with a name or with bytes as one', async () => {
    const parts = [...requestParts({ ...validMeeting, email: 'nofile@example.kz' }), { name: 'attachment', value: '', filename: '' }];
    const none = await send(parts);
    expect(none.status).toBe(201);
    expect((await store.get(none.body.id))?.attachments).toEqual([]);
    const nameless = await send([...requestParts({ ...validMeeting, email: 'noname@example.kz' }), { name: 'attachment', value: PDF_BYTES, filename: '' }]);
    expect(nameless.status).toBe(201);
    // Stored under the name every nameless file gets.
    expect((await store.get(nameless.body.id))?.attachments).toMatchObject([{ filename: 'attachment', contentType: 'application/pdf' }]);
    // A named file with no bytes is a file, and empty is no type taken.
    expect(await send([...requestParts(validMeeting), { name: 'attachment', value: '', filename: 'brief.pdf' }])).toEqual({
      status: 422,
      body: { error: 'validation', fields: { attachment: 'attachmentType' } },
    });
  });
});

describe('the answer page’s outcome, for each answer', () => {
  it('maps every status to what the visitor is told', async () => {
    const { store } = await makeStore();
    const outcomes: unknown[] = [];
    const formAnswer: HandlerDeps['formAnswer'] = async (input) => {
      outcomes.push([input.status, input.outcome]);
      return new Response('page', { status: input.status, headers: { 'content-type': 'text/html', 'retry-after': 'page' } });
    };
    const accept = { accept: 'text/html' };
    const boundary = BROWSER_BOUNDARIES.chromium;
    const { handle } = handlerWith({ store: async () => store, formAnswer, rateLimiter: new RateLimiter(4, 30_000) }, 'meeting');
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF_BYTES);
    // A plain form's post that was stored, and its reference.
    const sent = await handle(post(multipartBody(boundary, formParts(validMeeting)), { 'content-type': multipartType(boundary), ...accept }));
    expect(sent.status).toBe(201);
    const tooLarge = await handle(
      post(multipartBody(boundary, formParts(validMeeting, { name: 'big.pdf', bytes: big })), { 'content-type': multipartType(boundary), ...accept }),
    );
    expect(tooLarge.headers.get('content-type')).toBe('text/html');
    // Only a file too large is the file's fault: any other refusal of a multipart post is not.
    await handle(
      post(multipartBody(boundary, [...formParts(validMeeting), { name: 'email', value: 'again' }]), { 'content-type': multipartType(boundary), ...accept }),
    );
    await handle(post('{}', { 'content-type': 'application/json', 'content-length': String(64 * 1024 + 1), ...accept }));
    await handle(post('{', { 'content-type': 'application/json', ...accept }));
    const limited = await handle(post('{', { 'content-type': 'application/json', ...accept }));
    // The answer's own headers go on the page.
    expect(limited.headers.get('retry-after')).toBe('30');
    const busy = { insert: () => Promise.reject(new StorageBusyError()) } as unknown as SubmissionStore;
    await handlerWith({ store: async () => busy, formAnswer }, 'meeting').handle(
      post(JSON.stringify(validMeeting), { 'content-type': 'application/json', ...accept }),
    );
    const failing = { insert: () => Promise.reject(new Error('disk')) } as unknown as SubmissionStore;
    await handlerWith({ store: async () => failing, formAnswer }, 'meeting').handle(
      post(JSON.stringify(validMeeting), { 'content-type': 'application/json', ...accept }),
    );
    expect(outcomes).toEqual([
      [201, { type: 'sent', reference: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/) }],
      [413, { type: 'invalid', fields: { attachment: 'attachmentTooLarge' } }],
      [400, { type: 'refused' }],
      [413, { type: 'refused' }],
      [400, { type: 'refused' }],
      [429, { type: 'rateLimited', retryAfterSeconds: 30 }],
      [503, { type: 'busy' }],
      [500, { type: 'failed' }],
    ]);
  });

  it('gives JSON to a client that prefers it or names no preference', async () => {
    const { store } = await makeStore();
    const formAnswer = vi.fn(async () => new Response('page'));
    const { handle } = handlerWith({ store: async () => store, formAnswer }, 'support');
    for (const accept of [undefined, 'application/json', 'application/json, text/html;q=0.9', '*/*'])
      await handle(post('{', { 'content-type': 'application/json', ...(accept ? { accept } : {}) }, 'support-messages'));
    expect(formAnswer).not.toHaveBeenCalled();
  });
});

// Last in the file: hundreds of posts, the slowest test here, and a mutant the quicker tests
// above already kill need not wait for it (Stryker stops at the first failure).
describe('attachments, with any boundary', () => {
  let store: SubmissionStore;
  let handle: (request: Request) => Promise<Response>;
  beforeAll(async () => {
    ({ store } = await makeStore());
    ({ handle } = handlerWith({ store: async () => store }));
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
});
