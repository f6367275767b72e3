/**
 * The office's queries on SQLite: the inbox's filters and search, status changes (the order of
 * steps, a change made meanwhile, the payment link's mail queued with it), erasure on request, and
 * the audit log.
 */

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '@/lib/submissions/database';
import { SubmissionStore } from '@/lib/submissions/store';
import { OfficeStore } from './office-store';

async function newOffice({ mail = true } = {}) {
  const database = openDatabase({ sqlitePath: join(mkdtempSync(join(tmpdir(), 'office-')), 'submissions.sqlite') });
  await migrate(database);
  const submissions = new SubmissionStore(database, { mail });
  return { submissions, office: new OfficeStore(database, submissions), database };
}

const meeting = (firstName: string, email: string, locale = 'en') => ({
  kind: 'meeting',
  locale,
  payload: { expertId: 'giorgi-beridze', firstName, lastName: 'Doe', email, phone: '+995 555 123 456', expectedResult: 'A plan' },
  attachment: { filename: 'brief.pdf', contentType: 'application/pdf', data: new TextEncoder().encode('%PDF-1.4') },
});
const support = (name: string, email: string) => ({ kind: 'support', locale: 'ru', payload: { name, email, theme: 'payment', comment: 'Help' } });
const created = (result: unknown) => result as { id: string; reference: string };
/** A history entry's parts that only some changes fill: none here, and the customer told. */
const told = { paymentLink: null, meeting: null, reason: null, customerNote: null, notified: true, byCustomer: false };

describe('the inbox', () => {
  it('lists newest first, filters by kind, status and language, and finds by reference, address or part of a name', async () => {
    const { submissions, office } = await newOffice();
    const first = created(await submissions.insert(meeting('Nino', 'nino@example.ge', 'ka')));
    const second = created(await submissions.insert(support('Иван Петров', 'Ivan@Example.ru')));
    expect((await office.list({}, 1)).rows.map((row) => row.id)).toEqual([second.id, first.id]);
    expect((await office.list({ kind: 'support' }, 1)).rows.map((row) => row.name)).toEqual(['Иван Петров']);
    expect((await office.list({ locale: 'ka' }, 1)).rows.map((row) => row.name)).toEqual(['Nino Doe']);
    expect((await office.list({ q: first.reference.toLowerCase().replace('-', '') }, 1)).rows.map((row) => row.id)).toEqual([first.id]);
    expect((await office.list({ q: 'ivan@example.RU' }, 1)).rows.map((row) => row.id)).toEqual([second.id]);
    expect((await office.list({ q: 'петр' }, 1)).rows.map((row) => row.id)).toEqual([second.id]);
    // LIKE's wildcards are taken literally.
    expect((await office.list({ q: '%' }, 1)).total).toBe(0);
    await office.changeStatus(first.id, 'received', { status: 'confirmed', note: 'ok', paymentLink: null }, 'staff', { mail: true });
    expect((await office.list({ status: 'confirmed' }, 1)).rows.map((row) => row.id)).toEqual([first.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await office.list({ from: today, to: today }, 1)).total).toBe(2);
    expect((await office.list({ to: '2000-01-01' }, 1)).total).toBe(0);
  });
});

describe('status changes', () => {
  it('refuse a change made meanwhile, and queue the payment link for the customer in the same transaction', async () => {
    const { submissions, office, database } = await newOffice();
    const { id } = created(await submissions.insert(meeting('Nino', 'nino@example.ge')));
    expect(await office.changeStatus(id, 'received', { status: 'confirmed', note: 'a', paymentLink: null }, 's', { mail: true })).toBe('changed');
    // Someone else's form still said "received".
    expect(await office.changeStatus(id, 'received', { status: 'declined', note: 'b', paymentLink: null }, 's', { mail: true })).toBe('stale');
    expect(await office.changeStatus('no-such-id', 'received', { status: 'confirmed', note: 'c', paymentLink: null }, 's', { mail: true })).toBe('notFound');
    await office.changeStatus(id, 'confirmed', { status: 'forwarded', note: 'to the expert', paymentLink: null }, 's', { mail: true });
    const link = 'https://pay.example.org/i/123';
    await office.changeStatus(id, 'forwarded', { status: 'payment_link_sent', note: 'invoice 123', paymentLink: link }, 's', { mail: true });
    const queued = await database.db.selectFrom('outbox').selectAll().where('channel', '=', 'payment_link').execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ submission_id: id, recipient: 'nino@example.ge' });
    expect(await submissions.paymentLinkOf(Number(queued[0]!.status_change_id))).toBe(link);
    const detail = await office.detail(id);
    expect(detail?.status).toBe('payment_link_sent');
    expect(detail?.history.map((entry) => entry.status)).toEqual(['confirmed', 'forwarded', 'payment_link_sent']);
  });
});

describe('erasure', () => {
  it('keeps the reference, kind, dates, status history, name and address; removes every other field and the files', async () => {
    const { submissions, office, database } = await newOffice();
    const mine = created(await submissions.insert(meeting('Nino', 'Nino@Example.ge')));
    const other = created(await submissions.insert(meeting('Eka', 'eka@example.ge')));
    await office.changeStatus(mine.id, 'received', { status: 'confirmed', note: 'n', paymentLink: null }, 's', { mail: true });
    expect(await office.erase(' NINO@example.ge ')).toEqual([{ id: mine.id, messages: 0 }]);
    const erased = await submissions.get(mine.id);
    expect(erased?.payload).toEqual({ firstName: 'Nino', lastName: 'Doe', email: 'Nino@Example.ge' });
    expect(erased?.attachments).toEqual([]);
    expect(erased?.reference).toBe(mine.reference);
    expect((await office.detail(mine.id))?.history).toHaveLength(1);
    expect((await submissions.get(other.id))?.payload.phone).toBe('+995 555 123 456');
    expect(await database.db.selectFrom('attachments').select('submission_id').execute()).toEqual([{ submission_id: other.id }]);
    expect((await office.list({ q: 'nino' }, 1)).rows[0]?.erased).toBe(true);
  });
});

describe('the audit log', () => {
  it('keeps each entry with who, when and from where, newest first', async () => {
    const { office } = await newOffice();
    // When: the moment of the call, on the office's own clock (no caller passes a time).
    const before = new Date().toISOString();
    await office.audit({ action: 'sign_in', actorId: 'u1', actorEmail: 'a@office.example', ip: '203.0.113.9', userAgent: 'Firefox' });
    const between = new Date().toISOString();
    await office.audit({ action: 'view', actorId: 'u1', actorEmail: 'a@office.example', submissionId: 's1', ip: '203.0.113.9' });
    const after = new Date().toISOString();
    const { rows, total } = await office.auditPage(1);
    expect(total).toBe(2);
    expect(rows.map((row) => row.action)).toEqual(['view', 'sign_in']);
    expect(rows[0]).toMatchObject({ actor_id: 'u1', actor_email: 'a@office.example', submission_id: 's1', ip: '203.0.113.9', user_agent: null });
    expect(rows[1]).toMatchObject({ actor_id: 'u1', actor_email: 'a@office.example', submission_id: null, ip: '203.0.113.9', user_agent: 'Firefox' });
    expect(rows[1]!.at >= before && rows[1]!.at <= between, `${rows[1]!.at} within ${before} … ${between}`).toBe(true);
    expect(rows[0]!.at >= between && rows[0]!.at <= after, `${rows[0]!.at} within ${between} … ${after}`).toBe(true);
  });
});

describe('the inbox’s filters', () => {
  it('take a day range from the first moment of the first day to the last of the last', async () => {
    const { submissions, office, database } = await newOffice();
    const ids: string[] = [];
    for (const moment of ['2026-03-09T23:59:59.999Z', '2026-03-10T00:00:00.000Z', '2026-03-11T23:59:59.999Z', '2026-03-12T00:00:00.000Z']) {
      const { id } = created(await submissions.insert(support(`At ${moment}`, 'x@example.org')));
      await database.db.updateTable('submissions').set({ created_at: moment }).where('id', '=', id).execute();
      ids.push(id);
    }
    expect((await office.list({ from: '2026-03-10', to: '2026-03-11' }, 1)).rows.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    expect((await office.list({ from: '2026-03-10' }, 1)).total).toBe(3);
    expect((await office.list({ to: '2026-03-11' }, 1)).total).toBe(3);
  });

  it('take LIKE’s own characters in a search literally', async () => {
    const { submissions, office } = await newOffice();
    const names = ['a_b', 'axb', '100% sure', '1000 sure', 'back\\slash', 'backxslash'];
    for (const name of names) await submissions.insert(support(name, 'x@example.org'));
    const found = async (q: string) => (await office.list({ q }, 1)).rows.map((row) => row.name);
    expect(await found('a_b')).toEqual(['a_b']);
    expect(await found('0% s')).toEqual(['100% sure']);
    expect(await found('k\\s')).toEqual(['back\\slash']);
  });

  it('find by address only what looks like one, and by the address in any case', async () => {
    const { submissions, office } = await newOffice();
    // An address field holding no address: a search for that text is a name search, and finds nothing.
    await submissions.insert(support('Someone', 'no-at-sign'));
    const { id } = created(await submissions.insert(support('Other', 'Eka@Example.ge')));
    expect((await office.list({ q: 'no-at-sign' }, 1)).total).toBe(0);
    expect((await office.list({ q: 'EKA@example.GE' }, 1)).rows.map((row) => row.id)).toEqual([id]);
  });

  it('combine kind, status, language and search, each narrowing the others', async () => {
    const { submissions, office } = await newOffice();
    const meetingEn = created(await submissions.insert(meeting('Nino', 'nino@example.ge', 'en')));
    created(await submissions.insert(meeting('Nino', 'nino2@example.ge', 'ka')));
    created(await submissions.insert(support('Nino Support', 'nino3@example.ge')));
    expect((await office.list({ kind: 'meeting', locale: 'en', q: 'nino', status: 'received' }, 1)).rows.map((row) => row.id)).toEqual([meetingEn.id]);
    expect((await office.list({ kind: 'meeting', status: 'closed' }, 1)).total).toBe(0);
  });
});

describe('the inbox’s pages', () => {
  it('hold 50 rows each, newest first and by id when received at the same moment, with the total of all', async () => {
    const { submissions, office, database } = await newOffice();
    const inserted = await Promise.all(Array.from({ length: 51 }, (_, i) => submissions.insert(support(`Person ${i}`, `p${i}@example.org`))));
    const ids = inserted.map((result) => created(result).id);
    await database.db.updateTable('submissions').set({ created_at: '2026-03-10T10:00:00.000Z' }).execute();
    const first = await office.list({}, 1);
    const second = await office.list({}, 2);
    expect(first.total).toBe(51);
    expect(second.total).toBe(51);
    expect(first.rows).toHaveLength(50);
    const byIdDesc = [...ids].sort().reverse();
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(byIdDesc);
    expect(first.rows[0]).toMatchObject({ kind: 'support', createdAt: '2026-03-10T10:00:00.000Z', locale: 'ru', status: 'received', erased: false });
    expect(typeof first.rows[0]!.reference).toBe('string');
  });

  it('name each request by its first and last name, or else its name, or nothing', async () => {
    const { submissions, office } = await newOffice();
    const nameOf = async (payload: Record<string, unknown>) => {
      const { id } = created(await submissions.insert({ kind: 'support', locale: 'en', payload: { email: 'n@example.org', ...payload } }));
      return (await office.list({}, 1)).rows.find((row) => row.id === id)!.name;
    };
    expect(await nameOf({ firstName: 'Nino', lastName: 'Beridze', name: 'ignored' })).toBe('Nino Beridze');
    expect(await nameOf({ firstName: 'Nino' })).toBe('Nino');
    expect(await nameOf({ lastName: 'Beridze' })).toBe('Beridze');
    expect(await nameOf({ firstName: '', lastName: 7, name: 'Eka' })).toBe('Eka');
    expect(await nameOf({ name: 42 })).toBe('');
    expect(await nameOf({})).toBe('');
  });
});

describe('an export', () => {
  it('holds every selected request, oldest first, however many', async () => {
    const { submissions, office, database } = await newOffice();
    const inserted = await Promise.all(Array.from({ length: 501 }, (_, i) => submissions.insert(support(`Person ${i}`, `p${i}@example.org`))));
    const ids = inserted.map((result) => created(result).id);
    // All at one moment but the last, a minute earlier: the oldest first, then by id.
    await database.db.updateTable('submissions').set({ created_at: '2026-03-10T10:00:00.000Z' }).execute();
    await database.db.updateTable('submissions').set({ created_at: '2026-03-10T09:59:00.000Z' }).where('id', '=', ids[500]!).execute();
    const all = await office.exportList({});
    expect(all.map((submission) => submission.id)).toEqual([ids[500], ...ids.slice(0, 500).sort()]);
    expect(all[0]?.payload).toMatchObject({ name: 'Person 500' });
    expect((await office.exportList({ kind: 'meeting' })).length).toBe(0);
  });
});

describe('a request’s page', () => {
  it('has its status since its arrival, its history with who made each change, and its deliveries', async () => {
    const { submissions, office, database } = await newOffice();
    const { id } = created(await submissions.insert(meeting('Nino', 'nino@example.ge')));
    const fresh = await office.detail(id);
    expect(fresh).toMatchObject({ status: 'received', erasedAt: null, history: [] });
    expect(fresh?.statusAt).toBe(fresh?.submission.createdAt);
    expect(fresh?.deliveries.map((delivery) => delivery.channel).sort()).toEqual(['confirmation', 'office', 'webhook']);
    await database.db
      .updateTable('outbox')
      .set({ attempts: 2, last_error: 'timeout', given_up_at: '2026-03-10T10:00:00.000Z' })
      .where('channel', '=', 'office')
      .execute();
    await database.db
      .insertInto('staff_user' as never)
      .values({ id: 'u1', name: 'A', email: 'a@office.example', emailVerified: 1, role: 'agent', disabled: 0, createdAt: 'x', updatedAt: 'x' } as never)
      .execute();
    await office.changeStatus(id, 'received', { status: 'confirmed', note: 'called', paymentLink: null }, 'u1', { mail: true });
    await office.changeStatus(id, 'confirmed', { status: 'forwarded', note: 'sent on', paymentLink: null }, 'gone', { mail: true });
    const detail = (await office.detail(id))!;
    expect(detail.status).toBe('forwarded');
    expect(detail.statusAt).toBe(detail.history[1]!.at);
    expect(detail.history).toEqual([
      { ...told, status: 'confirmed', at: expect.any(String), note: 'called', actorEmail: 'a@office.example' },
      { ...told, status: 'forwarded', at: expect.any(String), note: 'sent on', actorEmail: null },
    ]);
    const officeMail = detail.deliveries.find((delivery) => delivery.channel === 'office')!;
    expect(officeMail).toEqual({
      id: expect.any(Number),
      channel: 'office',
      attempts: 2,
      deliveredAt: null,
      givenUpAt: '2026-03-10T10:00:00.000Z',
      lastError: 'timeout',
    });
    expect(await office.detail('no-such-id')).toBeUndefined();
  });

  it('lists its history in the order it was made, even within one moment', async () => {
    const { submissions, office, database } = await newOffice();
    const { id } = created(await submissions.insert(meeting('Nino', 'nino@example.ge')));
    await office.changeStatus(id, 'received', { status: 'confirmed', note: 'first', paymentLink: null }, 's', { mail: true });
    await office.changeStatus(id, 'confirmed', { status: 'forwarded', note: 'second', paymentLink: null }, 's', { mail: true });
    await office.changeStatus(id, 'forwarded', { status: 'closed', note: 'third', paymentLink: null }, 's', { mail: true });
    await database.db.updateTable('status_changes').set({ at: '2026-03-10T10:00:00.000Z' }).execute();
    await database.db.updateTable('status_changes').set({ at: '2026-03-10T09:00:00.000Z' }).where('note', '=', 'third').execute();
    expect((await office.detail(id))!.history.map((entry) => entry.note)).toEqual(['third', 'first', 'second']);
  });
});

describe('a status change’s payment link', () => {
  it('is queued for the customer only with mail on and an address to send it to, at the moment of the change', async () => {
    const { submissions, office, database } = await newOffice();
    const link = { status: 'payment_link_sent' as const, note: 'invoice', paymentLink: 'https://pay.example.org/i/1' };
    const toLinkStep = async (id: string) => {
      await office.changeStatus(id, 'received', { status: 'confirmed', note: 'a', paymentLink: null }, 's', { mail: true });
      await office.changeStatus(id, 'confirmed', { status: 'forwarded', note: 'b', paymentLink: null }, 's', { mail: true });
    };
    const queued = async (id: string) =>
      database.db.selectFrom('outbox').selectAll().where('submission_id', '=', id).where('channel', '=', 'payment_link').execute();
    const mailOff = created(await submissions.insert(meeting('Nino', 'nino@example.ge')));
    await toLinkStep(mailOff.id);
    expect(await office.changeStatus(mailOff.id, 'forwarded', link, 's', { mail: false })).toBe('changed');
    expect(await queued(mailOff.id)).toEqual([]);
    const noAddress = created(await submissions.insert({ kind: 'support', locale: 'en', payload: { name: 'No Mail', theme: 'payment', comment: 'x' } }));
    await toLinkStep(noAddress.id);
    await office.changeStatus(noAddress.id, 'forwarded', link, 's', { mail: true });
    expect(await queued(noAddress.id)).toEqual([]);
    const mailed = created(await submissions.insert(meeting('Eka', 'eka@example.ge')));
    await toLinkStep(mailed.id);
    await office.changeStatus(mailed.id, 'forwarded', link, 's', { mail: true });
    const [row] = await queued(mailed.id);
    const detail = (await office.detail(mailed.id))!;
    expect(row).toMatchObject({ recipient: 'eka@example.ge', attempts: 0, created_at: detail.statusAt, next_attempt_at: detail.statusAt });
    // The mail's own status link: its token waits in the outbox, and only its hash is kept beside the request.
    expect(row!.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await submissions.requestStatus(row!.secret!, new Date()))?.status).toBe('payment_link_sent');
    const change = await database.db
      .selectFrom('status_changes')
      .select(['id', 'actor_id'])
      .where('submission_id', '=', mailed.id)
      .where('status', '=', 'payment_link_sent')
      .executeTakeFirstOrThrow();
    expect(Number(row!.status_change_id)).toBe(Number(change.id));
    expect(change.actor_id).toBe('s');
  });
});

describe('the customer’s mail of a status change', () => {
  const booking = (start: string, end: string, extra = {}) => ({
    status: 'meeting_booked' as const,
    note: 'booked',
    paymentLink: null,
    meeting: { start, end, timeZone: 'Asia/Tbilisi', videoLink: 'https://meet.example.org/r/1' },
    ...extra,
  });
  const toBooking = async (office: OfficeStore, id: string) => {
    await office.changeStatus(id, 'received', { status: 'confirmed', note: 'a', paymentLink: null }, 's', { mail: true });
    await office.changeStatus(id, 'confirmed', { status: 'forwarded', note: 'b', paymentLink: null }, 's', { mail: true });
    await office.changeStatus(id, 'forwarded', { status: 'payment_link_sent', note: 'c', paymentLink: 'https://pay.example.org/1' }, 's', { mail: true });
  };

  it('is queued for every change, each with a status link of its own, unless the office chose not to notify', async () => {
    const { submissions, office, database } = await newOffice();
    const { id } = created(await submissions.insert(meeting('Nino', 'nino@example.ge')));
    await toBooking(office, id);
    await office.changeStatus(id, 'payment_link_sent', booking('2030-03-04T10:00:00.000Z', '2030-03-04T11:00:00.000Z'), 's', { mail: true });
    await office.changeStatus(id, 'meeting_booked', booking('2030-03-05T10:00:00.000Z', '2030-03-05T11:00:00.000Z', { notify: false }), 's', {
      mail: true,
    });
    await office.changeStatus(id, 'meeting_booked', { status: 'declined', note: 'd', paymentLink: null, reason: 'duplicate', customerNote: 'Sorry.' }, 's', {
      mail: true,
    });
    const rows = await database.db
      .selectFrom('outbox')
      .innerJoin('status_changes', 'status_changes.id', 'outbox.status_change_id')
      .select(['outbox.channel', 'outbox.secret', 'status_changes.status'])
      .where('outbox.submission_id', '=', id)
      .where('outbox.channel', 'not in', ['reminder_24h', 'reminder_1h', 'expert', 'expert_reminder_24h', 'expert_reminder_1h'])
      .orderBy('outbox.id')
      .execute();
    expect(rows.map((row) => [row.channel, row.status])).toEqual([
      ['status', 'confirmed'],
      ['status', 'forwarded'],
      ['payment_link', 'payment_link_sent'],
      ['status', 'meeting_booked'],
      ['status', 'declined'],
    ]);
    expect(new Set(rows.map((row) => row.secret)).size).toBe(5);
    for (const row of rows) expect((await submissions.requestStatus(row.secret!, new Date()))?.status).toBe('declined');
    const history = (await office.detail(id))!.history;
    expect(history.map((entry) => entry.notified)).toEqual([true, true, true, true, false, true]);
    expect(history.at(-1)).toMatchObject({ status: 'declined', reason: 'duplicate', customerNote: 'Sorry.', meeting: null });
  });

  it('tells of a booking with the meeting, its invitation one version further on every move, and the history keeps each', async () => {
    const { submissions, office, database } = await newOffice();
    const { id } = created(await submissions.insert(meeting('Nino', 'nino@example.ge')));
    await toBooking(office, id);
    await office.changeStatus(id, 'payment_link_sent', booking('2030-03-04T10:00:00.000Z', '2030-03-04T11:00:00.000Z'), 's', { mail: true });
    await office.changeStatus(id, 'meeting_booked', booking('2030-03-06T08:00:00.000Z', '2030-03-06T09:30:00.000Z'), 's', { mail: true });
    const history = (await office.detail(id))!.history.filter((entry) => entry.meeting);
    expect(history.map((entry) => entry.meeting)).toEqual([
      { start: '2030-03-04T10:00:00.000Z', end: '2030-03-04T11:00:00.000Z', timeZone: 'Asia/Tbilisi', videoLink: 'https://meet.example.org/r/1', sequence: 0 },
      { start: '2030-03-06T08:00:00.000Z', end: '2030-03-06T09:30:00.000Z', timeZone: 'Asia/Tbilisi', videoLink: 'https://meet.example.org/r/1', sequence: 1 },
    ]);
    // The mail of the move reads the move's own meeting, not the first booking's.
    const last = await database.db
      .selectFrom('outbox')
      .select('status_change_id')
      .where('submission_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(await submissions.statusChangeOf(Number(last.status_change_id))).toEqual({
      status: 'meeting_booked',
      reason: null,
      customerNote: null,
      meeting: { ...history[1]!.meeting },
      cancelled: null,
    });
    // Declined after it: the mail calls off the last meeting booked, one version on; a step without an end calls off nothing.
    await office.changeStatus(id, 'meeting_booked', { status: 'declined', note: 'e', paymentLink: null, reason: 'expert_unavailable' }, 's', { mail: true });
    const end = await database.db
      .selectFrom('outbox')
      .select('status_change_id')
      .where('submission_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(await submissions.statusChangeOf(Number(end.status_change_id))).toMatchObject({
      status: 'declined',
      meeting: null,
      cancelled: { ...history[1]!.meeting, sequence: 2 },
    });
    const first = await database.db
      .selectFrom('outbox')
      .select('status_change_id')
      .where('submission_id', '=', id)
      .where('channel', '=', 'status')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await submissions.statusChangeOf(Number(first.status_change_id))).toMatchObject({ status: 'confirmed', cancelled: null });
    expect(await submissions.statusChangeOf(999_999)).toBeUndefined();
  });
});

describe('a meeting’s reminders', () => {
  const hour = 60 * 60_000;
  const book = (start: number) => ({
    status: 'meeting_booked' as const,
    note: 'booked',
    paymentLink: null,
    meeting: {
      start: new Date(start).toISOString(),
      end: new Date(start + hour).toISOString(),
      timeZone: 'Asia/Tbilisi',
      videoLink: 'https://meet.example.org/r/1',
    },
  });
  const toPayment = async (office: OfficeStore, id: string) => {
    await office.changeStatus(id, 'received', { status: 'confirmed', note: 'a', paymentLink: null }, 's', { mail: true });
    await office.changeStatus(id, 'confirmed', { status: 'forwarded', note: 'b', paymentLink: null }, 's', { mail: true });
    await office.changeStatus(id, 'forwarded', { status: 'payment_link_sent', note: 'c', paymentLink: 'https://pay.example.org/1' }, 's', { mail: true });
  };
  const reminders = (database: Awaited<ReturnType<typeof newOffice>>['database'], id: string) =>
    database.db
      .selectFrom('outbox')
      .select(['channel', 'next_attempt_at', 'given_up_at', 'last_error', 'status_change_id', 'secret'])
      .where('submission_id', '=', id)
      .where('channel', 'in', ['reminder_24h', 'reminder_1h'])
      .orderBy('id')
      .execute();

  it('are queued with the booking, due a day and an hour before it, each with its own status link; a move withdraws them and brings its own', async () => {
    const { submissions, office, database } = await newOffice();
    const { id } = created(await submissions.insert(meeting('Nino', 'nino@example.ge')));
    await toPayment(office, id);
    const start = Date.now() + 3 * 24 * hour;
    await office.changeStatus(id, 'payment_link_sent', book(start), 's', { mail: true });
    const first = await reminders(database, id);
    expect(first.map((row) => [row.channel, row.next_attempt_at, row.given_up_at])).toEqual([
      ['reminder_24h', new Date(start - 24 * hour).toISOString(), null],
      ['reminder_1h', new Date(start - hour).toISOString(), null],
    ]);
    for (const row of first) expect((await submissions.requestStatus(row.secret!, new Date()))?.status).toBe('meeting_booked');
    expect((await submissions.meetingReminderOf(Number(first[0]!.status_change_id)))?.current).toBe(true);
    // Moved: the old ones are withdrawn for good, the new ones due before the new time.
    const moved = start + 24 * hour;
    await office.changeStatus(id, 'meeting_booked', book(moved), 's', { mail: true });
    const second = await reminders(database, id);
    expect(second.slice(0, 2).map((row) => [row.given_up_at !== null, row.last_error, row.secret])).toEqual([
      [true, 'withdrawn: the meeting moved or the request moved on', null],
      [true, 'withdrawn: the meeting moved or the request moved on', null],
    ]);
    expect(second.slice(2).map((row) => [row.channel, row.next_attempt_at, row.given_up_at])).toEqual([
      ['reminder_24h', new Date(moved - 24 * hour).toISOString(), null],
      ['reminder_1h', new Date(moved - hour).toISOString(), null],
    ]);
    expect((await submissions.meetingReminderOf(Number(first[0]!.status_change_id)))?.current).toBe(false);
    // Called off: nothing is left to remind of.
    await office.changeStatus(id, 'meeting_booked', { status: 'closed', note: 'd', paymentLink: null, reason: 'customer_request' }, 's', { mail: true });
    expect((await reminders(database, id)).every((row) => row.given_up_at !== null)).toBe(true);
    expect(await submissions.pendingDeliveries(['reminder_24h', 'reminder_1h'])).toBe(0);
  });

  it('remind the expert as well, at the same moments, withdrawn alike; without the customer’s address too', async () => {
    const { submissions, office, database } = await newOffice();
    const { id } = created(
      await submissions.insert({ kind: 'meeting', locale: 'en', payload: { expertId: 'giorgi-beridze', firstName: 'No', lastName: 'Address' } }),
    );
    await toPayment(office, id);
    const start = Date.now() + 3 * 24 * hour;
    await office.changeStatus(id, 'payment_link_sent', book(start), 's', { mail: true });
    const expertReminders = () =>
      database.db
        .selectFrom('outbox')
        .select(['channel', 'next_attempt_at', 'given_up_at', 'recipient', 'secret'])
        .where('submission_id', '=', id)
        .where('channel', 'in', ['expert_reminder_24h', 'expert_reminder_1h', 'reminder_24h', 'reminder_1h'])
        .orderBy('id')
        .execute();
    expect((await expertReminders()).map((row) => [row.channel, row.next_attempt_at, row.given_up_at, row.recipient, row.secret])).toEqual([
      ['expert_reminder_24h', new Date(start - 24 * hour).toISOString(), null, null, null],
      ['expert_reminder_1h', new Date(start - hour).toISOString(), null, null, null],
    ]);
    await office.changeStatus(id, 'meeting_booked', { status: 'closed', note: 'd', paymentLink: null, reason: 'customer_request' }, 's', { mail: true });
    expect((await expertReminders()).map((row) => row.given_up_at !== null)).toEqual([true, true]);
  });

  it('tell the expert of a booking, a move and an end that calls it off, even when the customer is not told', async () => {
    const { submissions, office, database } = await newOffice();
    const { id } = created(await submissions.insert(meeting('Nino', 'nino@example.ge')));
    await toPayment(office, id);
    await office.changeStatus(id, 'payment_link_sent', { ...book(Date.now() + 50 * hour), notify: false }, 's', { mail: true });
    await office.changeStatus(id, 'meeting_booked', book(Date.now() + 60 * hour), 's', { mail: true });
    await office.changeStatus(id, 'meeting_booked', { status: 'declined', note: 'x', paymentLink: null, reason: 'duplicate' }, 's', { mail: true });
    const told = await database.db
      .selectFrom('outbox')
      .innerJoin('status_changes', 'status_changes.id', 'outbox.status_change_id')
      .select(['status_changes.status', 'outbox.recipient', 'outbox.secret'])
      .where('outbox.submission_id', '=', id)
      .where('outbox.channel', '=', 'expert')
      .orderBy('outbox.id')
      .execute();
    expect(told).toEqual([
      { status: 'meeting_booked', recipient: null, secret: null },
      { status: 'meeting_booked', recipient: null, secret: null },
      { status: 'declined', recipient: null, secret: null },
    ]);
    // An end with no meeting booked before it has nothing to call off.
    const other = created(await submissions.insert(meeting('Eka', 'eka@example.ge')));
    await office.changeStatus(other.id, 'received', { status: 'declined', note: 'x', paymentLink: null, reason: 'duplicate' }, 's', { mail: true });
    expect(await database.db.selectFrom('outbox').select('id').where('submission_id', '=', other.id).where('channel', '=', 'expert').execute()).toEqual([]);
  });

  it('are not queued for a moment already past, nor with mail off or no address', async () => {
    const { submissions, office, database } = await newOffice();
    const soon = created(await submissions.insert(meeting('Nino', 'soon@example.ge')));
    await toPayment(office, soon.id);
    // Five hours ahead: a day before has passed, an hour before has not.
    await office.changeStatus(soon.id, 'payment_link_sent', book(Date.now() + 5 * hour), 's', { mail: true });
    expect((await reminders(database, soon.id)).map((row) => row.channel)).toEqual(['reminder_1h']);
    const off = created(await submissions.insert(meeting('Eka', 'off@example.ge')));
    await toPayment(office, off.id);
    await office.changeStatus(off.id, 'payment_link_sent', book(Date.now() + 50 * hour), 's', { mail: false });
    expect(await reminders(database, off.id)).toEqual([]);
    const none = created(await submissions.insert({ kind: 'support', locale: 'en', payload: { name: 'No Mail', theme: 'payment', comment: 'x' } }));
    await toPayment(office, none.id);
    await office.changeStatus(none.id, 'payment_link_sent', book(Date.now() + 50 * hour), 's', { mail: true });
    expect(await reminders(database, none.id)).toEqual([]);
    expect(await submissions.meetingReminderOf(999_999)).toBeUndefined();
  });
});

describe('erasure of a support request', () => {
  it('keeps its name and address fields, exactly those it had, and the time of the erasure', async () => {
    const { submissions, office, database } = await newOffice();
    const { id } = created(
      await submissions.insert({
        kind: 'support',
        locale: 'en',
        payload: { name: 'Eka', mail: 'eka@example.ge', phone: '+995', comment: 'private' },
        idempotency: { key: 'k-1', requestHash: 'h' },
      }),
    );
    await submissions.insert({ ...support('Other', 'other@example.ge'), idempotency: { key: 'k-2', requestHash: 'h' } });
    const when = new Date('2026-03-10T10:00:00.000Z');
    expect(await office.erase('eka@example.ge', when)).toEqual([{ id, messages: 0 }]);
    const row = await database.db.selectFrom('submissions').select(['payload', 'erased_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.payload).toBe('{"name":"Eka","mail":"eka@example.ge"}');
    expect(row.erased_at).toBe('2026-03-10T10:00:00.000Z');
    expect((await database.db.selectFrom('idempotency_keys').select('key').execute()).map((key) => key.key)).toEqual(['k-2']);
    expect(await office.erase('nobody@example.ge')).toEqual([]);
  });
});

describe('a stored file', () => {
  it('is found only under its own submission', async () => {
    const { submissions, office } = await newOffice();
    const mine = created(await submissions.insert(meeting('Nino', 'nino@example.ge')));
    const other = created(await submissions.insert(meeting('Eka', 'eka@example.ge')));
    const attachment = (await submissions.get(mine.id))!.attachments[0]!;
    const file = await office.attachment(mine.id, attachment.id);
    expect(file).toMatchObject({ filename: 'brief.pdf', content_type: 'application/pdf', size: 8 });
    expect(new TextDecoder().decode(file!.data)).toBe('%PDF-1.4');
    expect(await office.attachment(other.id, attachment.id)).toBeUndefined();
  });
});

describe('a staff member’s passkeys', () => {
  it('are theirs only, oldest first', async () => {
    const { office, database } = await newOffice();
    const passkey = (id: string, userId: string, createdAt: string) => ({
      id,
      name: `key ${id}`,
      publicKey: 'pk',
      userId,
      credentialID: `cred-${id}`,
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: 0,
      createdAt,
    });
    for (const user of ['u1', 'u2'])
      await database.db
        .insertInto('staff_user' as never)
        .values({
          id: user,
          name: user,
          email: `${user}@office.example`,
          emailVerified: 1,
          role: 'agent',
          disabled: 0,
          createdAt: 'x',
          updatedAt: 'x',
        } as never)
        .execute();
    await database.db
      .insertInto('staff_passkey')
      .values([
        passkey('p2', 'u1', '2026-03-11T00:00:00.000Z'),
        passkey('p1', 'u1', '2026-03-10T00:00:00.000Z'),
        passkey('p3', 'u2', '2026-03-09T00:00:00.000Z'),
      ] as never)
      .execute();
    expect(await office.passkeysOf('u1')).toEqual([
      { id: 'p1', name: 'key p1', deviceType: 'singleDevice', createdAt: '2026-03-10T00:00:00.000Z' },
      { id: 'p2', name: 'key p2', deviceType: 'singleDevice', createdAt: '2026-03-11T00:00:00.000Z' },
    ]);
  });
});

describe('an audit entry', () => {
  it('keeps at most 500 characters of detail, 100 of address and 300 of browser, and nothing for what is not given', async () => {
    const { office } = await newOffice();
    await office.audit({ action: 'export', detail: 'd'.repeat(600), ip: 'i'.repeat(150), userAgent: 'u'.repeat(400) }, new Date('2026-03-10T10:00:00.000Z'));
    await office.audit({ action: 'sign_out' });
    const [bare, long] = (await office.auditPage(1)).rows;
    expect(long).toMatchObject({ at: '2026-03-10T10:00:00.000Z', detail: 'd'.repeat(500), ip: 'i'.repeat(100), user_agent: 'u'.repeat(300) });
    expect(bare).toMatchObject({ action: 'sign_out', actor_id: null, actor_email: null, submission_id: null, detail: null, ip: null, user_agent: null });
  });

  it('is listed 50 a page, newest first, for everyone or for one staff member whatever the case typed', async () => {
    const { office } = await newOffice();
    for (let i = 0; i < 51; i++) await office.audit({ action: 'view', actorEmail: 'a@office.example', detail: String(i) });
    await office.audit({ action: 'view', actorEmail: 'b@office.example', detail: 'b' });
    const first = await office.auditPage(1);
    expect(first.total).toBe(52);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]!.detail).toBe('b');
    const mine = await office.auditPage(2, { actor: 'A@Office.example' });
    expect(mine.total).toBe(51);
    expect(mine.rows.map((row) => row.detail)).toEqual(['0']);
    expect((await office.auditPage(1, { actor: undefined })).total).toBe(52);
  });
});

describe('the audit log’s actions', () => {
  it('are the ones the audit page names, in every language', async () => {
    const { AUDIT_ACTIONS } = await import('./office-store');
    for (const locale of ['en', 'ka', 'kk', 'ru']) {
      const messages = JSON.parse(readFileSync(join('messages', `${locale}.json`), 'utf8')) as { Office: { audit: { actions: Record<string, string> } } };
      expect(Object.keys(messages.Office.audit.actions).sort(), locale).toEqual([...AUDIT_ACTIONS].sort());
    }
  });
});

describe('the deliveries’ channels', () => {
  it('are the ones a request’s page names, in every language', async () => {
    const { CHANNELS } = await import('@/lib/submissions/store');
    for (const locale of ['en', 'ka', 'kk', 'ru']) {
      const messages = JSON.parse(readFileSync(join('messages', `${locale}.json`), 'utf8')) as { Office: { channels: Record<string, string> } };
      expect(Object.keys(messages.Office.channels).sort(), locale).toEqual([...CHANNELS].sort());
    }
  });
});
