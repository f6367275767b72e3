/**
 * The one storage interface of submissions, on top of either dialect. Writes are grouped: the
 * inserts that arrive while a commit is running go into the next transaction, so the disk syncs
 * once per group, and each caller's promise resolves only after its row is committed.
 *
 * A busy database (another process holds the write lock) never blocks the event loop: SQLite is
 * opened without a busy timeout, and a group that finds the lock taken is tried again after a
 * pause, while pages go on being served. An insert still waiting after STORAGE_WAIT_MS fails with
 * StorageBusyError, which the API answers with 503 and Retry-After.
 */

import { createHash, randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { busyPause, isBusyError, StorageBusyError, writeTransaction, type Database, type OpenDatabase } from './database';
import { type BookedMeeting, MEETING_COLUMNS, type MeetingColumns, meetingOfRow } from '@/lib/meetings/meeting';
import { type ThreadEntry, threadEntry, threadOf } from '@/lib/submissions/thread';
import { newReference } from './reference';
import { hashStatusToken, isEnd, newStatusToken, statusTokenExpiry, type RequestStatus } from './request-status';

export type NewAttachment = { filename: string; contentType: string; data: Uint8Array };
export type NewSubmission = {
  kind: string;
  locale?: string | undefined;
  payload: Record<string, unknown>;
  attachment?: NewAttachment | undefined;
  idempotency?: { key: string; requestHash: string } | undefined;
};

export type InsertResult =
  | { status: 'created'; id: string; reference: string }
  | { status: 'replayed'; id: string; reference: string }
  | { status: 'conflict' };

export type StoredAttachment = { id: string; filename: string; contentType: string; size: number; sha256: string };
export type StoredSubmission = {
  id: string;
  reference: string | null;
  kind: string;
  createdAt: string;
  locale: string | null;
  payload: Record<string, unknown>;
  attachments: StoredAttachment[];
};

/**
 * Where a stored submission goes: the office's webhook, the office's mail, the customer's
 * confirmation, a payment link the office sends, the customer's mail of any other status change
 * and their meeting's reminders, the expert's invitation (or, without their address, the office's),
 * the office's notice of what a customer wrote from their status page, and the office's answer.
 */
export const CHANNELS = [
  'webhook',
  'office',
  'confirmation',
  'payment_link',
  'status',
  'reminder_24h',
  'reminder_1h',
  'expert',
  'expert_reminder_24h',
  'expert_reminder_1h',
  'customer_action',
  'answer',
] as const;
export type Channel = (typeof CHANNELS)[number];

/** A booked meeting's reminders to the customer and to the expert, each queued with its due time as its first attempt. */
export const REMINDERS = [
  { channel: 'reminder_24h', expertChannel: 'expert_reminder_24h', beforeMs: 24 * 60 * 60_000 },
  { channel: 'reminder_1h', expertChannel: 'expert_reminder_1h', beforeMs: 60 * 60_000 },
] as const satisfies readonly { channel: Channel; expertChannel: Channel; beforeMs: number }[];

export type OutboxItem = {
  id: number;
  submissionId: string;
  channel: Channel;
  attempts: number;
  secret: string | null;
  recipient: string | null;
  statusChangeId: number | null;
  messageId: number | null;
};

/** A confirmation is a mail to an address the sender typed: at most this many to one address a day. */
export const CONFIRMATIONS_PER_DAY = 3;

/** A status change as its customer is told it. */
export type StatusChangeView = { status: RequestStatus; reason: string | null; customerNote: string | null; meeting: BookedMeeting | null };

/** One step of a request as its customer sees it: never the office's note or who made it. */
export type StatusStep = StatusChangeView & { at: string; paymentLink: string | null };

export type StatusView = {
  id: string;
  reference: string | null;
  kind: string;
  createdAt: string;
  locale: string | null;
  /** Empty once the person's data was erased on request: the page then shows only the status. */
  payload: Record<string, unknown>;
  erased: boolean;
  status: RequestStatus;
  statusAt: string;
  /** Every change since the request was received, oldest first. */
  steps: StatusStep[];
  /** What the customer wrote from this page and the office's answers, oldest first (never who of the office answered). */
  thread: ThreadEntry[];
};

type InsertOptions = { mail: boolean; confirmationsPerDay: number };

const MAX_GROUP = 250;

/** How long an insert waits for a busy database before it gives up (the API then answers 503). */
export const STORAGE_WAIT_MS = 8000;

type Pending = { submission: NewSubmission; deadline: number; resolve: (result: InsertResult) => void; reject: (error: unknown) => void };

export function sha256(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

export class SubmissionStore {
  private readonly db: Kysely<Database>;
  private queue: Pending[] = [];
  private flushing = false;

  private readonly waitMs: number;
  private readonly insertOptions: InsertOptions;

  /** With `mail`, each submission also queues the office's mail and (within the daily limit) the customer's confirmation. */
  constructor(
    private readonly open: OpenDatabase,
    {
      waitMs = STORAGE_WAIT_MS,
      mail = false,
      confirmationsPerDay = CONFIRMATIONS_PER_DAY,
    }: { waitMs?: number; mail?: boolean; confirmationsPerDay?: number } = {},
  ) {
    this.db = open.db;
    this.waitMs = waitMs;
    this.insertOptions = { mail, confirmationsPerDay };
  }

  get dialect() {
    return this.open.dialect;
  }

  /** The open database, shared with the office (lib/office), which keeps its own tables in it. */
  get database(): OpenDatabase {
    return this.open;
  }

  /** Stores a submission (and its outbox entry); resolves once it is durably committed. */
  insert(submission: NewSubmission): Promise<InsertResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ submission, deadline: Date.now() + this.waitMs, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    try {
      while (this.queue.length > 0) await this.commitGroup(this.queue.splice(0, MAX_GROUP));
    } finally {
      this.flushing = false;
    }
  }

  /** Commits one group, waiting out a busy database; inserts past their deadline fail as busy. */
  private async commitGroup(group: Pending[]): Promise<void> {
    for (let attempt = 0; group.length > 0; attempt++) {
      try {
        const results = await this.write((trx) =>
          insertGroup(
            trx,
            group.map((item) => item.submission),
            this.insertOptions,
          ),
        );
        for (const [index, item] of group.entries()) item.resolve(results[index]!);
        return;
      } catch (error) {
        if (!isBusyError(error)) return this.commitEachAlone(group);
        group = this.dropExpired(group);
        // Waiting inserts join the retry, so the one commit after the lock serves them all.
        group.push(...this.dropExpired(this.queue.splice(0, MAX_GROUP - group.length)));
        if (group.length > 0) await busyPause(attempt);
      }
    }
  }

  /** One bad row must not fail its neighbours: after a failed group, each is tried alone. */
  private async commitEachAlone(group: Pending[]): Promise<void> {
    for (const item of group) {
      for (let attempt = 0; ; attempt++) {
        try {
          item.resolve((await this.write((trx) => insertGroup(trx, [item.submission], this.insertOptions)))[0]!);
          break;
        } catch (error) {
          if (!isBusyError(error) || Date.now() >= item.deadline) {
            item.reject(isBusyError(error) ? new StorageBusyError({ cause: error }) : error);
            break;
          }
          await busyPause(attempt);
        }
      }
    }
  }

  private dropExpired(items: Pending[]): Pending[] {
    const now = Date.now();
    return items.filter((item) => {
      if (now < item.deadline) return true;
      item.reject(new StorageBusyError());
      return false;
    });
  }

  private write<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return writeTransaction(this.open, work);
  }

  async get(id: string): Promise<StoredSubmission | undefined> {
    const row = await this.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    return (await this.withAttachments([row]))[0];
  }

  /** Several submissions by id, in no particular order. */
  async getMany(ids: readonly string[]): Promise<StoredSubmission[]> {
    if (ids.length === 0) return [];
    return this.withAttachments(await this.db.selectFrom('submissions').selectAll().where('id', 'in', ids).orderBy('created_at').orderBy('id').execute());
  }

  async list({ since }: { since?: string } = {}): Promise<StoredSubmission[]> {
    let query = this.db.selectFrom('submissions').selectAll().orderBy('created_at').orderBy('id');
    if (since) query = query.where('created_at', '>=', since);
    return this.withAttachments(await query.execute());
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async attachmentData(id: string): Promise<Uint8Array | undefined> {
    return (await this.db.selectFrom('attachments').select('data').where('id', '=', id).executeTakeFirst())?.data;
  }

  private async withAttachments(rows: Selectable<Database['submissions']>[]): Promise<StoredSubmission[]> {
    const ids = rows.map((row) => row.id);
    const attachments = ids.length
      ? await this.db
          .selectFrom('attachments')
          .select(['id', 'submission_id', 'filename', 'content_type', 'size', 'sha256'])
          .where('submission_id', 'in', ids)
          .execute()
      : [];
    return rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      kind: row.kind,
      createdAt: row.created_at,
      locale: row.locale,
      payload: JSON.parse(row.payload) as Record<string, unknown>,
      attachments: attachments
        .filter((attachment) => attachment.submission_id === row.id)
        .map((attachment) => ({
          id: attachment.id,
          filename: attachment.filename,
          contentType: attachment.content_type,
          size: Number(attachment.size),
          sha256: attachment.sha256,
        })),
    }));
  }

  /**
   * Takes up to `limit` due deliveries of the given channels for `leaseMs`, so two server
   * instances never send the same one at the same time; a crashed instance's lease simply runs out.
   */
  async claimDue(now: Date, limit: number, leaseMs: number, channels: readonly Channel[] = CHANNELS): Promise<OutboxItem[]> {
    if (channels.length === 0) return [];
    const nowIso = now.toISOString();
    const until = new Date(now.getTime() + leaseMs).toISOString();
    const due = this.db
      .selectFrom('outbox')
      .select('id')
      .where('delivered_at', 'is', null)
      .where('given_up_at', 'is', null)
      .where('next_attempt_at', '<=', nowIso)
      .where('channel', 'in', channels)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
      .orderBy('next_attempt_at')
      .limit(limit);
    const rows = await this.db
      .updateTable('outbox')
      .set({ locked_until: until })
      .where('id', 'in', due)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
      .returning(['id', 'submission_id', 'channel', 'attempts', 'secret', 'recipient', 'status_change_id', 'message_id'])
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      submissionId: row.submission_id,
      channel: row.channel as Channel,
      attempts: Number(row.attempts),
      secret: row.secret,
      recipient: row.recipient,
      statusChangeId: row.status_change_id === null ? null : Number(row.status_change_id),
      messageId: row.message_id === null ? null : Number(row.message_id),
    }));
  }

  /** The link a payment-link mail carries, from the status change that set it. */
  async paymentLinkOf(statusChangeId: number): Promise<string | undefined> {
    const row = await this.db.selectFrom('status_changes').select('payment_link').where('id', '=', statusChangeId).executeTakeFirst();
    return row?.payment_link ?? undefined;
  }

  /**
   * What a customer's status mail tells: the change's status, reason, the office's words and its
   * meeting; for an end, the meeting it called off (the last one booked before it, one version on).
   */
  async statusChangeOf(statusChangeId: number): Promise<(StatusChangeView & { cancelled: BookedMeeting | null }) | undefined> {
    const row = await this.db
      .selectFrom('status_changes')
      .select(['submission_id', 'status', 'reason', 'customer_note', ...MEETING_COLUMNS])
      .where('id', '=', statusChangeId)
      .executeTakeFirst();
    if (!row) return undefined;
    const status = row.status as RequestStatus;
    const booked = isEnd(status)
      ? await this.db
          .selectFrom('status_changes')
          .select(MEETING_COLUMNS)
          .where('submission_id', '=', row.submission_id)
          .where('id', '<', statusChangeId)
          .where('meeting_start', 'is not', null)
          .orderBy('id', 'desc')
          .executeTakeFirst()
      : undefined;
    const last = booked && meetingOfRow(booked);
    return {
      status,
      reason: row.reason,
      customerNote: row.customer_note,
      meeting: meetingOfRow(row),
      cancelled: last ? { ...last, sequence: last.sequence + 1 } : null,
    };
  }

  /** A booking's meeting for its reminders, and whether it is still the request's meeting (no change has come since). */
  async meetingReminderOf(statusChangeId: number): Promise<{ meeting: BookedMeeting; current: boolean } | undefined> {
    const row = await this.db
      .selectFrom('status_changes')
      .select(['submission_id', ...MEETING_COLUMNS])
      .where('id', '=', statusChangeId)
      .executeTakeFirst();
    const meeting = row && meetingOfRow(row);
    if (!row || !meeting) return undefined;
    const latest = await this.db
      .selectFrom('status_changes')
      .select('id')
      .where('submission_id', '=', row.submission_id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { meeting, current: Number(latest.id) === statusChangeId };
  }

  /** An entry of a request's thread, for the mail about it (undefined once erased). */
  threadEntry(messageId: number): Promise<ThreadEntry | undefined> {
    return threadEntry(this.db, messageId);
  }

  async markDelivered(id: number, at: Date): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ delivered_at: at.toISOString(), locked_until: null, last_error: null, secret: null })
      .where('id', '=', id)
      .execute();
  }

  async markFailed(id: number, attempts: number, nextAttemptAt: Date, error: string): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ attempts, next_attempt_at: nextAttemptAt.toISOString(), locked_until: null, last_error: error.slice(0, 500) })
      .where('id', '=', id)
      .execute();
  }

  /** The receiver refused for good: recorded with its reason and never tried again. */
  async markGivenUp(id: number, attempts: number, at: Date, error: string): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ attempts, given_up_at: at.toISOString(), locked_until: null, last_error: error.slice(0, 500), secret: null })
      .where('id', '=', id)
      .execute();
  }

  async pendingDeliveries(channels: readonly Channel[] = CHANNELS): Promise<number> {
    const row = await this.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('delivered_at', 'is', null)
      .where('given_up_at', 'is', null)
      .where('channel', 'in', channels)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A submission's deliveries (channel, attempts, outcome), as the tests and the office read them. */
  async deliveries(submissionId: string) {
    return this.db
      .selectFrom('outbox')
      .select(['id', 'channel', 'attempts', 'delivered_at', 'given_up_at', 'last_error'])
      .where('submission_id', '=', submissionId)
      .orderBy('channel')
      .orderBy('id')
      .execute();
  }

  /** The request a status link names, while it is valid; an unknown and an expired token alike give nothing. */
  async requestStatus(token: string, now: Date): Promise<StatusView | undefined> {
    const row = await this.db
      .selectFrom('request_status')
      .innerJoin('submissions', 'submissions.id', 'request_status.submission_id')
      .select([
        'submissions.id',
        'submissions.reference',
        'submissions.kind',
        'submissions.created_at',
        'submissions.locale',
        'submissions.payload',
        'submissions.status',
        'submissions.status_at',
        'submissions.erased_at',
      ])
      .where('request_status.token_hash', '=', hashStatusToken(token))
      .where('request_status.expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (!row) return undefined;
    const changes = await this.db
      .selectFrom('status_changes')
      .select(['status', 'at', 'payment_link', 'reason', 'customer_note', ...MEETING_COLUMNS])
      .where('submission_id', '=', row.id)
      .orderBy('at')
      .orderBy('id')
      .execute();
    return {
      id: row.id,
      reference: row.reference,
      kind: row.kind,
      createdAt: row.created_at,
      locale: row.locale,
      thread: (await threadOf(this.db, row.id)).map(({ actorEmail: _who, ...entry }) => entry),
      payload: row.erased_at ? {} : (JSON.parse(row.payload) as Record<string, unknown>),
      erased: row.erased_at !== null,
      status: row.status as RequestStatus,
      statusAt: row.status_at ?? row.created_at,
      steps: changes.map(stepOfRow),
    };
  }

  close(): Promise<void> {
    return this.open.close();
  }
}

/** A row of status_changes as its customer sees it (the office's history adds its note and who made it). */
export function stepOfRow(
  row: MeetingColumns & { status: string; at: string; payment_link: string | null; reason: string | null; customer_note: string | null },
): StatusStep {
  return {
    status: row.status as RequestStatus,
    at: row.at,
    paymentLink: row.payment_link,
    reason: row.reason,
    customerNote: row.customer_note,
    meeting: meetingOfRow(row),
  };
}

/** A submission just written, whose status row and deliveries follow in the same transaction. */
type Created = { id: string; now: string; payload: Record<string, unknown> };

/**
 * Writes a group of submissions in one transaction: each submission (with its file and
 * idempotency key) in turn, then the status rows and outbox deliveries of all of them in one
 * statement each, and the confirmations' daily limit in one query for the whole group. The group
 * is the unit of a commit either way; fewer statements keep the API's throughput the same with
 * mail on (npm run bench:submissions).
 */
async function insertGroup(trx: Kysely<Database>, submissions: NewSubmission[], options: InsertOptions): Promise<InsertResult[]> {
  const results: InsertResult[] = [];
  const created: Created[] = [];
  for (const submission of submissions) {
    const written = await insertSubmission(trx, submission);
    results.push(written.result);
    if (written.created) created.push(written.created);
  }
  // Stryker disable next-line ConditionalExpression: with nothing created, every list below is empty, and insertRows and confirmationsSince run no statement for none: the return only saves the work
  if (created.length === 0) return results;
  const tokens = new Map(created.map((item) => [item.id, newStatusToken()]));
  await insertRows(
    trx,
    'request_status',
    created.map(({ id, now }) => ({
      submission_id: id,
      token_hash: hashStatusToken(tokens.get(id)!),
      expires_at: statusTokenExpiry(new Date(now)).toISOString(),
    })),
  );
  // Its deliveries, in the same transaction: nothing stored goes untold, across any crash.
  const delivery = ({ id, now }: Created, channel: Channel, recipient: string | null = null, secret: string | null = null) => ({
    submission_id: id,
    channel,
    recipient,
    secret,
    created_at: now,
    status_change_id: null,
    message_id: null,
    attempts: 0,
    next_attempt_at: now,
  });
  const deliveries = created.map((item) => delivery(item, 'webhook'));
  if (options.mail) {
    const recipientOf = (item: Created) => (typeof item.payload.email === 'string' ? item.payload.email.toLowerCase() : undefined);
    // Stryker disable next-line MethodExpression,ConditionalExpression: an undefined address left in the list is bound as NULL, which `in` matches with no row on either database, and gets no confirmation below (the filter is for the type)
    const recipients = [...new Set(created.map(recipientOf).filter((recipient): recipient is string => recipient !== undefined))];
    const sent = await confirmationsSince(trx, recipients, new Date(Date.now() - DAY_MS));
    for (const item of created) {
      deliveries.push(delivery(item, 'office'));
      const recipient = recipientOf(item);
      if (!recipient || (sent.get(recipient) ?? 0) >= options.confirmationsPerDay) continue;
      sent.set(recipient, (sent.get(recipient) ?? 0) + 1);
      deliveries.push(delivery(item, 'confirmation', recipient, tokens.get(item.id)!));
    }
  }
  await insertRows(trx, 'outbox', deliveries);
  return results;
}

/** Rows in statements of at most 200, well within either database's limit of parameters. */
async function insertRows<T extends 'outbox' | 'request_status'>(trx: Kysely<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200)
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + 200))
      .execute();
}

async function insertSubmission(trx: Kysely<Database>, submission: NewSubmission): Promise<{ result: InsertResult; created?: Created }> {
  const { idempotency } = submission;
  if (idempotency) {
    const existing = await trx
      .selectFrom('idempotency_keys')
      .innerJoin('submissions', 'submissions.id', 'idempotency_keys.submission_id')
      .select(['idempotency_keys.request_hash', 'idempotency_keys.submission_id', 'idempotency_keys.kind', 'submissions.reference'])
      .where('idempotency_keys.key', '=', idempotency.key)
      .executeTakeFirst();
    if (existing) {
      return {
        result:
          existing.request_hash === idempotency.requestHash && existing.kind === submission.kind
            ? { status: 'replayed', id: existing.submission_id, reference: existing.reference ?? '' }
            : { status: 'conflict' },
      };
    }
  }
  const id = randomUUID();
  // A clash of references (one in 10^12 per pair) fails the insert, and the retry draws anew.
  const reference = newReference();
  const now = new Date().toISOString();
  await trx
    .insertInto('submissions')
    .values({
      id,
      reference,
      kind: submission.kind,
      created_at: now,
      locale: submission.locale ?? null,
      payload: JSON.stringify(submission.payload),
      status_at: now,
      ...searchColumns(submission.payload),
    })
    .execute();
  if (submission.attachment) {
    const { filename, contentType, data } = submission.attachment;
    await trx
      .insertInto('attachments')
      .values({
        id: randomUUID(),
        submission_id: id,
        filename,
        content_type: contentType,
        size: data.byteLength,
        sha256: sha256(data),
        data: Buffer.from(data),
      })
      .execute();
  }
  if (idempotency) {
    await trx
      .insertInto('idempotency_keys')
      .values({ key: idempotency.key, kind: submission.kind, request_hash: idempotency.requestHash, submission_id: id, created_at: now })
      .execute();
  }
  return { result: { status: 'created', id, reference }, created: { id, now, payload: submission.payload } };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Confirmations queued for each address since a moment: one query for a group's addresses. */
async function confirmationsSince(trx: Kysely<Database>, recipients: string[], since: Date): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let start = 0; start < recipients.length; start += 200) {
    // Stryker disable next-line MethodExpression: a group has at most 250 addresses (MAX_GROUP), within either database's limit of parameters, so a query of them all gives the same counts, set again alike
    const chunk = recipients.slice(start, start + 200);
    const rows = await trx
      .selectFrom('outbox')
      .select((eb) => ['recipient', eb.fn.countAll<string | number>().as('n')])
      .where('recipient', 'in', chunk)
      .where('channel', '=', 'confirmation')
      .where('created_at', '>', since.toISOString())
      .groupBy('recipient')
      .execute();
    for (const row of rows) counts.set(row.recipient!, Number(row.n));
  }
  return counts;
}

/** The sender's address and name as the office searches them: lower case, in columns of their own. */
export function searchColumns(payload: Record<string, unknown>): { email: string | null; name_search: string | null } {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const email = text(payload.email) || text(payload.mail);
  const name = [payload.firstName, payload.lastName, payload.name].map(text).filter(Boolean).join(' ');
  return { email: email ? email.toLowerCase() : null, name_search: name ? name.toLowerCase() : null };
}

/** The sender's name as the office and the invitations show it: first and last name, else the support form's one. */
export function personName(payload: Record<string, unknown>): string {
  const parts = [payload.firstName, payload.lastName].filter((part) => typeof part === 'string' && part);
  return parts.join(' ') || (typeof payload.name === 'string' ? payload.name : '');
}
