/**
 * 10,000 generated bad submissions: wrong types, missing or extra fields, broken JSON, odd content
 * types; and valid multipart bodies cut short. Every answer must be a 4xx, nothing may be stored,
 * and nothing may go wrong in the server (its log stays free of uncaught errors).
 */

import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_BOUNDARIES, PDF_BYTES, multipartBody, multipartType, requestParts, truncationPoints } from '@/tests/support/multipart';
import { farDay, forbiddenText, impossibleDate, invisibleText, pastDay, unknownKey } from '@/tests/support/bad-input';
import { countRows, daysFromNow, startServer, type TestServer } from './server';

const RUNS = 10_000;
/** Payloads sent at once. */
const IN_FLIGHT = 4;
/** What the server logs when something escaped the handlers: Next's ⨯ lines, uncaught errors, stack traces. */
const FAULT_IN_LOG = /uncaught|unhandled|⨯|\n\s+at /i;
const ENDPOINTS = ['meeting-requests', 'service-requests', 'support-messages', 'investor-requests'] as const;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ SUBMISSIONS_RATE_LIMIT: '0' });
});
afterAll(async () => {
  await server.stop();
});

const scalar = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(''));
const fieldNames = fc.constantFrom(
  'email',
  'firstName',
  'lastName',
  'contactLanguage',
  'industry',
  'timeSlots',
  'expertId',
  'serviceId',
  'name',
  'mail',
  'theme',
  'comment',
  'amountUsd',
  'budgetUsd',
  'comments',
  'phone',
  'locale',
  '__proto__',
  'constructor',
);
/** Objects that look like a submission but are wrong somewhere: never a valid one. */
const badObject = fc.dictionary(
  fieldNames,
  fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 })),
  { maxKeys: 8 },
);
const badBody = fc.oneof(
  { weight: 6, arbitrary: badObject.map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) })) },
  {
    weight: 2,
    arbitrary: fc
      .jsonValue()
      .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
      .map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) })),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }).map((body) => ({ contentType: 'application/json', body: `{${body}` })) },
  {
    weight: 1,
    arbitrary: fc
      .string({ maxLength: 100 })
      .map((body) => ({ contentType: fc.sample(fc.constantFrom('text/plain', 'application/xml', '', 'application/jsonx'), 1)[0]!, body })),
  },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ contentType: 'application/json', body: `${Buffer.from(bytes).toString('latin1')}\u0000` })),
  },
);

describe('bad input', () => {
  it(`${RUNS} generated bad payloads get only 4xx answers and store nothing`, async () => {
    const statuses = new Map<number, number>();
    const send = async (endpoint: (typeof ENDPOINTS)[number], { contentType, body }: { contentType: string; body: string }) => {
      const response = await fetch(`${server.url}/api/${endpoint}`, { method: 'POST', headers: contentType ? { 'content-type': contentType } : {}, body });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      return response.status >= 400 && response.status < 500;
    };
    // A few at once, as many visitors send them: the server and this process then work side by
    // side (a sixth less time than one after another).
    const batch = fc.array(fc.tuple(fc.constantFrom(...ENDPOINTS), badBody), { minLength: IN_FLIGHT, maxLength: IN_FLIGHT });
    await fc.assert(
      fc.asyncProperty(batch, async (payloads) => (await Promise.all(payloads.map(([endpoint, payload]) => send(endpoint, payload)))).every(Boolean)),
      { numRuns: RUNS / IN_FLIGHT, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
    );
    expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBe(RUNS);
    console.log('fuzz answers by status:', Object.fromEntries(statuses));
    expect(countRows(server.dataDir)).toBe(0);
    expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
  }, 600_000);
});

/**
 * Valid submissions with exactly one generated fault: a forbidden character, text of invisible
 * characters, a day not on the calendar, a slot over or too far ahead, an unknown key (`__proto__`
 * among them), a bad file name. Each must be answered 422 naming that field with the right key.
 */
const FAULT_RUNS = 1_500;
const slot = { date: daysFromNow(10), from: '10:00', to: '11:30', timeZone: 'Asia/Tbilisi' };
const VALID = {
  'meeting-requests': {
    expertId: 'aigerim-sadykova',
    email: 'dana@example.kz',
    firstName: 'Dana',
    lastName: 'Serikova',
    contactLanguage: 'ru',
    industry: 'it',
    timeSlots: [slot],
  },
  'support-messages': { name: 'Nika', mail: 'nika@example.ge', theme: 'technical', comment: 'The map does not load.' },
  'investor-requests': { name: 'Arman', email: 'arman@example.kz', amountUsd: 25000 },
} as const;
type Valid = keyof typeof VALID;
const TEXT: [Valid, string][] = [
  ['meeting-requests', 'firstName'],
  ['meeting-requests', 'organization'],
  ['meeting-requests', 'expectedResult'],
  ['support-messages', 'name'],
  ['support-messages', 'comment'],
  ['investor-requests', 'name'],
];
const REQUIRED: [Valid, string][] = TEXT.filter(([endpoint, field]) => field in VALID[endpoint]);
const now = Date.now();

type Fault = { endpoint: Valid; body: string; contentType: string; field: string; key: string };
const json = (endpoint: Valid, patch: Record<string, unknown>, field: string, key: string): Fault => ({
  endpoint,
  body: JSON.stringify({ ...VALID[endpoint], ...patch }),
  contentType: 'application/json',
  field,
  key,
});
const withSlotDate = (date: string, key: string) => json('meeting-requests', { timeSlots: [{ ...slot, date }] }, 'timeSlots.0.date', key);

const fault: fc.Arbitrary<Fault> = fc.oneof(
  fc.tuple(fc.constantFrom(...TEXT), forbiddenText()).map(([[endpoint, field], text]) => json(endpoint, { [field]: text }, field, 'invalidCharacters')),
  fc.tuple(fc.constantFrom(...REQUIRED), invisibleText()).map(([[endpoint, field], text]) => json(endpoint, { [field]: text }, field, 'required')),
  impossibleDate().map((date) => withSlotDate(date, 'invalidDate')),
  pastDay(now).map((date) => withSlotDate(date, 'slotPast')),
  farDay(now).map((date) => withSlotDate(date, 'slotTooFar')),
  fc.tuple(fc.constantFrom(...(Object.keys(VALID) as Valid[])), unknownKey()).map(([endpoint, key]) => ({
    endpoint,
    body: `{${JSON.stringify(key)}: {"polluted": true}, ${JSON.stringify(VALID[endpoint]).slice(1)}`,
    contentType: 'application/json',
    field: key,
    key: 'unknownField',
  })),
  fc
    .tuple(fc.constantFrom('locale', 'theme'), fc.string({ maxLength: 8 }))
    .map(([field, value]) => json('support-messages', { [field]: value === 'ru' || value === 'other' ? `${value}x` : value }, field, 'invalidChoice')),
  fc.tuple(forbiddenText(), fc.constantFrom(...Object.values(BROWSER_BOUNDARIES))).map(([name, boundary]) => ({
    endpoint: 'meeting-requests' as const,
    body: Buffer.from(
      multipartBody(boundary, requestParts(VALID['meeting-requests'], { name: `${name.replace(/[\\/"]/g, '_')}.pdf`, bytes: PDF_BYTES })),
    ).toString('latin1'),
    contentType: multipartType(boundary),
    field: 'attachment',
    key: 'invalidCharacters',
  })),
);

describe('one fault in a valid submission', () => {
  it(`${FAULT_RUNS} generated faults get 422 naming the field and the fault, and store nothing`, async () => {
    const before = countRows(server.dataDir);
    await fc.assert(
      fc.asyncProperty(fault, async ({ endpoint, body, contentType, field, key }) => {
        const response = await fetch(`${server.url}/api/${endpoint}`, {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: contentType.startsWith('multipart') ? Buffer.from(body, 'latin1') : body,
        });
        const answer = (await response.json()) as { error?: string; fields?: Record<string, string> };
        expect(response.status).toBe(422);
        expect(Object.getOwnPropertyDescriptor(answer.fields ?? {}, field)?.value).toBe(key);
      }),
      { numRuns: FAULT_RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261124) },
    );
    expect(countRows(server.dataDir)).toBe(before);
  }, 600_000);
});

/**
 * A valid request with a file, cut short at every part boundary and a few bytes either side of
 * each: a dropped upload, or a client whose body ends early. Each cut used to raise an uncaught
 * "Part terminated early" in the server (the client still got its 400).
 */
describe('truncated multipart bodies', () => {
  const files = [
    { name: 'brief.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
    { name: 'notes.txt', bytes: new TextEncoder().encode('Задача: сайт\r\n--not a boundary\r\n'.repeat(40)), type: 'text/plain' },
  ];
  const bodies = Object.values(BROWSER_BOUNDARIES).flatMap((boundary) =>
    files.flatMap((file) => {
      const parts = requestParts(VALID['meeting-requests'], file);
      // Browsers send the fields in the form's order; the file may come first.
      return [parts, [...parts].reverse()].map((ordered) => ({ boundary, body: multipartBody(boundary, ordered) }));
    }),
  );

  it('answer 400, store nothing and leave the log clean, wherever they end', async () => {
    const before = countRows(server.dataDir);
    const logged = server.logs.length;
    let sent = 0;
    for (const { boundary, body } of bodies) {
      for (const cut of truncationPoints(body, boundary)) {
        const response = await fetch(`${server.url}/api/meeting-requests`, {
          method: 'POST',
          headers: { 'content-type': multipartType(boundary) },
          body: body.slice(0, cut),
        });
        await response.arrayBuffer();
        expect(response.status, `${boundary} cut at byte ${cut} of ${body.length}`).toBe(400);
        sent++;
      }
      // The whole body is accepted: the cuts, not the bodies, were at fault.
      const whole = await fetch(`${server.url}/api/meeting-requests`, { method: 'POST', headers: { 'content-type': multipartType(boundary) }, body });
      expect(whole.status).toBe(201);
    }
    expect(sent).toBeGreaterThan(500);
    expect(countRows(server.dataDir)).toBe(before + bodies.length);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.logs.slice(logged).join('')).not.toMatch(FAULT_IN_LOG);
  }, 300_000);

  it('a connection dropped in the middle of the file leaves the log clean', async () => {
    const logged = server.logs.length;
    const { boundary, body } = bodies[0]!;
    for (const cut of truncationPoints(body, boundary, 0)) {
      await new Promise<void>((resolve) => {
        const request = httpRequest(`${server.url}/api/meeting-requests`, {
          method: 'POST',
          headers: { 'content-type': multipartType(boundary), 'content-length': String(body.length) },
        });
        request.on('error', () => resolve());
        request.on('response', (response) => {
          response.resume();
          resolve();
        });
        request.write(body.slice(0, cut), () => setTimeout(() => request.destroy(), 20));
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.logs.slice(logged).join('')).not.toMatch(FAULT_IN_LOG);
  });
});
