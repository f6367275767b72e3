/**
 * The storage suite, against SQLite always and against PostgreSQL when PG_TEST_URL points to a
 * server (`npm test` starts one from Debian's postgresql package when it can). Without one, the
 * PostgreSQL cases are skipped with the reason in the report; in CI they fail instead.
 */

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { missingDependency } from '@/tests/support/dependencies';
import { migrate, openDatabase } from './database';
import { SubmissionStore } from './store';

const PG_URL = process.env.PG_TEST_URL;

/** `missing`: why the back-end cannot be tested here (undefined when it can; throws in CI). */
type Backend = {
  name: string;
  missing: () => string | undefined;
  make: () => Promise<{ store: SubmissionStore; reopen: () => Promise<SubmissionStore> }>;
};

const backends: Backend[] = [
  {
    name: 'sqlite',
    missing: () => undefined,
    make: async () => {
      const sqlitePath = join(mkdtempSync(join(tmpdir(), 'store-')), 'submissions.sqlite');
      const open = () => {
        const database = openDatabase({ sqlitePath });
        return migrate(database).then(() => new SubmissionStore(database));
      };
      return { store: await open(), reopen: open };
    },
  },
  {
    name: 'postgres',
    missing: () => missingDependency('PostgreSQL', PG_URL !== undefined, 'PG_TEST_URL is not set; scripts/with-postgres.sh starts a server and sets it'),
    make: async () => {
      const name = `store_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
      const admin = new Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(PG_URL!);
      url.pathname = `/${name}`;
      const open = () => {
        const database = openDatabase({ databaseUrl: url.toString(), sqlitePath: '' });
        return migrate(database).then(() => new SubmissionStore(database));
      };
      return { store: await open(), reopen: open };
    },
  },
];

const meeting = (n = 1) => ({ kind: 'meeting', locale: 'ru', payload: { email: `visitor${n}@example.kz`, firstName: 'Dana', n } });

describe.each(backends)('submission store on $name', ({ make, missing }) => {
  let store: SubmissionStore;
  let reopen: () => Promise<SubmissionStore>;

  beforeAll(async () => {
    if (missing()) return;
    ({ store, reopen } = await make());
  });
  beforeEach(({ skip }) => {
    const why = missing();
    if (why) skip(why);
  });
  afterAll(async () => {
    await store?.close();
  });

  it('stores a submission and reads it back', async () => {
    const result = await store.insert(meeting());
    expect(result.status).toBe('created');
    const { id, reference } = result as { id: string; reference: string };
    expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await store.get(id)).toMatchObject({ id, reference, kind: 'meeting', locale: 'ru', payload: meeting().payload, attachments: [] });
  });

  it('stores an attachment with the submission, with its size and hash', async () => {
    const data = new TextEncoder().encode('%PDF-1.7 test');
    const result = await store.insert({ ...meeting(2), attachment: { filename: 'brief.pdf', contentType: 'application/pdf', data } });
    const stored = await store.get((result as { id: string }).id);
    expect(stored?.attachments).toEqual([
      { id: expect.any(String), filename: 'brief.pdf', contentType: 'application/pdf', size: data.byteLength, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    expect(Buffer.from((await store.attachmentData(stored!.attachments[0]!.id))!)).toEqual(Buffer.from(data));
  });

  it('stores a retried send with the same idempotency key once, and refuses the key for another body', async () => {
    const idempotency = { key: `key-${Math.random()}`, requestHash: 'hash-a' };
    const before = await store.count();
    const first = await store.insert({ ...meeting(3), idempotency });
    const again = await store.insert({ ...meeting(3), idempotency });
    expect(first.status).toBe('created');
    const { id, reference } = first as { id: string; reference: string };
    expect(again).toEqual({ status: 'replayed', id, reference });
    expect(await store.insert({ ...meeting(4), idempotency: { ...idempotency, requestHash: 'hash-b' } })).toEqual({ status: 'conflict' });
    expect(await store.count()).toBe(before + 1);
  });

  it('handles concurrent sends of the same key in one group', async () => {
    const idempotency = { key: `key-${Math.random()}`, requestHash: 'same' };
    const results = await Promise.all(Array.from({ length: 5 }, () => store.insert({ ...meeting(5), idempotency })));
    expect(new Set(results.map((r) => (r as { id: string }).id)).size).toBe(1);
    expect(results.filter((r) => r.status === 'created')).toHaveLength(1);
  });

  it('commits hundreds of concurrent sends, every one readable afterwards', async () => {
    const before = await store.count();
    const results = await Promise.all(Array.from({ length: 600 }, (_, i) => store.insert(meeting(1000 + i))));
    expect(results.every((r) => r.status === 'created')).toBe(true);
    expect(new Set(results.map((r) => (r as { id: string }).id)).size).toBe(600);
    expect(await store.count()).toBe(before + 600);
  });

  it('lists submissions in order, from a date on', async () => {
    // Two stored last but dated before all the others, the later one first: the rows' natural
    // order (as stored) is not their time order, so only the query's ORDER BY lists them right.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(new Date('2001-01-02T00:00:00.000Z'));
    const later = (await store.insert(meeting(20))) as { id: string };
    vi.setSystemTime(new Date('2001-01-01T00:00:00.000Z'));
    const earlier = (await store.insert(meeting(21))) as { id: string };
    const all = await store.list();
    expect(all.length).toBeGreaterThan(600);
    expect(all.slice(0, 2).map((s) => s.id)).toEqual([earlier.id, later.id]);
    const times = all.map((s) => s.createdAt);
    expect([...times].sort()).toEqual(times);
    const since = await store.list({ since: '2001-01-02T00:00:00.000Z' });
    expect(since.map((s) => s.id)).toEqual(all.slice(1).map((s) => s.id));
    const future = await store.list({ since: '2999-01-01' });
    expect(future).toEqual([]);
  });

  it('keeps everything across a reopen', async () => {
    const count = await store.count();
    await store.close();
    store = await reopen();
    expect(await store.count()).toBe(count);
  });

  it('runs the outbox: claim with a lease, retry later, deliver once', async () => {
    const { id } = (await store.insert(meeting(9))) as { id: string };
    const now = new Date(Date.now() + 1000);
    const claimed = await store.claimDue(now, 10_000, 30_000);
    const row = claimed.find((item) => item.submissionId === id && item.channel === 'webhook')!.id;
    // Leased: a second dispatcher finds nothing.
    expect(await store.claimDue(now, 10_000, 30_000)).toEqual([]);
    await store.markFailed(row, 1, new Date(now.getTime() + 60_000), 'HTTP 503');
    expect((await store.claimDue(now, 10_000, 30_000)).map((item) => item.id)).not.toContain(row);
    const later = await store.claimDue(new Date(now.getTime() + 61_000), 10_000, 30_000);
    expect(later.find((item) => item.id === row)).toEqual({
      id: row,
      submissionId: id,
      channel: 'webhook',
      attempts: 1,
      secret: null,
      recipient: null,
      statusChangeId: null,
    });
    await store.markDelivered(row, new Date());
    expect((await store.claimDue(new Date(now.getTime() + 10 ** 9), 10_000, 30_000)).map((item) => item.id)).not.toContain(row);
  });

  it('migrates an up-to-date database without change', async () => {
    const again = await reopen();
    expect(await again.count()).toBe(await store.count());
    await again.close();
  });
});
