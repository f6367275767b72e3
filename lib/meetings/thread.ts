/**
 * A request's thread: what the customer writes from their status page (a message, new slots, a
 * cancellation) and the office's answers, on the submissions' database. A customer's words mark
 * the request waiting for the office (the inbox shows it) and mail the office a notice; the
 * office's answer, or any change it makes, ends the wait, and the answer is mailed to the customer
 * with their status link. A cancellation is the customer's own status change: it closes the
 * request and tells everyone as the office's end would (lib/submissions/status-writes.ts).
 */

import type { Kysely } from 'kysely';
import type { TimeSlot } from '@/lib/forms/schemas';
import { type Database, type OpenDatabase, patientWrite } from '@/lib/submissions/database';
import { hashStatusToken, isEnd, type RequestStatus } from '@/lib/submissions/request-status';
import { CUSTOMER_ACTOR, queueCustomerMail, queueOfficeMail, writeStatusChange } from '@/lib/submissions/status-writes';
import type { CustomerAction } from './customer-actions';

export type ThreadKind = 'message' | 'proposal' | 'cancellation' | 'answer';

export type ThreadEntry = {
  id: number;
  at: string;
  author: 'customer' | 'office';
  kind: ThreadKind;
  body: string | null;
  /** A proposal's new slots. */
  slots: TimeSlot[] | null;
  /** A cancellation's reason (lib/meetings/customer-actions.ts CANCEL_REASONS). */
  reason: string | null;
};

/** Why a customer's action was not taken: no such valid link, the request was erased or has ended, or it has no time to move. */
export type ActionRefusal = 'notFound' | 'erased' | 'ended' | 'noMeeting';
export type ActionOutcome = { outcome: 'done'; submissionId: string; messageId: number } | { outcome: ActionRefusal };

type ThreadRow = { id: number | string; at: string; author: string; kind: string; body: string | null; slots: string | null; reason: string | null };

function entryOfRow(row: ThreadRow): ThreadEntry {
  return {
    id: Number(row.id),
    at: row.at,
    author: row.author === 'office' ? 'office' : 'customer',
    kind: row.kind as ThreadKind,
    body: row.body,
    slots: row.slots ? (JSON.parse(row.slots) as TimeSlot[]) : null,
    reason: row.reason,
  };
}

/** The thread of a request, oldest first; the office's view adds who answered. */
export async function threadOf(db: Kysely<Database>, submissionId: string): Promise<(ThreadEntry & { actorEmail: string | null })[]> {
  const rows = await db
    .selectFrom('request_messages')
    .leftJoin('staff_user', 'staff_user.id', 'request_messages.actor_id')
    .select([
      'request_messages.id',
      'request_messages.at',
      'request_messages.author',
      'request_messages.kind',
      'request_messages.body',
      'request_messages.slots',
      'request_messages.reason',
      'staff_user.email',
    ])
    .where('request_messages.submission_id', '=', submissionId)
    .orderBy('request_messages.at')
    .orderBy('request_messages.id')
    .execute();
  return rows.map((row) => ({ ...entryOfRow(row), actorEmail: row.email }));
}

/** The newest slots the customer gave: their latest proposal's, else the request's own (none for a request without them). */
export function currentSlots(payload: Record<string, unknown>, thread: readonly ThreadEntry[]): TimeSlot[] {
  const proposal = thread.findLast((entry) => entry.kind === 'proposal' && entry.slots);
  if (proposal?.slots) return proposal.slots;
  return Array.isArray(payload.timeSlots) ? (payload.timeSlots as TimeSlot[]) : [];
}

/** Whether a request may be asked to move: it was made with time slots (a meeting's or a service's request). */
export function takesProposals(payload: Record<string, unknown>): boolean {
  return Array.isArray(payload.timeSlots);
}

/** Which actions a request's customer may take now; none once it was erased or has ended. */
export function allowedActions(view: { erased: boolean; status: RequestStatus; payload: Record<string, unknown> }): CustomerAction['kind'][] {
  if (view.erased || isEnd(view.status)) return [];
  return takesProposals(view.payload) ? ['message', 'proposal', 'cancellation'] : ['message', 'cancellation'];
}

/**
 * Takes a customer's action on the request their status link names, in one transaction with the
 * office's notice (and, for a cancellation, the status change and everyone's mail). Refused for a
 * link unknown or expired, a request erased or ended, and new slots for a request without times.
 */
export async function takeCustomerAction(
  database: OpenDatabase,
  token: string,
  action: CustomerAction,
  { mail, now = new Date() }: { mail: boolean; now?: Date },
): Promise<ActionOutcome> {
  return patientWrite(database, async (trx) => {
    const row = await trx
      .selectFrom('request_status')
      .innerJoin('submissions', 'submissions.id', 'request_status.submission_id')
      .select(['submissions.id', 'submissions.status', 'submissions.erased_at', 'submissions.email', 'submissions.payload'])
      .where('request_status.token_hash', '=', hashStatusToken(token))
      .where('request_status.expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (!row) return { outcome: 'notFound' };
    if (row.erased_at) return { outcome: 'erased' };
    const status = row.status as RequestStatus;
    if (isEnd(status)) return { outcome: 'ended' };
    if (action.kind === 'proposal' && !takesProposals(JSON.parse(row.payload) as Record<string, unknown>)) return { outcome: 'noMeeting' };
    const at = now.toISOString();
    const inserted = await trx
      .insertInto('request_messages')
      .values({
        submission_id: row.id,
        at,
        author: 'customer',
        kind: action.kind,
        body: action.body,
        slots: action.kind === 'proposal' ? JSON.stringify(action.slots) : null,
        reason: action.kind === 'cancellation' ? action.reason : null,
        actor_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const messageId = Number(inserted.id);
    if (action.kind === 'cancellation') {
      await writeStatusChange(trx, {
        id: row.id,
        email: row.email,
        change: { status: 'closed', note: `Cancelled by the customer (${action.reason})`, paymentLink: null, reason: 'customer_request' },
        actorId: CUSTOMER_ACTOR,
        at,
        mail,
      });
    } else {
      // The first unanswered word marks the wait; later ones keep its start.
      await trx.updateTable('submissions').set({ waiting_since: at }).where('id', '=', row.id).where('waiting_since', 'is', null).execute();
    }
    if (mail) await queueOfficeMail(trx, { submissionId: row.id, channel: 'customer_action', at, messageId });
    return { outcome: 'done', submissionId: row.id, messageId };
  });
}

/**
 * The office's answer in a request's thread: mailed to the customer (with their status link) and
 * shown on their status page; it ends the request's wait. Undefined for a request not there.
 */
export async function answerCustomer(
  database: OpenDatabase,
  submissionId: string,
  body: string,
  actorId: string,
  { mail, now = new Date() }: { mail: boolean; now?: Date },
): Promise<number | undefined> {
  return patientWrite(database, async (trx) => {
    const row = await trx.selectFrom('submissions').select(['email', 'erased_at']).where('id', '=', submissionId).executeTakeFirst();
    if (!row) return undefined;
    const at = now.toISOString();
    const inserted = await trx
      .insertInto('request_messages')
      .values({ submission_id: submissionId, at, author: 'office', kind: 'answer', body, slots: null, reason: null, actor_id: actorId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const messageId = Number(inserted.id);
    await trx.updateTable('submissions').set({ waiting_since: null }).where('id', '=', submissionId).execute();
    if (mail && row.email && !row.erased_at) await queueCustomerMail(trx, { submissionId, recipient: row.email, channel: 'answer', at, messageId });
    return messageId;
  });
}

/** A thread entry, as a mail about it reads it. */
export async function threadEntry(db: Kysely<Database>, messageId: number): Promise<ThreadEntry | undefined> {
  const row = await db
    .selectFrom('request_messages')
    .select(['id', 'at', 'author', 'kind', 'body', 'slots', 'reason'])
    .where('id', '=', messageId)
    .executeTakeFirst();
  return row && entryOfRow(row);
}
