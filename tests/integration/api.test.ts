import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextClientIp, readRows, startServer, type TestServer } from './server';

const slot = { date: '2026-12-03', from: '10:00', to: '11:30', timeZone: 'Asia/Almaty' };
const request = { email: 'dana@example.kz', firstName: 'Dana', lastName: 'Serikova', contactLanguage: 'ru', industry: 'it', timeSlots: [slot] };
const BODIES = {
  'meeting-requests': { expertId: 'aigerim-sadykova', ...request },
  'service-requests': { serviceId: 'online-store', ...request },
  'support-messages': { name: 'Nika', mail: 'nika@example.ge', theme: 'technical', comment: 'The map does not load.' },
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
    const big = { ...BODIES[endpoint], comment: 'x'.repeat(70 * 1024) };
    const response = await post(endpoint, big);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'tooLarge' });
  });

  it('415: an unsupported content type', async () => {
    const response = await post(endpoint, 'name=Nika', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
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

  it('accepts its own site as origin', async () => {
    expect((await post(endpoint, BODIES[endpoint], { origin: 'https://experts.example' })).status).toBe(201);
    expect((await post(endpoint, BODIES[endpoint], { origin: server.url })).status).toBe(201);
  });

  it('429 with Retry-After past the per-client limit', async () => {
    const ip = nextClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(endpoint, BODIES[endpoint], { 'x-forwarded-for': ip })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post(endpoint, BODIES[endpoint], { 'x-forwarded-for': ip });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
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
    const other = await post(endpoint, { ...BODIES[endpoint], ...('comment' in BODIES[endpoint] ? { comment: 'Changed.' } : { email: 'other@example.kz' }) }, { 'idempotency-key': key });
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

describe('attachments', () => {
  const form = (file: Blob | null, name: string, data: object = BODIES['service-requests']) => {
    const body = new FormData();
    body.set('data', JSON.stringify(data));
    if (file) body.set('attachment', file, name);
    return body;
  };

  it('stores an allowed document with the submission', async () => {
    const response = await post('service-requests', form(new Blob([PDF]), 'brief.pdf'));
    expect(response.status).toBe(201);
    expect(stored((await response.json()).id)).toBeDefined();
  });

  it('refuses a file whose content is not an allowed type, whatever its name', async () => {
    const response = await post('meeting-requests', form(new Blob(['MZ\x90\x00 not a pdf']), 'brief.pdf', BODIES['meeting-requests']));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'validation', fields: { attachment: 'attachmentType' } });
  });

  it('answers 413 past 10 MB', async () => {
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(PDF);
    const response = await post('service-requests', form(new Blob([huge]), 'huge.pdf'));
    expect(response.status).toBe(413);
  });

  it('answers 415 for multipart on an endpoint without attachments, 400 for multipart without data', async () => {
    expect((await post('support-messages', form(null, '', BODIES['support-messages']))).status).toBe(415);
    const empty = new FormData();
    empty.set('other', 'x');
    expect((await post('service-requests', empty)).status).toBe(400);
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
    const response = await post('support-messages', { ...BODIES['support-messages'], mail: 'private.person@example.ge' });
    const { id } = await response.json();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = server.logs.join('').split('\n').filter((line) => line.includes(id));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({ level: 'info', event: 'submission.stored', id, kind: 'support' });
    expect(server.logs.join('')).not.toContain('private.person@example.ge');
  });

  it('answers GET with 405', async () => {
    expect((await fetch(`${server.url}/api/support-messages`)).status).toBe(405);
  });
});
