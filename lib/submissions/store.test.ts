/**
 * The storage suite, against SQLite always and against PostgreSQL when PG_TEST_URL points to a
 * server (tests/support/databases.ts).
 */

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { TEST_BACKENDS } from '@/tests/support/databases';
import type { Kysely } from 'kysely';
import { type Database, StorageBusyError, migrate, openDatabase } from './database';
import { hashStatusToken } from './request-status';
import { type NewSubmission, SubmissionStore, searchColumns, sha256 } from './store';

/** `missing`: why the back-end cannot be tested here (undefined when it can; throws in CI). */
type Backend = {
  name: string;
  missing: () => string | undefined;
  make: () => Promise<{ store: SubmissionStore; reopen: () => Promise<SubmissionStore> }>;
};

const backends: Backend[] = TEST_BACKENDS.map(({ name, missing, make }) => ({
  name,
  missing,
  make: async () => {
    const { database, reopen } = await make();
    return { store: new SubmissionStore(database), reopen: async () => new SubmissionStore(await reopen()) };
  },
}));

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

  it('closes its database, and keeps everything across a reopen', async () => {
    const count = await store.count();
    const closed = store;
    await closed.close();
    // Closed for good: a server that shuts down lets go of the file or its connections.
    await expect(closed.count()).rejects.toThrow();
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
      messageId: null,
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

describe.each(backends)('the store’s reading and the outbox’s bookkeeping on $name', ({ make, missing }) => {
  let store: SubmissionStore;
  let db: Kysely<Database>;

  beforeAll(async () => {
    if (missing()) return;
    ({ store } = await make());
    db = store.database.db;
  });
  beforeEach(({ skip }) => {
    const why = missing();
    if (why) skip(why);
  });
  afterAll(async () => {
    await store?.close();
  });

  const created = async (submission: NewSubmission) => (await store.insert(submission)) as { id: string; reference: string };
  const outboxRow = (id: number) => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** Each test's deliveries are due at a moment of their own, so tests never claim each other's. */
  const settleEarlier = async () => {
    await db.updateTable('outbox').set({ delivered_at: 'settled' }).where('delivered_at', 'is', null).execute();
  };
  const dueAt = async (submissionId: string, at: Date) => {
    await db.updateTable('outbox').set({ next_attempt_at: at.toISOString() }).where('submission_id', '=', submissionId).execute();
  };

  it('reads several submissions by id, each with its own files, and none for no ids', async () => {
    const file = (text: string) => ({ filename: `${text}.txt`, contentType: 'text/plain', data: new TextEncoder().encode(text) });
    const a = await created({ ...meeting(30), attachment: file('first') });
    const b = await created({ ...meeting(31), attachment: file('second') });
    await created(meeting(32));
    const many = await store.getMany([b.id, a.id]);
    expect(many.map((s) => [s.id, s.attachments.map((attachment) => attachment.filename)]).sort()).toEqual(
      [
        [a.id, ['first.txt']],
        [b.id, ['second.txt']],
      ].sort(),
    );
    expect(many.find((s) => s.id === b.id)?.attachments[0]).toEqual({
      id: expect.any(String),
      filename: 'second.txt',
      contentType: 'text/plain',
      size: 6,
      sha256: sha256('second'),
    });
    expect(await store.getMany([])).toEqual([]);
    expect(await store.get('no-such-id')).toBeUndefined();
    expect(await store.attachmentData('no-such-id')).toBeUndefined();
  });

  it('keeps a submission’s language, or none', async () => {
    const { id } = await created({ kind: 'support', payload: { email: 'x@example.kz' } });
    expect(await store.get(id)).toMatchObject({ locale: null, kind: 'support', payload: { email: 'x@example.kz' } });
  });

  it('refuses a key already used for another kind of form, and replays an old submission without a reference as none', async () => {
    const idempotency = { key: `key-${Math.random()}`, requestHash: 'same' };
    await created({ ...meeting(33), idempotency });
    expect(await store.insert({ kind: 'support', payload: meeting(33).payload, idempotency })).toEqual({ status: 'conflict' });
    const old = await created(meeting(34));
    await db.updateTable('submissions').set({ reference: null }).where('id', '=', old.id).execute();
    const oldKey = { key: `key-${Math.random()}`, requestHash: 'h' };
    await db.insertInto('idempotency_keys').values({ key: oldKey.key, kind: 'meeting', request_hash: 'h', submission_id: old.id, created_at: 'x' }).execute();
    expect(await store.insert({ ...meeting(34), idempotency: oldKey })).toEqual({ status: 'replayed', id: old.id, reference: '' });
  });

  it('claims only due, undelivered deliveries of the asked channels, oldest first, up to the limit', async () => {
    await settleEarlier();
    const base = new Date('2030-01-01T00:00:00.000Z');
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await created(meeting(40 + i))).id);
    // Due in reverse order of insertion, so that only the query's order gives the oldest first;
    // one not yet due, one delivered, one given up.
    for (const [i, id] of ids.entries()) await dueAt(id, new Date(base.getTime() - (i + 1) * 1000));
    await dueAt(ids[0]!, new Date(base.getTime() + 1));
    const [delivered] = await store.claimDue(new Date(base.getTime() - 2500), 1, 1);
    expect(delivered?.submissionId).toBe(ids[3]);
    await store.markDelivered(delivered!.id, base);
    const [givenUp] = await store.claimDue(new Date(base.getTime() - 2500), 1, 1);
    expect(givenUp?.submissionId).toBe(ids[2]);
    await store.markGivenUp(givenUp!.id, 1, base, 'SMTP 550');
    expect(await store.claimDue(base, 10, 1000, [])).toEqual([]);
    expect(await store.claimDue(base, 10, 1000, ['office'])).toEqual([]);
    const claimed = await store.claimDue(base, 10, 1000, ['webhook', 'office']);
    expect(claimed.map((item) => item.submissionId)).toEqual([ids[1]]);
    // Exactly when it is due, the row not yet due is due.
    const [exact] = await store.claimDue(new Date(base.getTime() + 1), 1, 1000);
    expect(exact?.submissionId).toBe(ids[0]);
  });

  it('leases a claimed delivery until its lease runs out, to the millisecond', async () => {
    await settleEarlier();
    const base = new Date('2031-01-01T00:00:00.000Z');
    const { id } = await created(meeting(50));
    await dueAt(id, base);
    const [item] = await store.claimDue(base, 10, 5000);
    expect((await outboxRow(item!.id)).locked_until).toBe('2031-01-01T00:00:05.000Z');
    expect(await store.claimDue(new Date(base.getTime() + 4999), 10, 5000)).toEqual([]);
    expect(await store.claimDue(new Date(base.getTime() + 5000), 10, 5000)).toEqual([]);
    const again = await store.claimDue(new Date(base.getTime() + 5001), 10, 5000);
    expect(again.map((claimed) => claimed.id)).toEqual([item!.id]);
  });

  it('records a failure for a later try, and a refusal for good, each with at most 500 characters of its reason', async () => {
    await settleEarlier();
    const base = new Date('2032-01-01T00:00:00.000Z');
    const { id } = await created(meeting(51));
    await dueAt(id, base);
    const [item] = await store.claimDue(base, 10, 60_000);
    const long = `${'x'.repeat(499)}yz`;
    await store.markFailed(item!.id, 3, new Date(base.getTime() + 2000), long);
    expect(await outboxRow(item!.id)).toMatchObject({
      attempts: 3,
      next_attempt_at: '2032-01-01T00:00:02.000Z',
      locked_until: null,
      last_error: `${'x'.repeat(499)}y`,
      delivered_at: null,
      given_up_at: null,
    });
    // No longer leased: due again at its time.
    expect((await store.claimDue(new Date(base.getTime() + 2000), 10, 60_000)).map((claimed) => claimed.id)).toEqual([item!.id]);
    await db.updateTable('outbox').set({ secret: 'token' }).where('id', '=', item!.id).execute();
    await store.markGivenUp(item!.id, 4, new Date(base.getTime() + 3000), long);
    expect(await outboxRow(item!.id)).toMatchObject({
      attempts: 4,
      given_up_at: '2032-01-01T00:00:03.000Z',
      locked_until: null,
      last_error: `${'x'.repeat(499)}y`,
      secret: null,
      delivered_at: null,
    });
    expect(await store.claimDue(new Date(base.getTime() + 10 ** 9), 10, 1)).toEqual([]);
  });

  it('marks a delivery delivered: never due again, its lease, error and secret gone', async () => {
    await settleEarlier();
    const base = new Date('2033-01-01T00:00:00.000Z');
    const { id } = await created(meeting(52));
    await dueAt(id, base);
    const [item] = await store.claimDue(base, 10, 60_000);
    await store.markFailed(item!.id, 1, base, 'HTTP 503');
    await store.claimDue(base, 10, 60_000);
    await db.updateTable('outbox').set({ secret: 'token' }).where('id', '=', item!.id).execute();
    await store.markDelivered(item!.id, new Date(base.getTime() + 1));
    expect(await outboxRow(item!.id)).toMatchObject({
      delivered_at: '2033-01-01T00:00:00.001Z',
      locked_until: null,
      last_error: null,
      secret: null,
      attempts: 1,
    });
  });

  it('counts the deliveries still to make, per channel', async () => {
    const before = await store.pendingDeliveries(['webhook']);
    const { id } = await created(meeting(53));
    expect(await store.pendingDeliveries(['webhook'])).toBe(before + 1);
    expect(await store.pendingDeliveries(['office', 'confirmation'])).toBe(0);
    expect(await store.pendingDeliveries()).toBe(before + 1);
    const [row] = await store.deliveries(id);
    await store.markGivenUp(row!.id, 1, new Date(), 'refused');
    expect(await store.pendingDeliveries()).toBe(before);
  });

  it('carries a payment link’s status change to its delivery and its link', async () => {
    const { id } = await created(meeting(54));
    const change = await db
      .insertInto('status_changes')
      .values({
        submission_id: id,
        status: 'payment_link_sent',
        at: '2034-01-01T00:00:00.000Z',
        note: '',
        actor_id: 'staff',
        payment_link: 'https://pay.example/1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('outbox')
      .values({
        submission_id: id,
        channel: 'payment_link',
        recipient: null,
        secret: null,
        created_at: '2034-01-01T00:00:00.000Z',
        status_change_id: Number(change.id),
        attempts: 0,
        next_attempt_at: '2034-01-01T00:00:00.000Z',
      })
      .execute();
    const [item] = await store.claimDue(new Date('2034-01-01T00:00:00.000Z'), 10, 1000, ['payment_link']);
    expect(item).toMatchObject({ submissionId: id, channel: 'payment_link', statusChangeId: Number(change.id), attempts: 0 });
    expect(await store.paymentLinkOf(Number(change.id))).toBe('https://pay.example/1');
    expect(await store.paymentLinkOf(Number(change.id) + 1000)).toBeUndefined();
    await db.updateTable('status_changes').set({ payment_link: null }).where('id', '=', Number(change.id)).execute();
    expect(await store.paymentLinkOf(Number(change.id))).toBeUndefined();
  });

  it('with mail, stores a submission that gives no address: the office hears of it, and no confirmation is queued', async () => {
    // No address in the group: no count of confirmations to ask for (PostgreSQL refuses an empty `in ()`).
    const mailing = new SubmissionStore(store.database, { mail: true });
    const { id } = (await mailing.insert({ kind: 'support', payload: { phone: '+7 700 000 0000' } })) as { id: string };
    expect((await store.deliveries(id)).map((row) => row.channel)).toEqual(['office', 'webhook']);
  });

  it('lists a submission’s deliveries by channel, then in order', async () => {
    const { id } = await created(meeting(55));
    for (const channel of ['office', 'confirmation', 'office'])
      await db
        .insertInto('outbox')
        .values({ submission_id: id, channel, recipient: null, secret: null, created_at: 'x', status_change_id: null, attempts: 0, next_attempt_at: '2999' })
        .execute();
    const rows = await store.deliveries(id);
    expect(rows.map((row) => row.channel)).toEqual(['confirmation', 'office', 'office', 'webhook']);
    expect(rows[1]!.id).toBeLessThan(rows[2]!.id);
    expect(Object.keys(rows[0]!).sort()).toEqual(['attempts', 'channel', 'delivered_at', 'given_up_at', 'id', 'last_error']);
  });

  it('shows a status link’s request with its steps in order until the link expires; after an erasure, only the status', async () => {
    const plainStep = { paymentLink: null, reason: null, customerNote: null, meeting: null };
    const { id, reference } = await created(meeting(56));
    const token = 'T'.repeat(43);
    await db
      .updateTable('request_status')
      .set({ token_hash: hashStatusToken(token), expires_at: '2035-01-01T00:00:00.000Z' })
      .where('submission_id', '=', id)
      .execute();
    const row = await db.selectFrom('submissions').select('created_at').where('id', '=', id).executeTakeFirstOrThrow();
    await db.updateTable('submissions').set({ status: 'confirmed', status_at: null }).where('id', '=', id).execute();
    for (const [status, at, link] of [
      ['forwarded', '2034-06-02T00:00:00.000Z', null],
      ['confirmed', '2034-06-01T00:00:00.000Z', null],
      ['payment_link_sent', '2034-06-02T00:00:00.000Z', 'https://pay.example/2'],
    ] as const)
      await db.insertInto('status_changes').values({ submission_id: id, status, at, note: 'inside', actor_id: 'staff', payment_link: link }).execute();
    const view = await store.requestStatus(token, new Date('2034-12-31T23:59:59.999Z'));
    expect(view).toEqual({
      id,
      reference,
      kind: 'meeting',
      createdAt: row.created_at,
      locale: 'ru',
      thread: [],
      payload: meeting(56).payload,
      erased: false,
      status: 'confirmed',
      // No time of the status of its own (the oldest rows): the time it was received.
      statusAt: row.created_at,
      steps: [
        { ...plainStep, status: 'confirmed', at: '2034-06-01T00:00:00.000Z' },
        { ...plainStep, status: 'forwarded', at: '2034-06-02T00:00:00.000Z' },
        { ...plainStep, status: 'payment_link_sent', at: '2034-06-02T00:00:00.000Z', paymentLink: 'https://pay.example/2' },
      ],
    });
    expect(await store.requestStatus(token, new Date('2035-01-01T00:00:00.000Z'))).toBeUndefined();
    await db.updateTable('submissions').set({ erased_at: '2034-07-01T00:00:00.000Z', status_at: '2034-06-02T00:00:00.000Z' }).where('id', '=', id).execute();
    expect(await store.requestStatus(token, new Date('2034-12-31T00:00:00.000Z'))).toMatchObject({
      payload: {},
      erased: true,
      statusAt: '2034-06-02T00:00:00.000Z',
    });
  });
});

describe('the sender’s address and name as the office searches them', () => {
  it('joins the parts of the name that were given with one space, in lower case, as the office types a name', () => {
    expect(searchColumns({ firstName: 'Dana', lastName: 'Serikova', email: 'Dana@Example.KZ' })).toEqual({
      email: 'dana@example.kz',
      name_search: 'dana serikova',
    });
    expect(searchColumns({ firstName: 'Dana', name: 'Serikova' })).toEqual({ email: null, name_search: 'dana serikova' });
    expect(searchColumns({ lastName: 'Serikova', mail: 'Old@Example.ge' })).toEqual({ email: 'old@example.ge', name_search: 'serikova' });
    expect(searchColumns({ kind: 'none' })).toEqual({ email: null, name_search: null });
  });

  it('leaves out a field that is no text, rather than failing the submission', () => {
    expect(searchColumns({ email: 42, mail: 'nika@example.ge', firstName: ['Nika'], lastName: 7, name: 'Nika Old' })).toEqual({
      email: 'nika@example.ge',
      name_search: 'nika old',
    });
  });
});

describe('a busy database, and a bad submission, on SQLite', () => {
  async function newStore(options: { waitMs?: number } = {}) {
    const database = openDatabase({ sqlitePath: join(mkdtempSync(join(tmpdir(), 'store-busy-')), 'submissions.sqlite') });
    await migrate(database);
    const store = new SubmissionStore(database, options);
    onTestFinished(() => store.close());
    return store;
  }
  const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
  /**
   * The store's transactions, each failing as the plan says until it says 'real' (or held until a
   * promise says which): the store's retries are counted without a second process, and without
   * timing a real lock. `committed` has the number of submissions of each transaction that committed.
   */
  function planWrites(store: SubmissionStore, plan: (call: number) => Error | 'real' | Promise<Error | 'real'>) {
    const target = store as unknown as { write: (work: unknown) => Promise<unknown> };
    const real = target.write.bind(store);
    let calls = 0;
    const committed: number[] = [];
    vi.spyOn(target, 'write').mockImplementation(async (work) => {
      const planned = plan(++calls);
      const step = planned instanceof Promise ? await planned : planned;
      if (step !== 'real') throw step;
      const results = (await real(work)) as unknown[];
      committed.push(results.length);
      return results;
    });
    return Object.assign(() => calls, { committed });
  }

  it('stores a group’s good submissions when one of them cannot be stored, which alone fails, with its own error', async () => {
    const store = await newStore();
    const results = await Promise.allSettled([store.insert(meeting(1)), store.insert({ kind: 'meeting', payload: { n: 10n } }), store.insert(meeting(3))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(TypeError);
    expect(await store.count()).toBe(2);
  });

  it('runs one transaction at a time: sends that arrive during a commit wait for it, then go together in the next', async () => {
    const store = await newStore();
    vi.useFakeTimers({ toFake: ['setImmediate'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let release: (step: 'real') => void = () => {};
    const calls = planWrites(store, (call) => (call === 1 ? new Promise((resolve) => (release = resolve)) : 'real'));
    const first = store.insert(meeting(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(1);
    const later = [2, 3, 4].map((n) => store.insert(meeting(n)));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls(), 'no second transaction while the first runs').toBe(1);
    release('real');
    await Promise.all([first, ...later]);
    expect(calls.committed).toEqual([1, 3]);
  });

  it('commits sends that arrive together in transactions of at most 250: 450 in two, of 250 and 200', async () => {
    const store = await newStore();
    const calls = planWrites(store, () => 'real');
    const results = await Promise.all(Array.from({ length: 450 }, (_, i) => store.insert(meeting(i))));
    expect(results.every((result) => result.status === 'created')).toBe(true);
    // Each transaction writes its submissions' status rows and deliveries in statements of up to
    // 200 rows: 250 takes two, 200 exactly one.
    expect(calls.committed).toEqual([250, 200]);
    expect(calls()).toBe(2);
    expect(await store.pendingDeliveries()).toBe(450);
  });

  /** Steps the fake clock through `pauses`, checking that each try comes exactly when its pause is over. */
  async function expectPauses(calls: () => number, pauses: number[], first = 1) {
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(first);
    for (const [i, pause] of pauses.entries()) {
      await vi.advanceTimersByTimeAsync(pause - 1);
      expect(calls(), `before pause ${i + 1} is over`).toBe(first + i);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls(), `when pause ${i + 1} is over`).toBe(first + i + 1);
    }
  }

  it('tries a busy database again after pauses of 5, 10, 20, 40, 80 and 160 ms, then every 250 ms, then stores', async () => {
    const store = await newStore();
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let free = false;
    const calls = planWrites(store, () => (free ? 'real' : busy()));
    const insert = store.insert(meeting(1));
    await expectPauses(calls, [5, 10, 20, 40, 80, 160, 250, 250]);
    free = true;
    await vi.advanceTimersByTimeAsync(250);
    expect((await insert).status).toBe('created');
    expect(calls()).toBe(10);
  });

  it('takes the sends that arrived while a transaction found the database busy into its retry, up to 250 in one transaction', async () => {
    const store = await newStore();
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let refuse: (step: Error) => void = () => {};
    const calls = planWrites(store, (call) => (call === 1 ? new Promise((resolve) => (refuse = resolve)) : 'real'));
    const first = store.insert(meeting(1));
    await vi.advanceTimersByTimeAsync(0);
    const waiting = Array.from({ length: 300 }, (_, i) => store.insert(meeting(2 + i)));
    refuse(busy());
    // The retry, after the first pause of 5 ms.
    await vi.advanceTimersByTimeAsync(5);
    await Promise.all([first, ...waiting]);
    expect(calls.committed).toEqual([250, 51]);
  });

  it('tries the next send at once after every waiting one failed as busy, with no pause left over', async () => {
    const store = await newStore({ waitMs: 0 });
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'setImmediate'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let free = false;
    const calls = planWrites(store, () => (free ? 'real' : busy()));
    const refused = store.insert(meeting(1)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(await refused).toBeInstanceOf(StorageBusyError);
    free = true;
    const next = store.insert(meeting(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(2);
    expect((await next).status).toBe('created');
  });

  it('refuses an insert with no time to wait as busy at its first refusal', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const store = await newStore({ waitMs: 0 });
    const calls = planWrites(store, () => busy());
    await expect(store.insert(meeting(1))).rejects.toBeInstanceOf(StorageBusyError);
    expect(calls()).toBe(1);
  });

  it('refuses inserts still waiting at their deadline as busy, and stores none of them late', async () => {
    const store = await newStore({ waitMs: 100 });
    const calls = planWrites(store, () => busy());
    const waiting = [store.insert(meeting(1)), store.insert(meeting(2))];
    // One more arrives while the first two wait: it joins their retries and shares their fate.
    await new Promise((resolve) => setTimeout(resolve, 20));
    waiting.push(store.insert(meeting(3)));
    for (const insert of waiting) await expect(insert).rejects.toBeInstanceOf(StorageBusyError);
    vi.mocked((store as unknown as { write: () => unknown }).write).mockRestore();
    expect(calls()).toBeGreaterThan(1);
    expect(await store.count()).toBe(0);
  });

  it('alone after a failed group, waits out a busy database with pauses of 5, 10, 20 … 250 ms, then stores', async () => {
    const store = await newStore();
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let free = false;
    const calls = planWrites(store, (call) => (call === 1 ? new Error('the group failed') : free ? 'real' : busy()));
    const insert = store.insert(meeting(1));
    // The group's one try, then the first try alone, at once.
    await expectPauses(calls, [5, 10, 20, 40, 80, 160, 250, 250], 2);
    free = true;
    await vi.advanceTimersByTimeAsync(250);
    expect((await insert).status).toBe('created');
    expect(calls()).toBe(11);
  });

  it('alone after a failed group, refuses an insert with no time to wait as busy at its first refusal', async () => {
    const store = await newStore({ waitMs: 0 });
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'setImmediate'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const calls = planWrites(store, (call) => (call === 1 ? new Error('the group failed') : busy()));
    // Settled or not, read without waiting: its deadline is the very moment of its first try.
    let outcome: unknown;
    store.insert(meeting(1)).then(
      () => (outcome = 'stored'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toBeInstanceOf(StorageBusyError);
    expect(calls()).toBe(2);
  });

  it('alone after a failed group, fails as busy at its deadline, with the refusal as its cause; another failure at once', async () => {
    const store = await newStore({ waitMs: 100 });
    const calls = planWrites(store, (call) => (call === 1 ? new Error('the group failed') : busy()));
    const error = await store.insert(meeting(1)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageBusyError);
    expect((error as Error).cause).toMatchObject({ code: 'SQLITE_BUSY' });
    expect(calls()).toBeGreaterThan(2);
    const failure = new Error('not a lock');
    const other = await newStore();
    const otherCalls = planWrites(other, () => failure);
    await expect(other.insert(meeting(2))).rejects.toBe(failure);
    // Once as the group, once alone.
    expect(otherCalls()).toBe(2);
  });
});
