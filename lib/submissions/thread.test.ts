/**
 * A request's thread on both databases: the customer's message, new times and cancellation by
 * their status link (refused for a link unknown or expired, a request erased or ended, new times
 * for a request without any), the office's notice and the wait they start; the office's answer,
 * mailed with a status link of its own, which ends the wait; erasure takes the thread.
 */

import { describe, expect, it } from 'vitest';
import { TEST_BACKENDS } from '@/tests/support/databases';
import { OfficeStore } from '@/lib/office/office-store';
import type { OpenDatabase } from '@/lib/submissions/database';
import { hashStatusToken, newStatusToken } from '@/lib/submissions/request-status';
import { SubmissionStore } from '@/lib/submissions/store';
import { CUSTOMER_ACTOR } from '@/lib/submissions/status-writes';
import { allowedActions, answerCustomer, currentSlots, takeCustomerAction, threadOf } from './thread';

const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const slot = (days: number, from = '10:00', to = '11:00') => ({ date: ahead(days), from, to, timeZone: 'Asia/Tbilisi' });

const meetingRequest = (email: string) => ({
  kind: 'meeting',
  locale: 'ka',
  payload: { expertId: 'giorgi-beridze', firstName: 'Nino', lastName: 'Doe', email, timeSlots: [slot(5), slot(6)] },
});

async function newRequest(database: OpenDatabase, { kind = 'meeting', email = 'nino@example.ge' } = {}) {
  const submissions = new SubmissionStore(database, { mail: true });
  const office = new OfficeStore(database, submissions);
  const request =
    kind === 'meeting' ? meetingRequest(email) : { kind: 'support', locale: 'ru', payload: { name: 'Иван', email, theme: 'payment', comment: 'Help' } };
  const { id } = (await submissions.insert(request)) as { id: string };
  // The customer's status link, as their confirmation would carry it.
  const token = newStatusToken();
  await database.db
    .insertInto('request_status')
    .values({ submission_id: id, token_hash: hashStatusToken(token), expires_at: new Date(Date.now() + 86_400_000).toISOString() })
    .execute();
  const outbox = (channel: string) => database.db.selectFrom('outbox').selectAll().where('submission_id', '=', id).where('channel', '=', channel).execute();
  const waiting = async () =>
    (await database.db.selectFrom('submissions').select('waiting_since').where('id', '=', id).executeTakeFirstOrThrow()).waiting_since;
  return { id, token, submissions, office, outbox, waiting };
}

describe.each(TEST_BACKENDS)('a request’s thread on $name', ({ make, missing }) => {
  it.skipIf(missing())('takes the customer’s message and new times by their link, tells the office, and marks the wait until the office answers', async () => {
    const { database } = await make();
    const { id, token, office, outbox, waiting } = await newRequest(database);
    const at = new Date(Date.now() - 120_000);
    expect(await takeCustomerAction(database, token, { kind: 'message', body: 'Can we speak Georgian?' }, { mail: true, now: at })).toMatchObject({
      outcome: 'done',
      submissionId: id,
    });
    expect(await waiting()).toBe(at.toISOString());
    // A later word keeps the wait's start.
    const proposed = [slot(9, '15:00', '16:00')];
    await takeCustomerAction(database, token, { kind: 'proposal', slots: proposed, body: null }, { mail: true, now: new Date(Date.now() - 60_000) });
    expect(await waiting()).toBe(at.toISOString());
    // The office is mailed when the wait starts: the later words join the thread it will read.
    expect((await outbox('customer_action')).map((row) => [row.recipient, row.secret, row.message_id === null])).toEqual([[null, null, false]]);
    const thread = await threadOf(database.db, id);
    expect(thread.map((entry) => [entry.author, entry.kind, entry.body, entry.slots])).toEqual([
      ['customer', 'message', 'Can we speak Georgian?', null],
      ['customer', 'proposal', null, proposed],
    ]);
    // The office books from the newest times.
    expect(await office.timeSlots(id)).toEqual(proposed);
    expect((await office.list({ waiting: true }, 1)).rows.map((row) => [row.id, row.waitingSince])).toEqual([[id, at.toISOString()]]);

    const answerId = await answerCustomer(database, id, 'Yes: Nino speaks Georgian.', 'staff-1', { mail: true });
    expect(answerId).toEqual(expect.any(Number));
    expect(await waiting()).toBeNull();
    expect((await office.list({ waiting: true }, 1)).total).toBe(0);
    const [mail] = await outbox('answer');
    expect(mail).toMatchObject({ recipient: 'nino@example.ge', message_id: answerId });
    // The answer's mail carries a status link of its own, kept only hashed.
    const link = await database.db
      .selectFrom('request_status')
      .select('submission_id')
      .where('token_hash', '=', hashStatusToken(mail!.secret!))
      .executeTakeFirst();
    expect(link?.submission_id).toBe(id);
    expect((await threadOf(database.db, id)).at(-1)).toMatchObject({ author: 'office', kind: 'answer', body: 'Yes: Nino speaks Georgian.' });
    expect(await answerCustomer(database, 'no-such-request', 'Hello', 'staff-1', { mail: true })).toBeUndefined();
  });

  it.skipIf(missing())('takes the same words sent twice within a minute once, and no more than ten unanswered ones', async () => {
    const { database } = await make();
    const { id, token } = await newRequest(database);
    const now = Date.now();
    const first = await takeCustomerAction(database, token, { kind: 'message', body: 'Hello' }, { mail: true, now: new Date(now) });
    const again = await takeCustomerAction(database, token, { kind: 'message', body: 'Hello' }, { mail: true, now: new Date(now + 5_000) });
    expect(again).toEqual(first);
    await takeCustomerAction(database, token, { kind: 'message', body: 'Hello' }, { mail: true, now: new Date(now + 61_000) });
    expect(await threadOf(database.db, id)).toHaveLength(2);
    for (let n = 3; n <= 10; n++)
      await takeCustomerAction(database, token, { kind: 'message', body: `Word ${n}` }, { mail: true, now: new Date(now + 62_000 + n) });
    expect(await takeCustomerAction(database, token, { kind: 'message', body: 'One too many' }, { mail: true, now: new Date(now + 70_000) })).toEqual({
      outcome: 'tooMany',
    });
    // A cancellation is always taken.
    expect(
      await takeCustomerAction(database, token, { kind: 'cancellation', reason: 'other', body: null }, { mail: true, now: new Date(now + 71_000) }),
    ).toMatchObject({
      outcome: 'done',
    });
  });

  it.skipIf(missing())('refuses the office’s change or keeps the wait when the customer wrote after what its page showed', async () => {
    const { database } = await make();
    const { id, token, office, waiting } = await newRequest(database);
    await takeCustomerAction(database, token, { kind: 'message', body: 'First' }, { mail: true });
    const seen = (await threadOf(database.db, id)).at(-1)!.id;
    await takeCustomerAction(database, token, { kind: 'proposal', slots: [slot(12)], body: null }, { mail: true });
    // The office's page showed only the first: its change is refused, nothing is written.
    expect(await office.changeStatus(id, 'received', { status: 'confirmed', note: 'n', paymentLink: null }, 'staff-1', { mail: true, seen })).toBe(
      'customerWrote',
    );
    expect((await office.detail(id))?.status).toBe('received');
    // Its answer is sent, but the request still waits: the new times are unread.
    expect(await answerCustomer(database, id, 'Noted', 'staff-1', { mail: true, seen })).toEqual(expect.any(Number));
    expect(await waiting()).not.toBeNull();
    const latest = (await threadOf(database.db, id)).at(-1)!.id;
    await answerCustomer(database, id, 'And the new times are fine', 'staff-1', { mail: true, seen: latest });
    expect(await waiting()).toBeNull();
  });

  it.skipIf(missing())('lets the customer only write once the work has started, and the office not answer an erased request', async () => {
    const { database } = await make();
    const { id, token, office } = await newRequest(database);
    for (const [from, status] of [
      ['received', 'confirmed'],
      ['confirmed', 'forwarded'],
      ['forwarded', 'payment_link_sent'],
    ] as const)
      await office.changeStatus(id, from, { status, note: 'n', paymentLink: status === 'payment_link_sent' ? 'https://pay.example.org/1' : null }, 's', {
        mail: true,
      });
    const start = new Date(Date.now() + 86_400_000 * 2);
    const meeting = {
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      timeZone: 'Asia/Tbilisi',
      videoLink: 'https://meet.example.org/1',
    };
    await office.changeStatus(id, 'payment_link_sent', { status: 'meeting_booked', note: 'n', paymentLink: null, meeting }, 's', { mail: true });
    await office.changeStatus(id, 'meeting_booked', { status: 'started', note: 'n', paymentLink: null }, 's', { mail: true });
    expect(await takeCustomerAction(database, token, { kind: 'cancellation', reason: 'other', body: null }, { mail: true })).toEqual({ outcome: 'started' });
    expect(await takeCustomerAction(database, token, { kind: 'proposal', slots: [slot(9)], body: null }, { mail: true })).toEqual({ outcome: 'started' });
    expect(await takeCustomerAction(database, token, { kind: 'message', body: 'How is it going?' }, { mail: true })).toMatchObject({ outcome: 'done' });
    await office.erase('nino@example.ge');
    expect(await answerCustomer(database, id, 'Too late', 'staff-1', { mail: true })).toBe('erased');
  });

  it.skipIf(missing())('lets two writers of one request take turns: one cancellation of two at once, no booking after it', async () => {
    const { database } = await make();
    const { id, token, office, outbox } = await newRequest(database);
    const cancel = () => takeCustomerAction(database, token, { kind: 'cancellation', reason: 'plans_changed', body: null }, { mail: true });
    const outcomes = await Promise.all([
      cancel(),
      cancel(),
      office.changeStatus(id, 'received', { status: 'confirmed', note: 'n', paymentLink: null }, 's', { mail: true }),
    ]);
    const changes = await database.db.selectFrom('status_changes').select('status').where('submission_id', '=', id).orderBy('id').execute();
    // Whatever the order, the request ends closed once, and the office's change came before it or not at all.
    expect(changes.filter((change) => change.status === 'closed')).toHaveLength(1);
    expect(changes.at(-1)?.status).toBe('closed');
    expect(outcomes.filter((outcome) => outcome === 'changed' || outcome === 'stale')).toHaveLength(1);
    expect((await outbox('customer_action')).length).toBeLessThanOrEqual(2);
    expect((await office.detail(id))?.status).toBe('closed');
  });

  it.skipIf(missing())('ends the wait with any change the office makes, and queues no mail with mail off', async () => {
    const { database } = await make();
    const { id, token, office, outbox, waiting } = await newRequest(database);
    await takeCustomerAction(database, token, { kind: 'message', body: 'Hello' }, { mail: false });
    expect(await waiting()).not.toBeNull();
    expect(await outbox('customer_action')).toEqual([]);
    await office.changeStatus(id, 'received', { status: 'confirmed', note: 'called them', paymentLink: null }, 'staff-1', { mail: false });
    expect(await waiting()).toBeNull();
  });

  it.skipIf(missing())('cancels as the customer’s own change: closed for their request, the office and the expert told, the reminders withdrawn', async () => {
    const { database } = await make();
    const { id, token, office, outbox, waiting } = await newRequest(database);
    const start = new Date(Date.now() + 3 * 86_400_000);
    const meeting = {
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      timeZone: 'Asia/Tbilisi',
      videoLink: 'https://meet.example.org/1',
    };
    await office.changeStatus(id, 'received', { status: 'meeting_booked', note: 'booked', paymentLink: null, meeting }, 'staff-1', { mail: true });
    expect((await outbox('reminder_24h')).map((row) => row.given_up_at)).toEqual([null]);
    expect(await takeCustomerAction(database, token, { kind: 'cancellation', reason: 'plans_changed', body: 'Sorry' }, { mail: true })).toMatchObject({
      outcome: 'done',
    });
    const detail = await office.detail(id);
    expect(detail?.status).toBe('closed');
    expect(detail?.history.at(-1)).toMatchObject({ status: 'closed', reason: 'customer_request', byCustomer: true, notified: true });
    const change = await database.db
      .selectFrom('status_changes')
      .select('actor_id')
      .where('submission_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(change.actor_id).toBe(CUSTOMER_ACTOR);
    expect(detail?.thread.map((entry) => [entry.kind, entry.reason, entry.body])).toEqual([['cancellation', 'plans_changed', 'Sorry']]);
    // The customer is told (a status mail), the expert's calendar loses the meeting, the office hears of it; nothing waits: it has ended.
    expect((await outbox('status')).length).toBe(2);
    expect((await outbox('expert')).length).toBe(2);
    expect((await outbox('customer_action')).length).toBe(1);
    expect((await outbox('reminder_24h')).map((row) => row.last_error)).toEqual(['withdrawn: the meeting moved or the request moved on']);
    expect(await waiting()).toBeNull();
    // An ended request takes nothing more.
    expect(await takeCustomerAction(database, token, { kind: 'message', body: 'One more thing' }, { mail: true })).toEqual({ outcome: 'ended' });
  });

  it.skipIf(missing())('refuses a link unknown or expired, an erased request, and new times for a request without any', async () => {
    const { database } = await make();
    const { token } = await newRequest(database);
    const message = { kind: 'message' as const, body: 'Hi' };
    expect(await takeCustomerAction(database, newStatusToken(), message, { mail: true })).toEqual({ outcome: 'notFound' });
    expect(await takeCustomerAction(database, token, message, { mail: true, now: new Date(Date.now() + 2 * 86_400_000) })).toEqual({ outcome: 'notFound' });
    const support = await newRequest(database, { kind: 'support', email: 'ivan@example.ru' });
    expect(await takeCustomerAction(database, support.token, { kind: 'proposal', slots: [slot(4)], body: null }, { mail: true })).toEqual({
      outcome: 'noMeeting',
    });
    expect(await threadOf(database.db, support.id)).toEqual([]);
    await takeCustomerAction(database, support.token, message, { mail: true });
    await support.office.erase('ivan@example.ru');
    expect(await takeCustomerAction(database, support.token, message, { mail: true })).toEqual({ outcome: 'erased' });
  });

  it.skipIf(missing())('erases the thread with the person’s data, and the mails about it that still wait', async () => {
    const { database } = await make();
    const { id, token, office, outbox, waiting } = await newRequest(database);
    await takeCustomerAction(database, token, { kind: 'message', body: 'My private words' }, { mail: true });
    await answerCustomer(database, id, 'Our answer', 'staff-1', { mail: true });
    await takeCustomerAction(database, token, { kind: 'message', body: 'More private words' }, { mail: true });
    expect(await office.erase('nino@example.ge')).toEqual([{ id, messages: 3 }]);
    expect(await threadOf(database.db, id)).toEqual([]);
    expect(await waiting()).toBeNull();
    for (const channel of ['customer_action', 'answer'])
      for (const row of await outbox(channel)) expect([row.given_up_at !== null || row.delivered_at !== null, row.secret]).toEqual([true, null]);
  });
});

describe('what a customer may do', () => {
  const payload = { timeSlots: [slot(3)] };
  it('writes, moves and cancels an open request with times; only writes and cancels one without; nothing once erased or ended', () => {
    expect(allowedActions({ erased: false, status: 'meeting_booked', payload })).toEqual(['message', 'proposal', 'cancellation']);
    expect(allowedActions({ erased: false, status: 'received', payload: { theme: 'payment' } })).toEqual(['message', 'cancellation']);
    expect(allowedActions({ erased: true, status: 'received', payload: {} })).toEqual([]);
    expect(allowedActions({ erased: false, status: 'closed', payload })).toEqual([]);
    expect(allowedActions({ erased: false, status: 'declined', payload })).toEqual([]);
  });

  it('books from the latest proposal’s times, else the request’s own', () => {
    const proposal = { id: 1, at: '', author: 'customer' as const, kind: 'proposal' as const, body: null, reason: null };
    const newer = [slot(8)];
    expect(currentSlots(payload, [])).toEqual(payload.timeSlots);
    expect(
      currentSlots(payload, [
        { ...proposal, slots: [slot(7)] },
        { ...proposal, id: 2, slots: newer },
      ]),
    ).toEqual(newer);
    expect(currentSlots({}, [])).toEqual([]);
  });
});
