/**
 * What the support office reads and writes, on the submissions' database: the inbox's pages and
 * exports, a submission with its history and deliveries, status changes (each with its note and
 * who made it, and the payment-link mail queued in the same transaction), erasure on request, and
 * the audit log.
 */

import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { type Database, lockSubmissions, type OpenDatabase, patientWrite } from '@/lib/submissions/database';
import type { TimeSlot } from '@/lib/forms/schemas';
import { normalizeReference } from '@/lib/submissions/reference';
import type { RequestStatus } from '@/lib/submissions/request-status';
import { CUSTOMER_ACTOR, type StatusChange, writeStatusChange } from '@/lib/submissions/status-writes';
import { answerCustomer, currentSlots, customerWroteSince, type ThreadEntry, threadOf } from '@/lib/submissions/thread';
import { personName, stepOfRow, type SubmissionStore, type StoredSubmission } from '@/lib/submissions/store';
import { type InboxFilters, PAGE_SIZE } from './inbox-filters';
import type { BookedMeeting } from '@/lib/meetings/meeting';

export type InboxRow = {
  id: string;
  reference: string | null;
  kind: string;
  createdAt: string;
  locale: string | null;
  name: string;
  status: RequestStatus;
  erased: boolean;
  /** Since when the customer's words wait for the office; null when nothing does. */
  waitingSince: string | null;
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
  /** The customer's own change: their cancellation from the status page. */
  byCustomer: boolean;
};

export type SubmissionDetail = {
  submission: StoredSubmission;
  status: RequestStatus;
  statusAt: string;
  erasedAt: string | null;
  history: HistoryEntry[];
  /** What the customer wrote from their status page and the office's answers, oldest first. */
  thread: (ThreadEntry & { actorEmail: string | null })[];
  waitingSince: string | null;
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
  'answer',
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

export type ChangeOutcome = 'changed' | 'notFound' | 'stale' | 'customerWrote';

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
    if (filters.waiting) query = query.where('waiting_since', 'is not', null);
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
        .select(['id', 'reference', 'kind', 'created_at', 'locale', 'status', 'erased_at', 'waiting_since', 'payload'])
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
        waitingSince: row.waiting_since,
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

  /** The time slots the office books from: the customer's latest proposal's, else the request's (none for a request without them, or one not there). */
  async timeSlots(id: string): Promise<TimeSlot[]> {
    const row = await this.db.selectFrom('submissions').select('payload').where('id', '=', id).executeTakeFirst();
    return row ? currentSlots(JSON.parse(row.payload) as Record<string, unknown>, await threadOf(this.db, id)) : [];
  }

  /**
   * The office's answer to a request's customer (mailed to them, shown on their status page); `seen`:
   * the last thread entry the office's page showed. Undefined for a request not there.
   */
  answer(id: string, body: string, actorId: string, { mail, seen }: { mail: boolean; seen?: number | undefined }): Promise<number | 'erased' | undefined> {
    return answerCustomer(this.database, id, body, actorId, { mail, seen });
  }

  async detail(id: string): Promise<SubmissionDetail | undefined> {
    const submission = await this.submissions.get(id);
    if (!submission) return undefined;
    const [row, history, thread, deliveries] = await Promise.all([
      this.db
        .selectFrom('submissions')
        .select(['status', 'status_at', 'erased_at', 'created_at', 'waiting_since'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
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
          'status_changes.actor_id',
          'staff_user.email',
        ])
        .where('status_changes.submission_id', '=', id)
        .orderBy('status_changes.at')
        .orderBy('status_changes.id')
        .execute(),
      threadOf(this.db, id),
      this.submissions.deliveries(id),
    ]);
    return {
      submission,
      status: row.status as RequestStatus,
      statusAt: row.status_at ?? row.created_at,
      erasedAt: row.erased_at,
      history: history.map((entry) => ({
        ...stepOfRow(entry),
        note: entry.note,
        actorEmail: entry.email,
        byCustomer: entry.actor_id === CUSTOMER_ACTOR,
        notified: Number(entry.notify) === 1,
      })),
      thread,
      waitingSince: row.waiting_since,
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
   * it. `stale`: someone changed it meanwhile; `customerWrote`: the customer wrote after the entry
   * of the thread the office's page showed (`seen`); in both, nothing was written.
   */
  async changeStatus(
    id: string,
    from: RequestStatus,
    change: StatusChange,
    actorId: string,
    { mail, seen }: { mail: boolean; seen?: number | undefined },
  ): Promise<ChangeOutcome> {
    return patientWrite(this.database, async (trx) => {
      await lockSubmissions(trx, this.database.dialect, { id });
      const row = await trx.selectFrom('submissions').select(['status', 'email', 'erased_at']).where('id', '=', id).executeTakeFirst();
      if (!row) return 'notFound';
      if (row.status !== from) return 'stale';
      // The customer wrote (new times, say) after the office's page was shown: it decides on what it has read.
      if (seen !== undefined && (await customerWroteSince(trx, id, seen))) return 'customerWrote';
      const at = new Date().toISOString();
      await writeStatusChange(trx, { id, email: row.email, change, actorId, at, mail });
      // The office has acted on the request: nothing the customer wrote waits any more.
      await trx.updateTable('submissions').set({ waiting_since: null }).where('id', '=', id).execute();
      return 'changed';
    });
  }

  /**
   * Erases a person's data on request: every submission with this address keeps its reference,
   * kind, dates, status history and the basic identifying data (name, address); every other field
   * and every file goes, with the thread of what they wrote from their status page and the office's
   * answers. Mails still waiting are composed from what is left. Returns each request erased, with
   * how many thread entries went (the audit log records it).
   */
  async erase(email: string, at = new Date()): Promise<{ id: string; messages: number }[]> {
    const address = email.trim().toLowerCase();
    return patientWrite(this.database, async (trx) => {
      await lockSubmissions(trx, this.database.dialect, { email: address });
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
      const counts = new Map<string, number>();
      if (ids.length) {
        await trx.deleteFrom('attachments').where('submission_id', 'in', ids).execute();
        await trx.deleteFrom('idempotency_keys').where('submission_id', 'in', ids).execute();
        const deleted = await trx.deleteFrom('request_messages').where('submission_id', 'in', ids).returning('submission_id').execute();
        for (const row of deleted) counts.set(row.submission_id, (counts.get(row.submission_id) ?? 0) + 1);
        // Nothing erased waits to be mailed: the notices and answers of the thread go with it.
        await trx
          .updateTable('outbox')
          .set({ given_up_at: at.toISOString(), last_error: 'erased on request', secret: null })
          .where('submission_id', 'in', ids)
          .where('channel', 'in', ['customer_action', 'answer'])
          .where('delivered_at', 'is', null)
          .where('given_up_at', 'is', null)
          .execute();
        await trx.updateTable('submissions').set({ waiting_since: null }).where('id', 'in', ids).execute();
      }
      return ids.map((id) => ({ id, messages: counts.get(id) ?? 0 }));
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
