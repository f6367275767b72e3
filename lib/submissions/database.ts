/**
 * The storage of submissions: an SQLite file by default (no set-up), PostgreSQL when DATABASE_URL
 * is set. One Kysely schema and one set of migrations serve both dialects.
 */

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type Generated,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import { Pool } from 'pg';

export type Dialect = 'sqlite' | 'postgres';

export interface SubmissionsTable {
  id: string;
  /** The short code the visitor is given (lib/submissions/reference.ts); none on the oldest rows. */
  reference: string | null;
  kind: string;
  created_at: string;
  locale: string | null;
  payload: string;
  /** Where the request stands in the office's flow (lib/submissions/request-status.ts), and since when. */
  status: Generated<string>;
  status_at: string | null;
  /** The sender's address in lower case and their name as searched (lower case): the office's search, indexed. */
  email: string | null;
  name_search: string | null;
  /** Set when the person's data was erased on request: only the basic identifying data is left. */
  erased_at: string | null;
  /** Since when the customer's words (a message, new slots, a cancellation) wait for the office; null once answered. */
  waiting_since: string | null;
}

export interface AttachmentsTable {
  id: string;
  submission_id: string;
  filename: string;
  content_type: string;
  size: number;
  sha256: string;
  data: Uint8Array;
}

export interface IdempotencyKeysTable {
  key: string;
  kind: string;
  request_hash: string;
  submission_id: string;
  created_at: string;
}

/** One delivery of one submission: to the webhook, the office's mail or the customer's confirmation. */
export interface OutboxTable {
  /** A number: the table's own key (SQLite's rowid), so a row costs no separate index. */
  id: Generated<number>;
  submission_id: string;
  channel: string;
  /** The confirmation's address (lower case), for its daily limit; null for the others. */
  recipient: string | null;
  /** The status link's token, needed only until the confirmation is sent: erased once it has been. */
  secret: string | null;
  created_at: string;
  /** For a payment-link mail: the status change that carries the link. */
  status_change_id: number | null;
  /** For the office's notice of a customer's words and the customer's mail of the office's answer: the thread's entry. */
  message_id: number | null;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  delivered_at: string | null;
  /** Set when the receiver refused for good (an SMTP 5xx): never tried again. */
  given_up_at: string | null;
  last_error: string | null;
}

/** A customer's private status link (one per mail that carried one); its token is kept only hashed. */
export interface RequestStatusTable {
  submission_id: string;
  token_hash: string;
  expires_at: string;
}

/** Each change of a request's status: what the customer sees (status, date, a payment link) and what only staff see (note, who). */
export interface StatusChangesTable {
  id: Generated<number>;
  submission_id: string;
  status: string;
  at: string;
  note: string;
  actor_id: string;
  payment_link: string | null;
  /** 0 when the office ticked "do not notify": the customer gets no mail, the status page still shows it. */
  notify: Generated<number>;
  /** Why a request was closed or declined (lib/submissions/request-status.ts END_REASONS). */
  reason: string | null;
  /** The office's words to the customer, mailed and shown on the status page (the note stays staff's). */
  customer_note: string | null;
  /** A booked meeting (status meeting_booked): its start and end in UTC, the zone it was set in, how to join, its invitation's SEQUENCE. */
  meeting_start: string | null;
  meeting_end: string | null;
  meeting_zone: string | null;
  video_link: string | null;
  meeting_sequence: number | null;
}

/** What staff did, and failed sign-ins: who, when, from where; of a customer, only the submission's id. */
export interface OfficeAuditTable {
  id: Generated<number>;
  at: string;
  action: string;
  actor_id: string | null;
  actor_email: string | null;
  submission_id: string | null;
  detail: string | null;
  ip: string | null;
  user_agent: string | null;
}

/** Staff accounts and sessions, as better-auth reads and writes them (lib/office/auth.ts). */
type Timestamp = Date | string;
export interface StaffUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  role: string;
  disabled: boolean | number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
export interface StaffSessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface StaffPasskeyTable {
  id: string;
  name: string | null;
  userId: string;
  deviceType: string;
  createdAt: Timestamp | null;
}

/** The thread of a request: the customer's words from the status page and the office's answers. */
export interface RequestMessagesTable {
  id: Generated<number>;
  submission_id: string;
  at: string;
  /** `customer` or `office`. */
  author: string;
  /** `message`, `proposal` (with `slots`), `cancellation` (with `reason`) or `answer`. */
  kind: string;
  body: string | null;
  /** A proposal's time slots, as JSON (the request form's TimeSlot). */
  slots: string | null;
  reason: string | null;
  /** Who of the office answered. */
  actor_id: string | null;
}

export interface Database {
  submissions: SubmissionsTable;
  attachments: AttachmentsTable;
  idempotency_keys: IdempotencyKeysTable;
  outbox: OutboxTable;
  request_status: RequestStatusTable;
  status_changes: StatusChangesTable;
  request_messages: RequestMessagesTable;
  office_audit: OfficeAuditTable;
  staff_user: StaffUserTable;
  staff_session: StaffSessionTable;
  staff_passkey: StaffPasskeyTable;
}

/** Versioned migrations; each runs once, in order, in both dialects. */
function migrations(dialect: Dialect): Record<string, Migration> {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  // better-auth writes Dates and booleans natively to PostgreSQL, as ISO text and 0/1 to SQLite.
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  const boolean = dialect === 'postgres' ? 'boolean' : 'integer';
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  const jsonText = (field: string) => (dialect === 'postgres' ? sql.raw(`(payload::json->>'${field}')`) : sql.raw(`json_extract(payload, '$.${field}')`));
  return {
    '2026-11-21-001-submissions': {
      async up(db) {
        await db.schema
          .createTable('submissions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('locale', 'text')
          .addColumn('payload', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('submissions_created_at').on('submissions').column('created_at').execute();
        await db.schema
          .createTable('attachments')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id'))
          .addColumn('filename', 'text', (c) => c.notNull())
          .addColumn('content_type', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('sha256', 'text', (c) => c.notNull())
          .addColumn('data', sql.raw(blob), (c) => c.notNull())
          .execute();
        await db.schema.createIndex('attachments_submission').on('attachments').column('submission_id').execute();
        await db.schema
          .createTable('idempotency_keys')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('request_hash', 'text', (c) => c.notNull())
          .addColumn('submission_id', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('outbox')
          .addColumn('submission_id', 'text', (c) => c.primaryKey().references('submissions.id'))
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text', (c) => c.notNull())
          .addColumn('locked_until', 'text')
          .addColumn('delivered_at', 'text')
          .addColumn('last_error', 'text')
          .execute();
        await db.schema.createIndex('outbox_due').on('outbox').columns(['delivered_at', 'next_attempt_at']).execute();
      },
    },
    '2026-11-24-002-submission-reference': {
      async up(db) {
        await db.schema.alterTable('submissions').addColumn('reference', 'text').execute();
        await db.schema.createIndex('submissions_reference').on('submissions').column('reference').unique().execute();
      },
    },
    '2026-11-26-003-outbox-channels-and-request-status': {
      async up(db) {
        // The outbox had one row per submission (the webhook); now one per submission and channel.
        await db.schema.alterTable('outbox').renameTo('outbox_v1').execute();
        // PostgreSQL's primary-key index keeps its name across the rename, and names are per schema.
        if (dialect === 'postgres') await sql`alter index outbox_pkey rename to outbox_v1_pkey`.execute(db);
        await db.schema
          .createTable('outbox')
          .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => c.primaryKey())
          .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id'))
          .addColumn('channel', 'text', (c) => c.notNull())
          .addColumn('recipient', 'text')
          .addColumn('secret', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text', (c) => c.notNull())
          .addColumn('locked_until', 'text')
          .addColumn('delivered_at', 'text')
          .addColumn('given_up_at', 'text')
          .addColumn('last_error', 'text')
          .execute();
        await sql`insert into outbox (submission_id, channel, created_at, attempts, next_attempt_at, locked_until, delivered_at, last_error)
          select submission_id, 'webhook', next_attempt_at, attempts, next_attempt_at, locked_until, delivered_at, last_error
          from outbox_v1`.execute(db);
        await db.schema.dropTable('outbox_v1').execute();
        await db.schema.createIndex('outbox_due').on('outbox').columns(['delivered_at', 'next_attempt_at']).execute();
        // Only confirmations count towards an address's daily limit: the others stay out of this index.
        await sql`create index outbox_recipient on outbox (recipient, created_at) where channel = 'confirmation'`.execute(db);
        await db.schema
          .createTable('request_status')
          .addColumn('submission_id', 'text', (c) => c.primaryKey().references('submissions.id'))
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('status_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '2026-11-27-004-office': {
      async up(db) {
        await db.schema
          .createTable('staff_user')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('emailVerified', boolean, (c) => c.notNull())
          .addColumn('image', 'text')
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('disabled', boolean)
          .addColumn('createdAt', timestamp, (c) => c.notNull())
          .addColumn('updatedAt', timestamp, (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('staff_session')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('expiresAt', timestamp, (c) => c.notNull())
          .addColumn('token', 'text', (c) => c.notNull().unique())
          .addColumn('createdAt', timestamp, (c) => c.notNull())
          .addColumn('updatedAt', timestamp, (c) => c.notNull())
          .addColumn('ipAddress', 'text')
          .addColumn('userAgent', 'text')
          .addColumn('userId', 'text', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
          .execute();
        await db.schema.createIndex('staff_session_user').on('staff_session').column('userId').execute();
        await db.schema
          .createTable('staff_account')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('accountId', 'text', (c) => c.notNull())
          .addColumn('providerId', 'text', (c) => c.notNull())
          .addColumn('userId', 'text', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
          .addColumn('accessToken', 'text')
          .addColumn('refreshToken', 'text')
          .addColumn('idToken', 'text')
          .addColumn('accessTokenExpiresAt', timestamp)
          .addColumn('refreshTokenExpiresAt', timestamp)
          .addColumn('scope', 'text')
          .addColumn('password', 'text')
          .addColumn('createdAt', timestamp, (c) => c.notNull())
          .addColumn('updatedAt', timestamp, (c) => c.notNull())
          .execute();
        await db.schema.createIndex('staff_account_user').on('staff_account').column('userId').execute();
        await db.schema
          .createTable('staff_verification')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('identifier', 'text', (c) => c.notNull())
          .addColumn('value', 'text', (c) => c.notNull())
          .addColumn('expiresAt', timestamp, (c) => c.notNull())
          .addColumn('createdAt', timestamp, (c) => c.notNull())
          .addColumn('updatedAt', timestamp, (c) => c.notNull())
          .execute();
        await db.schema.createIndex('staff_verification_identifier').on('staff_verification').column('identifier').execute();
        await db.schema
          .createTable('staff_passkey')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text')
          .addColumn('publicKey', 'text', (c) => c.notNull())
          .addColumn('userId', 'text', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
          .addColumn('credentialID', 'text', (c) => c.notNull())
          .addColumn('counter', 'integer', (c) => c.notNull())
          .addColumn('deviceType', 'text', (c) => c.notNull())
          .addColumn('backedUp', boolean, (c) => c.notNull())
          .addColumn('transports', 'text')
          .addColumn('createdAt', timestamp)
          .addColumn('aaguid', 'text')
          .execute();
        await db.schema.createIndex('staff_passkey_user').on('staff_passkey').column('userId').execute();
        await db.schema.createIndex('staff_passkey_credential').on('staff_passkey').column('credentialID').execute();
        await db.schema
          .createTable('office_audit')
          .addColumn('id', serial, (c) => c.primaryKey())
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('actor_id', 'text')
          .addColumn('actor_email', 'text')
          .addColumn('submission_id', 'text')
          .addColumn('detail', 'text')
          .addColumn('ip', 'text')
          .addColumn('user_agent', 'text')
          .execute();
        await db.schema
          .createTable('status_changes')
          .addColumn('id', serial, (c) => c.primaryKey())
          .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id'))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('note', 'text', (c) => c.notNull())
          .addColumn('actor_id', 'text', (c) => c.notNull())
          .addColumn('payment_link', 'text')
          .execute();
        await db.schema.createIndex('status_changes_submission').on('status_changes').columns(['submission_id', 'at']).execute();
        await db.schema.alterTable('outbox').addColumn('status_change_id', 'integer').execute();
        // The inbox filters and searches these: columns of their own, indexed, instead of the JSON.
        for (const [name, type] of [
          ['status', 'text'],
          ['status_at', 'text'],
          ['email', 'text'],
          ['name_search', 'text'],
          ['erased_at', 'text'],
        ] as const)
          await db.schema
            .alterTable('submissions')
            .addColumn(name, type, (c) => (name === 'status' ? c.notNull().defaultTo('received') : c))
            .execute();
        const first = jsonText('firstName');
        const last = jsonText('lastName');
        await sql`update submissions set
          email = lower(coalesce(${jsonText('email')}, ${jsonText('mail')})),
          name_search = lower(trim(coalesce(${first}, '') || ' ' || coalesce(${last}, '') || ' ' || coalesce(${jsonText('name')}, ''))),
          status = coalesce((select status from request_status where request_status.submission_id = submissions.id), 'received'),
          status_at = coalesce((select status_at from request_status where request_status.submission_id = submissions.id), created_at)`.execute(db);
        await db.schema.alterTable('request_status').dropColumn('status').execute();
        await db.schema.alterTable('request_status').dropColumn('status_at').execute();
        await db.schema.createIndex('submissions_email').on('submissions').columns(['email', 'created_at']).execute();
        await db.schema.createIndex('submissions_status').on('submissions').columns(['status', 'created_at']).execute();
        await db.schema.createIndex('submissions_kind').on('submissions').columns(['kind', 'created_at']).execute();
        await db.schema.createIndex('submissions_locale').on('submissions').columns(['locale', 'created_at']).execute();
      },
    },
    '2026-11-27-005-inbox-covering-indexes': {
      // The inbox filters, searches and counts every matching row (lib/office/office-store.ts).
      // Whichever index the planner takes now carries every column the inbox filters or searches
      // on, so the rows are picked and counted in the index, and only the page's 50 rows are read
      // from the table. Before, with 100,000 rows, a search read every row in date order and
      // counted by reading the table, and the three filters together read a third of the rows.
      async up(db) {
        const search = ['name_search', 'email', 'reference'];
        const indexes: [string, string[]][] = [
          ['submissions_created_at', ['created_at', ...search]],
          ['submissions_status', ['status', 'created_at', 'kind', 'locale', ...search]],
          ['submissions_kind', ['kind', 'created_at', 'status', 'locale', ...search]],
          ['submissions_locale', ['locale', 'created_at', 'kind', 'status', ...search]],
        ];
        for (const [name, columns] of indexes) {
          await db.schema.dropIndex(name).execute();
          await db.schema.createIndex(name).on('submissions').columns(columns).execute();
        }
      },
    },
    '2026-11-29-006-meetings': {
      // A booking is a status change: the meeting's time, link and invitation sequence are kept on
      // the change that set it, so every move stays in the history.
      async up(db) {
        await db.schema
          .alterTable('status_changes')
          .addColumn('notify', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
        for (const name of ['reason', 'customer_note', 'meeting_start', 'meeting_end', 'meeting_zone', 'video_link'])
          await db.schema.alterTable('status_changes').addColumn(name, 'text').execute();
        await db.schema.alterTable('status_changes').addColumn('meeting_sequence', 'integer').execute();
        // Every mail to the customer carries their status link, and only its hash is kept: each
        // mail has a link of its own, so a request has several (keyed by the hash, no longer by the request).
        await db.schema
          .createTable('request_status_v2')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id'))
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .execute();
        await sql`insert into request_status_v2 (token_hash, submission_id, expires_at) select token_hash, submission_id, expires_at from request_status`.execute(
          db,
        );
        await db.schema.dropTable('request_status').execute();
        await db.schema.alterTable('request_status_v2').renameTo('request_status').execute();
        await db.schema.createIndex('request_status_submission').on('request_status').column('submission_id').execute();
      },
    },
    '2026-11-30-007-request-messages': {
      // What the customer writes from the status page (a message, new slots, a cancellation) and
      // the office's answers, in one thread per request; the inbox marks a request waiting for
      // the office from the customer's first unanswered word.
      async up(db) {
        await db.schema
          .createTable('request_messages')
          .addColumn('id', serial, (c) => c.primaryKey())
          .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id'))
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('author', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('body', 'text')
          .addColumn('slots', 'text')
          .addColumn('reason', 'text')
          .addColumn('actor_id', 'text')
          .execute();
        await db.schema.createIndex('request_messages_submission').on('request_messages').columns(['submission_id', 'at']).execute();
        await db.schema.alterTable('submissions').addColumn('waiting_since', 'text').execute();
        await db.schema.alterTable('outbox').addColumn('message_id', 'integer').execute();
        // The inbox's "waiting for the office": a few rows, listed newest first like every page of it.
        await sql`create index submissions_waiting on submissions (created_at, id) where waiting_since is not null`.execute(db);
      },
    },
  };
}

export type OpenDatabase = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Whether the connection still has a transaction open, which a failed statement may have ended. */
  inTransaction: () => boolean;
  close: () => Promise<void>;
};

/** The database is held by someone else (a lock) or cannot be reached: worth trying again shortly. */
export class StorageBusyError extends Error {
  constructor(options?: ErrorOptions) {
    super('the database is busy', options);
    this.name = 'StorageBusyError';
  }
}

/** SQLite's busy and locked results; PostgreSQL's lock timeout and lost or refused connections. */
const BUSY_CODES = new Set([
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_RECOVERY',
  'SQLITE_LOCKED',
  '55P03',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
]);

export function isBusyError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    if (cause instanceof StorageBusyError) return true;
    // A code that is no string is in no set of strings.
    if (BUSY_CODES.has((cause as { code?: string }).code!)) return true;
  }
  return false;
}

/** How long PostgreSQL waits for a row or table lock before the statement fails as busy. */
const POSTGRES_LOCK_TIMEOUT_MS = 2000;

type OpenOptions = {
  databaseUrl?: string | undefined;
  sqlitePath: string;
  /** For command-line tools, which may wait for a lock: SQLite then waits up to this long. */
  sqliteBusyTimeoutMs?: number;
};

export function openDatabase({ databaseUrl, sqlitePath, sqliteBusyTimeoutMs = 0 }: OpenOptions): OpenDatabase {
  if (databaseUrl) {
    const pool = new Pool({ connectionString: databaseUrl, max: 10, options: `-c lock_timeout=${POSTGRES_LOCK_TIMEOUT_MS}` });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // A failed statement leaves PostgreSQL's transaction open (aborted) until it is rolled back.
    return { db, dialect: 'postgres', inTransaction: () => true, close: () => db.destroy() };
  }
  mkdirSync(dirname(sqlitePath), { recursive: true });
  // No busy timeout in the server: SQLite would wait for a lock synchronously, stopping the whole
  // server (pages too). A busy database fails at once, and the store tries again asynchronously.
  const file = new SQLite(sqlitePath, { timeout: sqliteBusyTimeoutMs });
  // WAL lets readers work during writes; synchronous=FULL syncs every commit to disk, so a
  // submission answered 201 survives a crash or a power cut.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new BusyRetryingSqliteDialect(file) });
  return { db, dialect: 'sqlite', inTransaction: () => file.inTransaction, close: () => db.destroy() };
}

/**
 * One write transaction. SQLite takes the write lock at BEGIN IMMEDIATE, so a busy database
 * fails at once instead of half-way. The rollback never hides the error that caused it: SQLite
 * has already rolled back after some failures (a full disk), and then there is nothing to undo.
 */
export function writeTransaction<T>(open: OpenDatabase, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return open.db.connection().execute(async (connection) => {
    await sql.raw(open.dialect === 'sqlite' ? 'begin immediate' : 'begin').execute(connection);
    try {
      const result = await work(connection);
      await sql.raw('commit').execute(connection);
      return result;
    } catch (error) {
      // Stryker disable next-line ConditionalExpression: a rollback with no transaction open only fails, and that failure is dropped below: the same error is thrown either way
      if (open.inTransaction())
        await sql
          .raw('rollback')
          .execute(connection)
          .catch(() => {});
      throw error;
    }
  });
}

/**
 * Takes a request's rows for the rest of a write transaction, before it reads them: on PostgreSQL
 * their row locks (SELECT … FOR UPDATE), so two writers of one request (the office's change, the
 * customer's cancellation, an erasure) take turns, and the second reads what the first wrote;
 * SQLite's BEGIN IMMEDIATE has taken the whole database already.
 */
export async function lockSubmissions(trx: Kysely<Database>, dialect: Dialect, where: { id: string } | { email: string }): Promise<void> {
  if (dialect !== 'postgres') return;
  if ('id' in where) await sql`select id from submissions where id = ${where.id} for update`.execute(trx);
  else await sql`select id from submissions where email = ${where.email} for update`.execute(trx);
}

/**
 * The pause before a busy database's next try: 5, 10, 20, 40 … ms, at most `maxMs`. On the global
 * timer, so that tests can step it.
 */
export function busyPause(attempt: number, maxMs = 250): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.min(maxMs, 5 * 2 ** attempt)));
}

/** A write transaction that waits out a busy database (up to `waitMs`), for the office's few writes. */
export async function patientWrite<T>(open: OpenDatabase, work: (trx: Kysely<Database>) => Promise<T>, waitMs = 8000): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await writeTransaction(open, work);
    } catch (error) {
      if (!isBusyError(error) || Date.now() >= deadline) throw isBusyError(error) ? new StorageBusyError({ cause: error }) : error;
      await busyPause(attempt);
    }
  }
}

/** How long a single statement outside a transaction waits out another process's write lock. */
const STATEMENT_BUSY_WAIT_MS = 2000;

/**
 * SQLite's dialect whose single statements outside a transaction wait out another process's write
 * lock (the office:user command, a second server on the same file), asynchronously, without
 * blocking the event loop: better-auth writes sessions and passkey challenges that way, and knows
 * nothing of busy databases. Transactions (BEGIN and what runs inside them) are the store's to
 * retry, as before.
 */
class BusyRetryingSqliteDialect extends SqliteDialect {
  constructor(private readonly file: SQLite.Database) {
    super({ database: file });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const file = this.file;
    const retrying = (connection: DatabaseConnection): DatabaseConnection => ({
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
      executeQuery: async <R>(query: CompiledQuery) => {
        const deadline = Date.now() + STATEMENT_BUSY_WAIT_MS;
        for (let attempt = 0; ; attempt++) {
          try {
            return await connection.executeQuery<R>(query);
          } catch (error) {
            const single = !file.inTransaction && !/^\s*begin\b/i.test(query.sql);
            if (!single || !isBusyError(error) || Date.now() >= deadline) throw error;
            await busyPause(attempt, 100);
          }
        }
      },
    });
    return {
      init: () => driver.init(),
      acquireConnection: async () => retrying(await driver.acquireConnection()),
      beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
      commitTransaction: (connection) => driver.commitTransaction(connection),
      rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
      releaseConnection: (connection) => driver.releaseConnection(connection),
      destroy: () => driver.destroy(),
    };
  }
}

/** Runs the migrations not yet run; `upTo` (a migration's name) stops after that one, for the tests of a later one. */
export async function migrate(open: OpenDatabase, { upTo }: { upTo?: string } = {}): Promise<void> {
  const all = Object.entries(migrations(open.dialect));
  const wanted = upTo ? all.slice(0, all.findIndex(([name]) => name === upTo) + 1) : all;
  const provider: MigrationProvider = { getMigrations: async () => Object.fromEntries(wanted) };
  const { error, results } = await new Migrator({ db: open.db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
}
