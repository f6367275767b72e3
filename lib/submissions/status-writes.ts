/**
 * What a status change writes, in its caller's transaction: the change itself, the customer's mail
 * about it (with a status link of its own), the withdrawal of the reminders of the meeting before
 * it, the expert's invitation or cancellation, and a new meeting's reminders. Shared by the
 * office's change (lib/office/office-store.ts) and the customer's own cancellation from the status
 * page (lib/submissions/thread.ts), so both tell everyone alike.
 */

import type { Kysely } from 'kysely';
import type { Meeting } from '@/lib/meetings/meeting';
import type { Database } from './database';
import { type EndReason, hashStatusToken, isEnd, newStatusToken, type RequestStatus, statusTokenExpiry } from './request-status';
import { type Channel, REMINDERS } from './store';

/** What the store writes; the parts a status does not need may be left out (`notify` then is true). */
export type StatusChange = {
  status: RequestStatus;
  note: string;
  paymentLink: string | null;
  meeting?: Meeting | null;
  reason?: EndReason | null;
  customerNote?: string | null;
  notify?: boolean;
};

/** The actor of a change the customer made themselves (a cancellation): no staff account. */
export const CUSTOMER_ACTOR = 'customer';

/** A mail queued in the outbox: to whom (an office's mail has no recipient of its own), when, and what it is about. */
type QueuedMail = {
  submissionId: string;
  channel: Channel;
  at: string;
  /** When it is sent: now, or a reminder's moment. */
  dueAt?: string;
  statusChangeId?: number | null;
  messageId?: number | null;
};

async function queue(trx: Kysely<Database>, mail: QueuedMail, { recipient, secret }: { recipient: string | null; secret: string | null }): Promise<void> {
  await trx
    .insertInto('outbox')
    .values({
      submission_id: mail.submissionId,
      channel: mail.channel,
      recipient,
      secret,
      created_at: mail.at,
      status_change_id: mail.statusChangeId ?? null,
      message_id: mail.messageId ?? null,
      attempts: 0,
      next_attempt_at: mail.dueAt ?? mail.at,
    })
    .execute();
}

/** A mail to the customer, carrying a status link of its own (only its hash is kept; the token waits in the outbox until sent). */
export async function queueCustomerMail(trx: Kysely<Database>, mail: QueuedMail & { recipient: string }): Promise<void> {
  const token = newStatusToken();
  await trx
    .insertInto('request_status')
    .values({ submission_id: mail.submissionId, token_hash: hashStatusToken(token), expires_at: statusTokenExpiry(new Date(mail.at)).toISOString() })
    .execute();
  await queue(trx, mail, { recipient: mail.recipient, secret: token });
}

/** A mail to the office's own address (the expert's, or the office's notice of a customer's words). */
export function queueOfficeMail(trx: Kysely<Database>, mail: QueuedMail): Promise<void> {
  return queue(trx, mail, { recipient: null, secret: null });
}

/**
 * Moves a request to the change's status (the caller has checked it may) and queues who is told:
 * the customer (unless the change is silent, mail is off or there is no address), the expert of a
 * booking, a move or an end that calls a meeting off, and a new meeting's reminders to both. A booking's
 * invitation sequence counts the bookings before it. Returns the change's id.
 */
export async function writeStatusChange(
  trx: Kysely<Database>,
  { id, email, change, actorId, at, mail }: { id: string; email: string | null; change: StatusChange; actorId: string; at: string; mail: boolean },
): Promise<number> {
  const bookings = Number(
    (
      await trx
        .selectFrom('status_changes')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('submission_id', '=', id)
        .where('meeting_start', 'is not', null)
        .executeTakeFirstOrThrow()
    ).n,
  );
  await trx.updateTable('submissions').set({ status: change.status, status_at: at }).where('id', '=', id).execute();
  const inserted = await trx
    .insertInto('status_changes')
    .values({
      submission_id: id,
      status: change.status,
      at,
      note: change.note,
      actor_id: actorId,
      payment_link: change.paymentLink,
      notify: change.notify === false ? 0 : 1,
      reason: change.reason ?? null,
      customer_note: change.customerNote ?? null,
      meeting_start: change.meeting?.start ?? null,
      meeting_end: change.meeting?.end ?? null,
      meeting_zone: change.meeting?.timeZone ?? null,
      video_link: change.meeting?.videoLink ?? null,
      meeting_sequence: change.meeting ? bookings : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const statusChangeId = Number(inserted.id);
  if (change.notify !== false && mail && email)
    await queueCustomerMail(trx, { submissionId: id, recipient: email, channel: change.paymentLink ? 'payment_link' : 'status', at, statusChangeId });
  // Any later change withdraws the reminders of the meeting before it: a move brings its own, an end none.
  await trx
    .updateTable('outbox')
    .set({ given_up_at: at, last_error: 'withdrawn: the meeting moved or the request moved on', secret: null })
    .where('submission_id', '=', id)
    .where(
      'channel',
      'in',
      REMINDERS.flatMap((reminder) => [reminder.channel, reminder.expertChannel]),
    )
    .where('delivered_at', 'is', null)
    .where('given_up_at', 'is', null)
    .execute();
  // The expert hears of a booking, a move, and an end that calls a meeting off (whether or not the customer is told).
  if (mail && (change.meeting || (isEnd(change.status) && bookings > 0)))
    await queueOfficeMail(trx, { submissionId: id, channel: 'expert', at, statusChangeId });
  if (change.meeting && mail) {
    for (const { channel, expertChannel, beforeMs } of REMINDERS) {
      const due = Date.parse(change.meeting.start) - beforeMs;
      // A reminder whose moment has already passed is not sent late.
      if (due <= Date.parse(at)) continue;
      const dueAt = new Date(due).toISOString();
      if (email) await queueCustomerMail(trx, { submissionId: id, recipient: email, channel, at, dueAt, statusChangeId });
      await queueOfficeMail(trx, { submissionId: id, channel: expertChannel, at, dueAt, statusChangeId });
    }
  }
  return statusChangeId;
}
