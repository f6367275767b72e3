/**
 * The storage of submissions: an SQLite file by default (no set-up), PostgreSQL when DATABASE_URL
 * is set. One Kysely schema and one set of migrations serve both dialects.
 */

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration, type MigrationProvider } from 'kysely';
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

export interface OutboxTable {
  submission_id: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  delivered_at: string | null;
  last_error: string | null;
}

export interface Database {
  submissions: SubmissionsTable;
  attachments: AttachmentsTable;
  idempotency_keys: IdempotencyKeysTable;
  outbox: OutboxTable;
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

export async function migrate(open: OpenDatabase): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(open.dialect) };
  const { error, results } = await new Migrator({ db: open.db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
}
