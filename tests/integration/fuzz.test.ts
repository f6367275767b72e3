import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, startServer, type TestServer } from './server';

/**
 * 10,000 generated bad submissions: wrong types, missing or extra fields, broken JSON, odd content
 * types. Every answer must be a 4xx and nothing may be stored.
 */
const RUNS = 10_000;
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
  'email', 'firstName', 'lastName', 'contactLanguage', 'industry', 'timeSlots', 'expertId', 'serviceId',
  'name', 'mail', 'theme', 'comment', 'amountUsd', 'budgetUsd', 'comments', 'phone', 'locale', '__proto__', 'constructor',
);
/** Objects that look like a submission but are wrong somewhere: never a valid one. */
const badObject = fc.dictionary(fieldNames, fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 })), { maxKeys: 8 });
const badBody = fc.oneof(
  { weight: 6, arbitrary: badObject.map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) })) },
  { weight: 2, arbitrary: fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)).map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) })) },
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }).map((body) => ({ contentType: 'application/json', body: `{${body}` })) },
  { weight: 1, arbitrary: fc.string({ maxLength: 100 }).map((body) => ({ contentType: fc.sample(fc.constantFrom('text/plain', 'application/xml', '', 'application/jsonx'), 1)[0]!, body })) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ contentType: 'application/json', body: Buffer.from(bytes).toString('latin1') + '\u0000' })) },
);

describe('bad input', () => {
  it(`${RUNS} generated bad payloads get only 4xx answers and store nothing`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), badBody, async (endpoint, { contentType, body }) => {
        const response = await fetch(`${server.url}/api/${endpoint}`, { method: 'POST', headers: contentType ? { 'content-type': contentType } : {}, body });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        return response.status >= 400 && response.status < 500;
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
    );
    console.log('fuzz answers by status:', Object.fromEntries(statuses));
    expect(countRows(server.dataDir)).toBe(0);
    expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
  }, 600_000);
});
