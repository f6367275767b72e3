/**
 * What the support office reads and writes, on the submissions' database: the inbox's pages and
 * exports, a submission with its history and deliveries, status changes (each with its note and
 * who made it, and the payment-link mail queued in the same transaction), erasure on request, and
 * the audit log.
 */

import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { type Database, type OpenDatabase, patientWrite } from '@/lib/submissions/database';
import type { TimeSlot } from '@/lib/forms/schemas';
import { normalizeReference } from '@/lib/submissions/reference';
import { hashStatusToken, isEnd, newStatusToken, type RequestStatus, statusTokenExpiry } from '@/lib/submissions/request-status';
import { type Channel, personName, REMINDERS, stepOfRow, type SubmissionStore, type StoredSubmission } from '@/lib/submissions/store';
import { type InboxFilters, PAGE_SIZE } from './inbox-filters';
import type { BookedMeeting } from '@/lib/meetings/meeting';
import type { StatusChange } from './status-change';

export type InboxRow = {
  id: string;
  reference: string | null;
  kind: string;
  createdAt: string;
  locale: string | null;
  name: string;
  status: RequestStatus;
  erased: boolean;
};

export type HistoryEntry = {
  status: RequestStatus;
  at: string;
  note: string;
  actorEmail: string | null;
  paymentLink: string | null;
  meeting: BookedMeeting | null;
  reason: string | null;
  customerNote: string | null;
  notified: boolean;
};

export type SubmissionDetail = {
  submission: StoredSubmission;
  status: RequestStatus;
  statusAt: string;
  erasedAt: string | null;
  history: HistoryEntry[];
  deliveries: { id: number; channel: string; attempts: number; deliveredAt: string | null; givenUpAt: string | null; lastError: string | null }[];
};

export type AuditEntry = {
  action: AuditAction;
  actorId?: string | null | undefined;
  actorEmail?: string | null | undefined;
  submissionId?: string | null | undefined;
  detail?: string | null | undefined;
  ip?: string | null | undefined;
  userAgent?: string | null | undefined;
};

export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'sign_out_everywhere',
  'password_set',
  'passkey_added',
  'view',
  'download',
  'status_change',
  'export',
  'erasure',
  'account_added',
  'account_disabled',
  'account_enabled',
  'set_password_link',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The fields erasure keeps: the privacy policy's basic identifying data. */
const KEPT_ON_ERASURE = ['firstName', 'lastName', 'name', 'email', 'mail'] as const;

export type ChangeOutcome = 'changed' | 'notFound' | 'stale';

/** LIKE's own characters, taken literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export class OfficeStore {
  private readonly db: Kysely<Database>;

  constructor(
    private readonly database: OpenDatabase,
    private readonly submissions: SubmissionStore,
  ) {
    this.db = database.db;
  }

  private filtered(filters: InboxFilters): SelectQueryBuilder<Database, 'submissions', object> {
    let query = this.db.selectFrom('submissions');
    if (filters.kind) query = query.where('kind', '=', filters.kind);
    if (filters.status) query = query.where('status', '=', filters.status);
    if (filters.locale) query = query.where('locale', '=', filters.locale);
    if (filters.from) query = query.where('created_at', '>=', `${filters.from}T00:00:00.000Z`);
    if (filters.to) query = query.where('created_at', '<', new Date(Date.parse(filters.to) + 86_400_000).toISOString());
    const q = filters.q;
    if (q) {
      const reference = normalizeReference(q);
      query = query.where((eb) =>
        eb.or([
          ...(reference ? [eb('reference', '=', reference)] : []),
          ...(q.includes('@') ? [eb('email', '=', q.toLowerCase())] : []),
          sql<boolean>`name_search like ${`%${likeEscaped(q.toLowerCase())}%`} escape '\\'`,
        ]),
      );
    }
    return query;
  }

  /** One page of the inbox, newest first, and how many match in all. */
  async list(filters: InboxFilters, page: number): Promise<{ rows: InboxRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(filters)
        .select(['id', 'reference', 'kind', 'created_at', 'locale', 'status', 'erased_at', 'payload'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
        .execute(),
      this.filtered(filters)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(count.n),
      rows: rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        kind: row.kind,
        createdAt: row.created_at,
        locale: row.locale,
        name: personName(JSON.parse(row.payload) as Record<string, unknown>),
        status: row.status as RequestStatus,
        erased: row.erased_at !== null,
      })),
    };
  }

  /** Every submission the filters select, oldest first, as submissions:export writes them. */
  async exportList(filters: InboxFilters): Promise<StoredSubmission[]> {
    const ids = await this.filtered(filters).select('id').orderBy('created_at').orderBy('id').execute();
    const all: StoredSubmission[] = [];
    // Stryker disable next-line EqualityOperator: `<=` adds a round past the end when the count is a multiple of 500, and getMany([]) answers [] without a query
    for (let start = 0; start < ids.length; start += 500) all.push(...(await this.submissions.getMany(ids.slice(start, start + 500).map((row) => row.id))));
    return all;
  }

  /** The time slots a request proposed (none for a request without them, or one not there). */
  async timeSlots(id: string): Promise<TimeSlot[]> {
    const row = await this.db.selectFrom('submissions').select('payload').where('id', '=', id).executeTakeFirst();
    const slots = row ? (JSON.parse(row.payload) as Record<string, unknown>).timeSlots : undefined;
    return Array.isArray(slots) ? (slots as TimeSlot[]) : [];
  }

  async detail(id: string): Promise<SubmissionDetail | undefined> {
    const submission = await this.submissions.get(id);
    if (!submission) return undefined;
    const [row, history, deliveries] = await Promise.all([
      this.db.selectFrom('submissions').select(['status', 'status_at', 'erased_at', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow(),
      this.db
        .selectFrom('status_changes')
        .leftJoin('staff_user', 'staff_user.id', 'status_changes.actor_id')
        .select([
          'status_changes.status',
          'status_changes.at',
          'status_changes.note',
          'status_changes.payment_link',
          'status_changes.reason',
          'status_changes.customer_note',
          'status_changes.notify',
          'status_changes.meeting_start',
          'status_changes.meeting_end',
          'status_changes.meeting_zone',
          'status_changes.video_link',
          'status_changes.meeting_sequence',
          'staff_user.email',
        ])
        .where('status_changes.submission_id', '=', id)
        .orderBy('status_changes.at')
        .orderBy('status_changes.id')
        .execute(),
      this.submissions.deliveries(id),
    ]);
    return {
      submission,
      status: row.status as RequestStatus,
      statusAt: row.status_at ?? row.created_at,
      erasedAt: row.erased_at,
      history: history.map((entry) => ({ ...stepOfRow(entry), note: entry.note, actorEmail: entry.email, notified: Number(entry.notify) === 1 })),
      deliveries: deliveries.map((delivery) => ({
        id: Number(delivery.id),
        channel: delivery.channel,
        attempts: Number(delivery.attempts),
        deliveredAt: delivery.delivered_at,
        givenUpAt: delivery.given_up_at,
        lastError: delivery.last_error,
      })),
    };
  }

  /**
   * Moves a request from `from` to the change's status, with its note and who made it. The
   * customer's mail about it (a payment link, a booked or moved meeting with its invitation, any
   * other step) is queued in the same transaction, unless the office chose not to notify, mail is
   * off or the request has no address. A booking's invitation sequence counts the bookings before
   * it. `stale`: someone changed it meanwhile, nothing was written.
   */
  async changeStatus(id: string, from: RequestStatus, change: StatusChange, actorId: string, { mail }: { mail: boolean }): Promise<ChangeOutcome> {
    return patientWrite(this.database, async (trx) => {
      const row = await trx.selectFrom('submissions').select(['status', 'email', 'erased_at']).where('id', '=', id).executeTakeFirst();
      if (!row) return 'notFound';
      if (row.status !== from) return 'stale';
      const at = new Date().toISOString();
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
      const sequence = change.meeting ? bookings : null;
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
          meeting_sequence: sequence,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const statusChangeId = Number(inserted.id);
      // A mail carries a status link of its own (only its hash is kept; the token waits in the outbox until sent).
      const queue = async (channel: Channel, dueAt: string) => {
        const token = newStatusToken();
        await trx
          .insertInto('request_status')
          .values({ submission_id: id, token_hash: hashStatusToken(token), expires_at: statusTokenExpiry(new Date(at)).toISOString() })
          .execute();
        await trx
          .insertInto('outbox')
          .values({
            submission_id: id,
            channel,
            recipient: row.email,
            secret: token,
            created_at: at,
            status_change_id: statusChangeId,
            attempts: 0,
            next_attempt_at: dueAt,
          })
          .execute();
      };
      if (change.notify !== false && mail && row.email) await queue(change.paymentLink ? 'payment_link' : 'status', at);
      // Any later change withdraws the reminders of the meeting before it: a move brings its own, an end none.
      await trx
        .updateTable('outbox')
        .set({ given_up_at: at, last_error: 'withdrawn: the meeting moved or the request moved on', secret: null })
        .where('submission_id', '=', id)
        .where(
          'channel',
          'in',
          REMINDERS.map((reminder) => reminder.channel),
        )
        .where('delivered_at', 'is', null)
        .where('given_up_at', 'is', null)
        .execute();
      // The expert hears of a booking, a move, and an end that calls a meeting off (whether or not the customer is told).
      if (mail && (change.meeting || (isEnd(change.status) && bookings > 0)))
        await trx
          .insertInto('outbox')
          .values({
            submission_id: id,
            channel: 'expert',
            recipient: null,
            secret: null,
            created_at: at,
            status_change_id: statusChangeId,
            attempts: 0,
            next_attempt_at: at,
          })
          .execute();
      if (change.meeting && mail && row.email) {
        for (const { channel, beforeMs } of REMINDERS) {
          const dueAt = Date.parse(change.meeting.start) - beforeMs;
          // A reminder whose moment has already passed is not sent late.
          if (dueAt > Date.parse(at)) await queue(channel, new Date(dueAt).toISOString());
        }
      }
      return 'changed';
    });
  }

  /**
   * Erases a person's data on request: every submission with this address keeps its reference,
   * kind, dates, status history and the basic identifying data (name, address); every other field
   * and every file goes. Mails still waiting are composed from what is left. Returns the ids.
   */
  async erase(email: string, at = new Date()): Promise<string[]> {
    const address = email.trim().toLowerCase();
    return patientWrite(this.database, async (trx) => {
      const rows = await trx.selectFrom('submissions').select(['id', 'payload']).where('email', '=', address).execute();
      for (const row of rows) {
        const payload = JSON.parse(row.payload) as Record<string, unknown>;
        // Stryker disable next-line MethodExpression: a field the payload lacks would be undefined, which JSON.stringify leaves out, so the payload written is the same
        const kept = Object.fromEntries(KEPT_ON_ERASURE.filter((field) => field in payload).map((field) => [field, payload[field]]));
        await trx
          .updateTable('submissions')
          .set({ payload: JSON.stringify(kept), erased_at: at.toISOString() })
          .where('id', '=', row.id)
          .execute();
      }
      const ids = rows.map((row) => row.id);
      if (ids.length) {
        await trx.deleteFrom('attachments').where('submission_id', 'in', ids).execute();
        await trx.deleteFrom('idempotency_keys').where('submission_id', 'in', ids).execute();
      }
      return ids;
    });
  }

  async attachment(submissionId: string, attachmentId: string) {
    return this.db
      .selectFrom('attachments')
      .select(['filename', 'content_type', 'size', 'data'])
      .where('id', '=', attachmentId)
      .where('submission_id', '=', submissionId)
      .executeTakeFirst();
  }

  async passkeysOf(userId: string) {
    return this.db.selectFrom('staff_passkey').select(['id', 'name', 'deviceType', 'createdAt']).where('userId', '=', userId).orderBy('createdAt').execute();
  }

  async audit(entry: AuditEntry, at = new Date()): Promise<void> {
    await patientWrite(this.database, (trx) =>
      trx
        .insertInto('office_audit')
        .values({
          at: at.toISOString(),
          action: entry.action,
          actor_id: entry.actorId ?? null,
          actor_email: entry.actorEmail ?? null,
          submission_id: entry.submissionId ?? null,
          detail: entry.detail?.slice(0, 500) ?? null,
          ip: entry.ip?.slice(0, 100) ?? null,
          user_agent: entry.userAgent?.slice(0, 300) ?? null,
        })
        .execute(),
    );
  }

  /** A page of the audit log, newest first; `actor`: only what that staff member did. */
  async auditPage(page: number, { actor }: { actor?: string | undefined } = {}) {
    const base = actor ? this.db.selectFrom('office_audit').where('actor_email', '=', actor.toLowerCase()) : this.db.selectFrom('office_audit');
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
        .execute(),
      base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
