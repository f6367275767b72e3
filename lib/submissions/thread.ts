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
import { type Database, lockSubmissions, type OpenDatabase, patientWrite } from '@/lib/submissions/database';
import { hashStatusToken, isEnd, type RequestStatus } from '@/lib/submissions/request-status';
import { CUSTOMER_ACTOR, queueCustomerMail, queueOfficeMail, writeStatusChange } from '@/lib/submissions/status-writes';
import type { CustomerAction } from '@/lib/meetings/customer-actions';

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

/**
 * Why a customer's action was not taken: no such valid link, the request was erased or has ended,
 * its work has started (new times and a cancellation are then the office's to arrange), it has no
 * time to move, or too many of their words wait for the office already.
 */
export type ActionRefusal = 'notFound' | 'erased' | 'ended' | 'started' | 'noMeeting' | 'tooMany';
export type ActionOutcome = { outcome: 'done'; submissionId: string; messageId: number } | { outcome: ActionRefusal };

/** Words of a customer that may wait for the office's answer at once: enough to say anything, too few to flood the office. */
export const MAX_UNANSWERED = 10;
/** The same words again this soon are the same action (a second click, a form sent twice). */
const REPEAT_WINDOW_MS = 60_000;

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

/**
 * Which actions a request's customer may take now: none once it was erased or has ended; once the
 * work has started, only to write (moving or calling it off is then the office's to arrange).
 */
export function allowedActions(view: { erased: boolean; status: RequestStatus; payload: Record<string, unknown> }): CustomerAction['kind'][] {
  if (view.erased || isEnd(view.status)) return [];
  if (view.status === 'started') return ['message'];
  return takesProposals(view.payload) ? ['message', 'proposal', 'cancellation'] : ['message', 'cancellation'];
}

/**
 * Takes a customer's action on the request their status link names, in one transaction with the
 * office's notice (and, for a cancellation, the status change and everyone's mail). Refused for a
 * link unknown or expired, a request erased or ended (or started, for new times or a cancellation),
 * new times for a request without any, and past MAX_UNANSWERED words waiting. The same words again
 * within a minute are taken once. The office is mailed when the wait starts (later words join the
 * thread it will read) and for every cancellation.
 */
export async function takeCustomerAction(
  database: OpenDatabase,
  token: string,
  action: CustomerAction,
  { mail, now = new Date() }: { mail: boolean; now?: Date },
): Promise<ActionOutcome> {
  return patientWrite(database, async (trx) => {
    const link = await trx
      .selectFrom('request_status')
      .select('submission_id')
      .where('token_hash', '=', hashStatusToken(token))
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (!link) return { outcome: 'notFound' };
    await lockSubmissions(trx, database.dialect, { id: link.submission_id });
    const row = await trx
      .selectFrom('submissions')
      .select(['id', 'status', 'erased_at', 'email', 'payload', 'waiting_since'])
      .where('id', '=', link.submission_id)
      .executeTakeFirstOrThrow();
    if (row.erased_at) return { outcome: 'erased' };
    const status = row.status as RequestStatus;
    if (isEnd(status)) return { outcome: 'ended' };
    if (!allowedActions({ erased: false, status, payload: JSON.parse(row.payload) as Record<string, unknown> }).includes(action.kind))
      return { outcome: status === 'started' ? 'started' : 'noMeeting' };
    const slots = action.kind === 'proposal' ? JSON.stringify(action.slots) : null;
    const reason = action.kind === 'cancellation' ? action.reason : null;
    const waiting = await trx
      .selectFrom('request_messages')
      .select(['id', 'at', 'kind', 'body', 'slots', 'reason'])
      .where('submission_id', '=', row.id)
      .where('author', '=', 'customer')
      .where('at', '>=', row.waiting_since ?? now.toISOString())
      .orderBy('id', 'desc')
      .execute();
    const last = waiting[0];
    if (
      last &&
      last.kind === action.kind &&
      last.body === action.body &&
      last.slots === slots &&
      last.reason === reason &&
      now.getTime() - Date.parse(last.at) < REPEAT_WINDOW_MS
    )
      return { outcome: 'done', submissionId: row.id, messageId: Number(last.id) };
    if (action.kind !== 'cancellation' && row.waiting_since && waiting.length >= MAX_UNANSWERED) return { outcome: 'tooMany' };
    const at = now.toISOString();
    const inserted = await trx
      .insertInto('request_messages')
      .values({ submission_id: row.id, at, author: 'customer', kind: action.kind, body: action.body, slots, reason, actor_id: null })
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
      // Nothing waits for an answer on a request that has ended.
      await trx.updateTable('submissions').set({ waiting_since: null }).where('id', '=', row.id).execute();
    } else if (!row.waiting_since) {
      // The first unanswered word starts the wait; later ones keep its start.
      await trx.updateTable('submissions').set({ waiting_since: at }).where('id', '=', row.id).execute();
    }
    if (mail && (action.kind === 'cancellation' || !row.waiting_since))
      await queueOfficeMail(trx, { submissionId: row.id, channel: 'customer_action', at, messageId });
    return { outcome: 'done', submissionId: row.id, messageId };
  });
}

/** Whether the customer wrote after the office's view of the thread (`seen`: the last entry it showed). */
export async function customerWroteSince(trx: Kysely<Database>, submissionId: string, seen: number): Promise<boolean> {
  const newer = await trx
    .selectFrom('request_messages')
    .select('id')
    .where('submission_id', '=', submissionId)
    .where('author', '=', 'customer')
    .where('id', '>', seen)
    .executeTakeFirst();
  return newer !== undefined;
}

/**
 * The office's answer in a request's thread: mailed to the customer (with their status link) and
 * shown on their status page. It ends the request's wait, unless the customer wrote again after
 * the entry the office last saw (`seen`). Undefined for a request not there; 'erased' for one erased.
 */
export async function answerCustomer(
  database: OpenDatabase,
  submissionId: string,
  body: string,
  actorId: string,
  { mail, seen, now = new Date() }: { mail: boolean; seen?: number | undefined; now?: Date },
): Promise<number | 'erased' | undefined> {
  return patientWrite(database, async (trx) => {
    await lockSubmissions(trx, database.dialect, { id: submissionId });
    const row = await trx.selectFrom('submissions').select(['email', 'erased_at']).where('id', '=', submissionId).executeTakeFirst();
    if (!row) return undefined;
    if (row.erased_at) return 'erased';
    const at = now.toISOString();
    const inserted = await trx
      .insertInto('request_messages')
      .values({ submission_id: submissionId, at, author: 'office', kind: 'answer', body, slots: null, reason: null, actor_id: actorId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const messageId = Number(inserted.id);
    if (seen === undefined || !(await customerWroteSince(trx, submissionId, seen)))
      await trx.updateTable('submissions').set({ waiting_since: null }).where('id', '=', submissionId).execute();
    if (mail && row.email) await queueCustomerMail(trx, { submissionId, recipient: row.email, channel: 'answer', at, messageId });
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
