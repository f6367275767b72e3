import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_CSP } from '@/lib/security/csp';
import { HSTS_VALUE } from '@/lib/security/headers';
import { BROWSER_BOUNDARIES, formFields, formParts, multipartBody, multipartType, requestParts } from '@/tests/support/multipart';
import { daysFromNow, nextClientIp, readAttachments, readRows, startServer, type TestServer } from './server';

const slot = { date: daysFromNow(10), from: '10:00', to: '11:30', timeZone: 'Asia/Almaty' };
const request = { email: 'dana@example.kz', firstName: 'Dana', lastName: 'Serikova', contactLanguage: 'ru', industry: 'it', timeSlots: [slot] };
const BODIES = {
  'meeting-requests': { expertId: 'aigerim-sadykova', ...request },
  'service-requests': { serviceId: 'online-store', ...request },
  'support-messages': { name: 'Nika', email: 'nika@example.ge', theme: 'technical', comment: 'The map does not load.' },
  'investor-requests': { name: 'Arman', email: 'arman@example.kz', amountUsd: 25000 },
} as const;
type Endpoint = keyof typeof BODIES;
const ENDPOINTS = Object.keys(BODIES) as Endpoint[];
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF');

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ SUBMISSIONS_RATE_LIMIT: '5', SITE_URL: 'https://experts.example' });
});
afterAll(async () => {
  await server.stop();
});

function post(endpoint: string, body: BodyInit | object, headers: Record<string, string> = {}) {
  const isRaw = typeof body === 'string' || body instanceof FormData || body instanceof Uint8Array;
  return fetch(`${server.url}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': nextClientIp(), ...(isRaw ? {} : { 'content-type': 'application/json' }), ...headers },
    body: isRaw ? (body as BodyInit) : JSON.stringify(body),
  });
}
const stored = (id: string) => readRows(server.dataDir).find((row) => row.id === id);

/**
 * A JSON post through node:http, whose headers fetch would set for itself: the body's chunks as
 * given, the request left open with `end: false`. Rejects when no answer comes within 10 s.
 */
function rawPost(endpoint: string, headers: Record<string, string>, chunks: string[], { end = true } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      `${server.url}/api/${endpoint}`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientIp(), ...headers } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          clearTimeout(timer);
          req.destroy();
          resolve({ status: res.statusCode!, body });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within 10 s to ${JSON.stringify(headers)}: the server waited for the body`));
    }, 10_000);
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    if (end) req.end();
  });
}

describe.each(ENDPOINTS)('POST /api/%s', (endpoint) => {
  it('201: stores the submission and answers its id', async () => {
    const response = await post(endpoint, BODIES[endpoint]);
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(stored(id)).toMatchObject({ id });
    expect(JSON.parse(stored(id)!.payload)).toMatchObject(BODIES[endpoint]);
  });

  it('400: malformed JSON, a JSON array, a bad Idempotency-Key', async () => {
    expect((await post(endpoint, '{"email": ', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await post(endpoint, '[1,2]', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await post(endpoint, BODIES[endpoint], { 'idempotency-key': 'with space' })).status).toBe(400);
  });

  it('413: past the size limit, by header or by body', async () => {
    // By header: a Content-Length past the limit, and only the body's first bytes, the rest never
    // sent. Only an answer that does not wait for the body can come.
    const declared = await rawPost(endpoint, { 'content-length': String(10 * 1024 * 1024) }, ['{"email": '], { end: false });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({ error: 'tooLarge' });
    // By body: no Content-Length (chunked), so the size shows only in the reading.
    const chunks = [JSON.stringify({ ...BODIES[endpoint], comment: 'x'.repeat(70 * 1024) })];
    const streamed = await rawPost(endpoint, { 'transfer-encoding': 'chunked' }, chunks);
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toMatchObject({ error: 'tooLarge' });
  });

  it('415: an unsupported content type', async () => {
    const response = await post(endpoint, 'name=Nika', { 'content-type': 'text/plain' });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ accepted: ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'] });
  });

  it('201: the same form posted without script (urlencoded), stored the same way', async () => {
    const response = await post(endpoint, new URLSearchParams(formFields(BODIES[endpoint])).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(JSON.parse(stored(id)!.payload)).toMatchObject(BODIES[endpoint]);
  });

  it('422: an error per field, as message keys', async () => {
    const response = await post(endpoint, {});
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error).toBe('validation');
    expect(Object.values(body.fields).every((key) => typeof key === 'string' && /^[a-zA-Z]+$/.test(key as string))).toBe(true);
    expect(Object.keys(body.fields).length).toBeGreaterThanOrEqual(3);
  });

  it('403: a post from another site', async () => {
    const response = await post(endpoint, BODIES[endpoint], { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it("accepts SITE_URL's origin and the address the post was sent to; behind the trusted proxy, the one it names", async () => {
    expect((await post(endpoint, BODIES[endpoint], { origin: 'https://experts.example' })).status).toBe(201);
    // Not SITE_URL: the server's own address, as the browser there names it.
    expect((await post(endpoint, BODIES[endpoint], { origin: server.url })).status).toBe(201);
    // This server trusts its proxy (TRUST_PROXY): the visitor's address is the one the proxy forwards.
    const proxied = { 'x-forwarded-host': 'www.experts.example', 'x-forwarded-proto': 'https' };
    expect((await post(endpoint, BODIES[endpoint], { origin: 'https://www.experts.example', ...proxied })).status).toBe(201);
    expect((await post(endpoint, BODIES[endpoint], { origin: 'https://evil.example', ...proxied })).status).toBe(403);
    expect((await post(endpoint, BODIES[endpoint], { origin: 'http://www.experts.example', ...proxied })).status).toBe(403);
  });

  it.each(['GET', 'PUT', 'PATCH', 'DELETE'])('405 with JSON, Allow and the security headers for %s', async (method) => {
    const response = await fetch(`${server.url}/api/${endpoint}`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toMatchObject({ error: 'methodNotAllowed' });
  });

  it('stores a retried send once (same Idempotency-Key), 409 for the key with another body', async () => {
    const key = `retry-${endpoint}-${Date.now()}`;
    const first = await post(endpoint, BODIES[endpoint], { 'idempotency-key': key });
    const again = await post(endpoint, BODIES[endpoint], { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const { id } = await first.json();
    expect((await again.json()).id).toBe(id);
    expect(readRows(server.dataDir).filter((row) => row.id === id)).toHaveLength(1);
    const other = await post(
      endpoint,
      { ...BODIES[endpoint], ...('comment' in BODIES[endpoint] ? { comment: 'Changed.' } : { email: 'other@example.kz' }) },
      { 'idempotency-key': key },
    );
    expect(other.status).toBe(409);
  });

  it('a filled honeypot answers 201 and keeps nothing', async () => {
    const before = readRows(server.dataDir).length;
    const response = await post(endpoint, { ...BODIES[endpoint], website: 'http://spam.example' });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(stored(id)).toBeUndefined();
    // Other tests of this file run in sequence, so the count is this test's own.
    expect(readRows(server.dataDir).length).toBe(before);
  });
});

describe('internationalised e-mail addresses', () => {
  const ADDRESSES: Record<Endpoint, string> = {
    'support-messages': 'info@почта.рф',
    'meeting-requests': 'әсем@пошта.қаз',
    'service-requests': 'user@xn--e1afmkfd.xn--p1ai',
    'investor-requests': 'ნინო@ფოსტა.გე',
  };

  it.each(ENDPOINTS)('%s: stores the address as typed, trimmed, not in punycode', async (endpoint) => {
    const response = await post(endpoint, { ...BODIES[endpoint], email: ` ${ADDRESSES[endpoint]} ` });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(JSON.parse(stored(id)!.payload).email).toBe(ADDRESSES[endpoint]);
  });

  it('still refuses a malformed one with invalidEmail', async () => {
    const response = await post('support-messages', { ...BODIES['support-messages'], email: 'info@почта..рф' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'validation', fields: { email: 'invalidEmail' } });
  });
});

describe('attachments', () => {
  const send = (
    endpoint: 'meeting-requests' | 'service-requests',
    boundary: string,
    file: { name: string; bytes: Uint8Array } | undefined,
    data: object = BODIES[endpoint],
  ) => post(endpoint, multipartBody(boundary, requestParts(data, file)), { 'content-type': multipartType(boundary) });

  // What Chromium, Safari and Firefox put in Content-Type: boundaries with capital letters.
  describe.each(Object.entries(BROWSER_BOUNDARIES))('sent as %s sends it', (_, boundary) => {
    it.each(['meeting-requests', 'service-requests'] as const)('%s: stores the request with the file', async (endpoint) => {
      const response = await send(endpoint, boundary, { name: 'brief.pdf', bytes: PDF });
      expect(response.status).toBe(201);
      const { id } = await response.json();
      const [file] = readAttachments(server.dataDir, id);
      expect(file).toMatchObject({ filename: 'brief.pdf', content_type: 'application/pdf', size: PDF.byteLength });
      expect(Buffer.from(file!.data)).toEqual(Buffer.from(PDF));
    });
  });

  it('refuses a file whose content is not an allowed type, whatever its name', async () => {
    const response = await send('meeting-requests', BROWSER_BOUNDARIES.chromium, {
      name: 'brief.pdf',
      bytes: new TextEncoder().encode('MZ\x90\x00 not a pdf'),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'validation', fields: { attachment: 'attachmentType' } });
  });

  it('refuses a file name with control or bidi-override characters', async () => {
    for (const name of ['brief\u0000.pdf', 'invoice\u202efdp.pdf']) {
      const response = await send('service-requests', BROWSER_BOUNDARIES.firefox, { name, bytes: PDF });
      expect(await response.json()).toEqual({ error: 'validation', fields: { attachment: 'invalidCharacters' } });
    }
  });

  it('keeps a long file name within 255 UTF-8 bytes, as valid text, with its extension', async () => {
    // 200 UTF-16 units, the old limit, ended inside the 100th emoji: half a surrogate pair was stored.
    for (const name of [`a${'😀'.repeat(150)}.pdf`, `${'🇬🇪'.repeat(40)}.pdf`, `${'ქართული '.repeat(20)}.pdf`]) {
      const response = await send('meeting-requests', BROWSER_BOUNDARIES.chromium, { name, bytes: PDF });
      expect(response.status).toBe(201);
      const [file] = readAttachments(server.dataDir, (await response.json()).id);
      expect(file!.filename.isWellFormed(), name).toBe(true);
      expect(Buffer.byteLength(file!.filename)).toBeLessThanOrEqual(255);
      expect(file!.filename.endsWith('.pdf'), name).toBe(true);
      expect(name.startsWith(file!.filename.slice(0, -'.pdf'.length))).toBe(true);
    }
  });

  it('answers 413 past 10 MB', async () => {
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(PDF);
    expect((await send('service-requests', BROWSER_BOUNDARIES.safari, { name: 'huge.pdf', bytes: huge })).status).toBe(413);
  });

  it("also takes Node's own FormData (a lower-case boundary)", async () => {
    const body = new FormData();
    body.set('data', JSON.stringify(BODIES['service-requests']));
    body.set('attachment', new Blob([PDF]), 'brief.pdf');
    expect((await post('service-requests', body)).status).toBe(201);
  });

  it("answers 400 for a file on an endpoint without attachments; multipart without the script's data is a form, judged field by field", async () => {
    expect((await send('service-requests', BROWSER_BOUNDARIES.chromium, undefined, BODIES['service-requests'])).status).toBe(201);
    const boundary = BROWSER_BOUNDARIES.chromium;
    // A support message in multipart (a form may post so) is taken; a file with it is not.
    expect(
      (await post('support-messages', multipartBody(boundary, requestParts(BODIES['support-messages'])), { 'content-type': multipartType(boundary) })).status,
    ).toBe(201);
    expect(
      (
        await post('support-messages', multipartBody(boundary, requestParts(BODIES['support-messages'], { name: 'a.pdf', bytes: PDF })), {
          'content-type': multipartType(boundary),
        })
      ).status,
    ).toBe(400);
    expect((await post('service-requests', multipartBody(boundary, [{ name: 'other', value: 'x' }]), { 'content-type': multipartType(boundary) })).status).toBe(
      422,
    );
  });
});

describe('references and logs', () => {
  it('422 for an expert or a service that does not exist', async () => {
    const response = await post('meeting-requests', { ...BODIES['meeting-requests'], expertId: 'no-such-expert' });
    expect(await response.json()).toEqual({ error: 'validation', fields: { expertId: 'unknownExpert' } });
    const service = await post('service-requests', { ...BODIES['service-requests'], serviceId: 'no-such-service' });
    expect(await service.json()).toEqual({ error: 'validation', fields: { serviceId: 'unknownService' } });
  });

  it('logs one structured line per submission, without personal data', async () => {
    const response = await post('support-messages', { ...BODIES['support-messages'], email: 'private.person@example.ge' });
    const { id } = await response.json();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = server.logs
      .join('')
      .split('\n')
      .filter((line) => line.includes(id));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({ level: 'info', event: 'submission.stored', id, kind: 'support' });
    expect(server.logs.join('')).not.toContain('private.person@example.ge');
  });
});

describe('methods a path does not serve', () => {
  /** Node's fetch refuses to send TRACE, so these go out through node:http, as curl would. */
  const raw = (method: string, path: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      const req = httpRequest(`${server.url}${path}`, { method }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it.each([
    ['TRACE', '/ru/experts', 'GET, HEAD'],
    ['TRACE', '/experts', 'GET, HEAD'],
    ['TRACE', '/api/support-messages', 'POST, OPTIONS'],
    ['POST', '/ru/experts', 'GET, HEAD'],
    ['DELETE', '/', 'GET, HEAD'],
    ['PROPFIND', '/ge/offices', 'GET, HEAD'],
    ['GET', '/api/meeting-requests', 'POST, OPTIONS'],
  ])('%s %s: 405, JSON, Allow: %s, security headers, no stack trace logged', async (method, path, allow) => {
    const logged = server.logs.length;
    const answer = await raw(method, path);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['strict-transport-security']).toBeDefined();
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'methodNotAllowed' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.logs.slice(logged).join('')).not.toMatch(/\n\s+at /);
  });

  it('a path that cannot be decoded: 400, not a 500 with an error in the log', async () => {
    const logged = server.logs.length;
    const answer = await raw('GET', '/ru/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: 'malformed' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.logs.slice(logged).join('')).toBe('');
  });

  it('OPTIONS on a submission route lists what it serves', async () => {
    const answer = await raw('OPTIONS', '/api/support-messages');
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe('POST, OPTIONS');
  });
});

describe('the security headers on every API answer', () => {
  /** Once each, with the API's policy, under which nothing loads (SITE_URL is https here: HSTS too). */
  const expectApiHeaders = (response: Response, what: string) => {
    expect(response.headers.get('content-security-policy'), what).toBe(DATA_CSP);
    expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(response.headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-resource-policy'), what).toBe('same-site');
    expect(response.headers.get('strict-transport-security'), what).toBe(HSTS_VALUE);
  };
  const ip = nextClientIp();
  const cases: [string, number, () => Promise<Response>][] = [
    ['stored', 201, () => post('support-messages', BODIES['support-messages'])],
    ['malformed', 400, () => post('support-messages', '{', { 'content-type': 'application/json' })],
    ['another origin', 403, () => post('support-messages', {}, { origin: 'https://evil.example' })],
    ['no such route', 404, () => post('no-such-route', {})],
    ['a GET', 405, () => fetch(`${server.url}/api/support-messages`)],
    [
      'the key with another body',
      409,
      async () => {
        await post('support-messages', BODIES['support-messages'], { 'idempotency-key': 'headers-409' });
        return post('support-messages', { ...BODIES['support-messages'], comment: 'Other.' }, { 'idempotency-key': 'headers-409' });
      },
    ],
    ['too large', 413, () => post('support-messages', { ...BODIES['support-messages'], comment: 'x'.repeat(70 * 1024) })],
    ['text/plain', 415, () => post('support-messages', 'x', { 'content-type': 'text/plain' })],
    ['invalid', 422, () => post('support-messages', {})],
    [
      'over the rate limit',
      429,
      async () => {
        for (let i = 0; i < 5; i++) await post('support-messages', {}, { 'x-forwarded-for': ip });
        return post('support-messages', {}, { 'x-forwarded-for': ip });
      },
    ],
    ['OPTIONS', 204, () => fetch(`${server.url}/api/support-messages`, { method: 'OPTIONS' })],
    ['a trailing slash (Next’s own 308)', 308, () => fetch(`${server.url}/api/support-messages/`, { method: 'POST', redirect: 'manual' })],
  ];
  it.each(cases)('%s: %i', async (what, status, send) => {
    const response = await send();
    expect(response.status).toBe(status);
    expectApiHeaders(response, what);
  });
});

describe('the client behind X-Forwarded-For', () => {
  it('without TRUST_PROXY: the socket address counts, a new forwarded address per request does not help', async () => {
    const direct = await startServer({ SUBMISSIONS_RATE_LIMIT: '3', TRUST_PROXY: 'false' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`${direct.url}/api/support-messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientIp(), 'x-real-ip': nextClientIp() },
          body: JSON.stringify(BODIES['support-messages']),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    } finally {
      await direct.stop();
    }
  });

  it('with TRUST_PROXY: each first forwarded address has its own window', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await post('support-messages', BODIES['support-messages'], { 'x-forwarded-for': `${nextClientIp()}, 10.0.0.1` })).status);
    expect(statuses.every((status) => status === 201)).toBe(true);
  });
});

describe('forms posted without script, by a browser that asks for a page', () => {
  const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const form = (endpoint: Endpoint, data: object, headers: Record<string, string> = {}) =>
    post(endpoint, new URLSearchParams(formFields(data)).toString(), { 'content-type': 'application/x-www-form-urlencoded', accept: HTML, ...headers });

  it("201: a page in the form's language with the reference, the way back to the page it came from, and the API's policy", async () => {
    const response = await form('support-messages', { ...BODIES['support-messages'], locale: 'ka' }, { referer: `${server.url}/ge/contact_us` });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(DATA_CSP);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="ka">');
    expect(html).toMatch(/<code>[0-9A-Z]{4}-[0-9A-Z]{4}<\/code>/);
    expect(html).toContain('href="/ge/contact_us"');
  });

  it('201 with a file: a plain multipart form, the empty file input of a form without one is no file', async () => {
    const boundary = BROWSER_BOUNDARIES.safari;
    const withFile = await post(
      'meeting-requests',
      multipartBody(boundary, formParts({ ...BODIES['meeting-requests'], locale: 'ru' }, { name: 'бриф.pdf', bytes: PDF, type: 'application/pdf' })),
      {
        'content-type': multipartType(boundary),
        accept: HTML,
      },
    );
    expect(withFile.status).toBe(201);
    expect(await withFile.text()).toContain('<html lang="ru">');
    const without = await post('service-requests', multipartBody(boundary, formParts(BODIES['service-requests'])), {
      'content-type': multipartType(boundary),
      accept: HTML,
    });
    expect(without.status).toBe(201);
  });

  it('422: the fields to correct, named in the language of the page it came from', async () => {
    const response = await form('investor-requests', { name: 'Arman', email: 'nope', amountUsd: '100' }, { referer: `${server.url}/ru/for_investors` });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('Введите адрес электронной почты');
    expect(html).toContain('Минимальная сумма инвестиций');
  });

  it('403 from another site: the request cannot be accepted, the offices instead, no way back to the other site', async () => {
    const response = await form('support-messages', BODIES['support-messages'], {
      origin: 'https://evil.example',
      referer: 'https://evil.example/ge/contact_us',
    });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('mailto:astana@');
    expect(html).not.toContain('evil.example');
  });
});

describe('the Origin rule without a trusted proxy', () => {
  let plain: TestServer;
  beforeAll(async () => {
    // As a newcomer starts it: no SITE_URL (its default is http://localhost:3000), another port.
    plain = await startServer({ TRUST_PROXY: 'false', SITE_URL: '' });
  });
  afterAll(async () => {
    await plain.stop();
  });
  const send = (headers: Record<string, string>) =>
    fetch(`${plain.url}/api/support-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(BODIES['support-messages']),
    });

  it('accepts the address the post was sent to, by any name the server answers to', async () => {
    expect(plain.url).not.toBe('http://localhost:3000');
    expect((await send({ origin: plain.url })).status).toBe(201);
    const loopback = `http://127.0.0.1:${plain.port}`;
    const response = await fetch(`${loopback}/api/support-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: loopback },
      body: JSON.stringify(BODIES['support-messages']),
    });
    expect(response.status).toBe(201);
  });

  it('refuses another site, and believes no forwarded header; the first refusal of each origin is logged once, naming SITE_URL', async () => {
    expect((await send({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await send({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await send({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).status).toBe(403);
    expect((await send({ origin: 'http://localhost:1' })).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refusals = plain.logs
      .join('')
      .split('\n')
      .filter((line) => line.includes('submission.origin_refused'))
      .map((line) => JSON.parse(line.slice(line.indexOf('{'))));
    expect(refusals.map((line) => line.origin)).toEqual(['https://evil.example', 'http://localhost:1']);
    expect(refusals[0]).toMatchObject({ level: 'warn', siteUrl: 'http://localhost:3000', kind: 'support' });
  });
});
