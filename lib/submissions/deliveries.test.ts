/**
 * The outbox's channels and the status link, on SQLite: what a stored submission queues with mail
 * off and on, the daily limit of confirmations, the token kept only hashed, expiry, giving up, and
 * the migration of an outbox written before there were channels.
 */

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { migrate, openDatabase } from './database';
import { deliverDue, PermanentDeliveryError } from './outbox';
import { hashStatusToken, isStatusTokenShape, STATUS_TOKEN_DAYS } from './request-status';
import { OfficeStore } from '@/lib/office/office-store';
import { SubmissionStore } from './store';

const DAY = 24 * 60 * 60 * 1000;

async function newStore(options: { mail?: boolean } = {}) {
  const database = openDatabase({ sqlitePath: join(mkdtempSync(join(tmpdir(), 'deliveries-')), 'submissions.sqlite') });
  await migrate(database);
  return { store: new SubmissionStore(database, options), db: database.db, database };
}

const request = (email: string) => ({ kind: 'service', locale: 'ka', payload: { serviceId: 'business-strategy-session', email, firstName: 'Nino' } });
const later = () => new Date(Date.now() + 1000);
const created = (result: Awaited<ReturnType<SubmissionStore['insert']>>) => result as { id: string; reference: string };

describe('what a stored submission queues', () => {
  it('without mail: the webhook only, and a status of "received"', async () => {
    const { store } = await newStore();
    const { id } = created(await store.insert(request('nino@example.ge')));
    expect(await store.deliveries(id)).toEqual([expect.objectContaining({ channel: 'webhook', attempts: 0 })]);
    expect(await store.claimDue(later(), 10, 1000, ['office', 'confirmation'])).toEqual([]);
  });

  it('with mail: the office’s mail and the customer’s confirmation, whose token opens the status and is erased once sent', async () => {
    const { store, db } = await newStore({ mail: true });
    const { id, reference } = created(await store.insert(request('Nino@Example.ge')));
    expect((await store.deliveries(id)).map((row) => row.channel)).toEqual(['confirmation', 'office', 'webhook']);
    const confirmation = (await store.claimDue(later(), 10, 1000, ['confirmation']))[0]!;
    expect(isStatusTokenShape(confirmation.secret)).toBe(true);
    const token = confirmation.secret!;
    // Only its hash is kept with the request.
    const kept = await db.selectFrom('request_status').selectAll().where('submission_id', '=', id).executeTakeFirstOrThrow();
    expect(kept.token_hash).toBe(hashStatusToken(token));
    expect(JSON.stringify(kept)).not.toContain(token);
    expect(await store.requestStatus(token, new Date())).toMatchObject({ reference, kind: 'service', status: 'received', locale: 'ka' });
    await store.markDelivered(confirmation.id, new Date());
    const row = await db.selectFrom('outbox').select(['secret', 'recipient']).where('id', '=', confirmation.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ secret: null, recipient: 'nino@example.ge' });
  });

  it('sends one address at most 3 confirmations a day, whatever the case; the office hears of every request', async () => {
    const { store } = await newStore({ mail: true });
    const ids: string[] = [];
    for (const email of ['a@example.kz', 'A@example.kz', 'a@EXAMPLE.kz', 'a@example.kz', 'b@example.kz'])
      ids.push(created(await store.insert(request(email))).id);
    const due = await store.claimDue(later(), 100, 1000, ['office', 'confirmation']);
    expect(due.filter((item) => item.channel === 'office')).toHaveLength(5);
    expect(due.filter((item) => item.channel === 'confirmation').map((item) => ids.indexOf(item.submissionId))).toEqual(expect.arrayContaining([0, 1, 2, 4]));
    expect(due.filter((item) => item.channel === 'confirmation')).toHaveLength(4);
  });

  it('counts the confirmations of sends that arrive together as well: one from before, then four at once, two more', async () => {
    const { store } = await newStore({ mail: true });
    await store.insert(request('c@example.kz'));
    // Inserted together, the four are one transaction: the limit counts within it too.
    await Promise.all(['c@example.kz', 'C@example.kz', 'c@example.kz', 'c@example.kz'].map((email) => store.insert(request(email))));
    expect(await store.pendingDeliveries(['confirmation'])).toBe(3);
    expect(await store.pendingDeliveries(['office'])).toBe(5);
  });

  it('counts an address’s confirmations over the last 24 hours, to the millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { store } = await newStore({ mail: true });
    const start = new Date('2030-03-01T12:00:00.000Z').getTime();
    vi.setSystemTime(start);
    for (let i = 0; i < 3; i++) await store.insert(request('d@example.kz'));
    vi.setSystemTime(start + DAY - 1);
    await store.insert(request('d@example.kz'));
    expect(await store.pendingDeliveries(['confirmation'])).toBe(3);
    vi.setSystemTime(start + DAY);
    await store.insert(request('d@example.kz'));
    expect(await store.pendingDeliveries(['confirmation'])).toBe(4);
  });
});

describe('the status link', () => {
  it('works for 180 days; an expired, unknown or altered token finds nothing', async () => {
    const { store } = await newStore({ mail: true });
    created(await store.insert(request('x@example.ge')));
    const token = (await store.claimDue(later(), 10, 1000, ['confirmation']))[0]!.secret!;
    expect(await store.requestStatus(token, new Date(Date.now() + (STATUS_TOKEN_DAYS - 1) * DAY))).toBeDefined();
    expect(await store.requestStatus(token, new Date(Date.now() + (STATUS_TOKEN_DAYS + 1) * DAY))).toBeUndefined();
    expect(await store.requestStatus(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, new Date())).toBeUndefined();
    expect(await store.requestStatus('', new Date())).toBeUndefined();
  });

  it('shows the status the office set, with each step, and never its note', async () => {
    const { store, database } = await newStore({ mail: true });
    const { id } = created(await store.insert(request('y@example.ge')));
    const token = (await store.claimDue(later(), 10, 1000, ['confirmation']))[0]!.secret!;
    const office = new OfficeStore(database, store);
    expect(
      await office.changeStatus(id, 'received', { status: 'confirmed', note: 'called her: a secret note', paymentLink: null }, 'staff-1', { mail: true }),
    ).toBe('changed');
    const view = await store.requestStatus(token, new Date());
    expect(view).toMatchObject({ status: 'confirmed', steps: [{ status: 'confirmed', paymentLink: null }] });
    expect(JSON.stringify(view)).not.toContain('secret note');
    expect(JSON.stringify(view)).not.toContain('staff-1');
  });
});

describe('delivering', () => {
  it('tries a failed mail again later, and gives up on a refusal, recording its reason', async () => {
    const { store } = await newStore({ mail: true });
    const { id } = created(await store.insert(request('z@example.ge')));
    const log: Record<string, unknown>[] = [];
    const deliverers = {
      office: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
      confirmation: async () => {
        throw new PermanentDeliveryError('SMTP 550: mailbox unavailable');
      },
    };
    expect(await deliverDue(store, { deliverers, log: (line) => log.push(line) })).toBe(2);
    const rows = await store.deliveries(id);
    expect(rows.find((row) => row.channel === 'office')).toMatchObject({ attempts: 1, given_up_at: null, last_error: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(rows.find((row) => row.channel === 'confirmation')).toMatchObject({
      attempts: 1,
      given_up_at: expect.any(String),
      last_error: 'SMTP 550: mailbox unavailable',
    });
    expect(log.map((line) => line.event).sort()).toEqual(['submission.delivery_failed', 'submission.delivery_refused']);
    // The failed one waits its pause; the refused one never comes back.
    expect(await store.claimDue(new Date(), 10, 1000, ['office', 'confirmation'])).toEqual([]);
    expect((await store.claimDue(new Date(Date.now() + 3000), 10, 1000, ['office', 'confirmation'])).map((item) => item.channel)).toEqual(['office']);
    expect(await store.pendingDeliveries(['confirmation'])).toBe(0);
  });
});

describe('the migration to channels', () => {
  it('keeps a webhook delivery that was pending before', async () => {
    const database = openDatabase({ sqlitePath: join(mkdtempSync(join(tmpdir(), 'migrate-')), 'submissions.sqlite') });
    await migrate(database, { upTo: '2026-11-24-002-submission-reference' });
    await sql`insert into submissions (id, kind, created_at, locale, payload, reference) values ('old', 'support', '2026-11-20T10:00:00.000Z', 'ru', '{}', 'AAAA-BBBB')`.execute(
      database.db,
    );
    await sql`insert into outbox (submission_id, attempts, next_attempt_at, last_error) values ('old', 4, '2026-11-20T11:00:00.000Z', 'HTTP 503')`.execute(
      database.db,
    );
    await migrate(database);
    const store = new SubmissionStore(database);
    expect(await store.deliveries('old')).toEqual([{ id: 1, channel: 'webhook', attempts: 4, delivered_at: null, given_up_at: null, last_error: 'HTTP 503' }]);
    expect((await store.claimDue(new Date(), 10, 1000, ['webhook'])).map((item) => [item.submissionId, item.channel])).toEqual([['old', 'webhook']]);
    await store.close();
  });
});

describe('the migration to meetings', () => {
  it('keeps a status link made before, and lets a request have several links after', async () => {
    const database = openDatabase({ sqlitePath: join(mkdtempSync(join(tmpdir(), 'migrate-')), 'submissions.sqlite') });
    await migrate(database, { upTo: '2026-11-27-005-inbox-covering-indexes' });
    await sql`insert into submissions (id, kind, created_at, locale, payload, reference, status_at) values ('old', 'support', '2026-11-20T10:00:00.000Z', 'ru', '{}', 'AAAA-BBBB', '2026-11-20T10:00:00.000Z')`.execute(
      database.db,
    );
    const before = 'B'.repeat(43);
    await sql`insert into request_status (submission_id, token_hash, expires_at) values ('old', ${hashStatusToken(before)}, '2099-01-01T00:00:00.000Z')`.execute(
      database.db,
    );
    await sql`insert into status_changes (submission_id, status, at, note, actor_id) values ('old', 'confirmed', '2026-11-21T10:00:00.000Z', 'n', 's')`.execute(
      database.db,
    );
    await migrate(database);
    const store = new SubmissionStore(database);
    // An old change was told to the customer: it had no way not to be.
    expect(await store.requestStatus(before, new Date())).toMatchObject({
      reference: 'AAAA-BBBB',
      steps: [{ status: 'confirmed', reason: null, customerNote: null, meeting: null }],
    });
    const after = 'A'.repeat(43);
    await database.db
      .insertInto('request_status')
      .values({ submission_id: 'old', token_hash: hashStatusToken(after), expires_at: '2099-01-01T00:00:00.000Z' })
      .execute();
    expect((await store.requestStatus(after, new Date()))?.reference).toBe('AAAA-BBBB');
    expect((await database.db.selectFrom('status_changes').select('notify').executeTakeFirstOrThrow()).notify).toBe(1);
    await store.close();
  });
});

describe('a meeting’s reminders', () => {
  it('wait in the outbox for their moment, across a restart, and go once each; a withdrawn one never does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const now = new Date('2030-03-01T08:00:00.000Z').getTime();
    vi.setSystemTime(now);
    const file = join(mkdtempSync(join(tmpdir(), 'reminders-')), 'submissions.sqlite');
    const database = openDatabase({ sqlitePath: file });
    await migrate(database);
    const store = new SubmissionStore(database, { mail: true });
    const office = new OfficeStore(database, store);
    const start = now + 2 * DAY;
    const ids: string[] = [];
    for (const email of ['kept@example.ge', 'moved@example.ge']) {
      const { id } = created(await store.insert(request(email)));
      ids.push(id);
      for (const [from, status, extra] of [
        ['received', 'confirmed', {}],
        ['confirmed', 'forwarded', {}],
        ['forwarded', 'payment_link_sent', { paymentLink: 'https://pay.example.org/1' }],
      ] as const)
        await office.changeStatus(id, from, { status, note: 'n', paymentLink: null, ...extra }, 's', { mail: true });
      const meeting = {
        start: new Date(start).toISOString(),
        end: new Date(start + 3_600_000).toISOString(),
        timeZone: 'UTC',
        videoLink: 'https://meet.example.org/r',
      };
      await office.changeStatus(id, 'payment_link_sent', { status: 'meeting_booked', note: 'n', paymentLink: null, meeting }, 's', { mail: true });
    }
    // The second request is declined before any reminder is due: its reminders are withdrawn.
    await office.changeStatus(ids[1]!, 'meeting_booked', { status: 'declined', note: 'n', paymentLink: null, reason: 'duplicate' }, 's', { mail: true });
    await store.close();

    const sent: [string, string, number][] = [];
    const deliverers = Object.fromEntries(
      (['reminder_24h', 'reminder_1h'] as const).map((channel) => [
        channel,
        async (submission: { id: string }) => void sent.push([submission.id, channel, Date.now()]),
      ]),
    );
    // A restarted server: the reminders are in the database, not in memory.
    const reopened = new SubmissionStore(openDatabase({ sqlitePath: file }), { mail: true });
    const tick = async (at: number) => {
      vi.setSystemTime(at);
      await deliverDue(reopened, { deliverers, log: () => {} });
    };
    await tick(start - DAY - 1);
    expect(sent).toEqual([]);
    await tick(start - DAY);
    await tick(start - DAY + 60_000);
    expect(sent).toEqual([[ids[0], 'reminder_24h', start - DAY]]);
    await tick(start - 3_600_001);
    await tick(start - 3_600_000);
    await tick(start);
    expect(sent).toEqual([
      [ids[0], 'reminder_24h', start - DAY],
      [ids[0], 'reminder_1h', start - 3_600_000],
    ]);
    await reopened.close();
  });
});
