/**
 * The storage of submissions: an SQLite file by default (no set-up), PostgreSQL when DATABASE_URL
 * is set. One Kysely schema and one set of migrations serve both dialects.
 */

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { type Generated, Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration, type MigrationProvider } from 'kysely';
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
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  delivered_at: string | null;
  /** Set when the receiver refused for good (an SMTP 5xx): never tried again. */
  given_up_at: string | null;
  last_error: string | null;
}

/** Where a request stands, as its customer's private link shows it; the link's token is kept only hashed. */
export interface RequestStatusTable {
  submission_id: string;
  token_hash: string;
  expires_at: string;
  status: string;
  status_at: string;
}

export interface Database {
  submissions: SubmissionsTable;
  attachments: AttachmentsTable;
  idempotency_keys: IdempotencyKeysTable;
  outbox: OutboxTable;
  request_status: RequestStatusTable;
}

/** Versioned migrations; each runs once, in order, in both dialects. */
function migrations(dialect: Dialect): Record<string, Migration> {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
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
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && BUSY_CODES.has(code)) return true;
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: 'sqlite', inTransaction: () => file.inTransaction, close: () => db.destroy() };
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
