import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration, type MigrationProvider } from 'kysely';
import { Pool } from 'pg';

/**
 * The storage of submissions: an SQLite file by default (no set-up), PostgreSQL when DATABASE_URL
 * is set. One Kysely schema and one set of migrations serve both dialects.
 */
export type Dialect = 'sqlite' | 'postgres';

export interface SubmissionsTable {
  id: string;
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
  };
}

export type OpenDatabase = { db: Kysely<Database>; dialect: Dialect; close: () => Promise<void> };

export function openDatabase({ databaseUrl, sqlitePath }: { databaseUrl?: string; sqlitePath: string }): OpenDatabase {
  if (databaseUrl) {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: databaseUrl, max: 10 }) }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(dirname(sqlitePath), { recursive: true });
  const file = new SQLite(sqlitePath);
  // WAL lets readers work during writes; synchronous=FULL syncs every commit to disk, so a
  // submission answered 201 survives a crash or a power cut.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export async function migrate(open: OpenDatabase): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(open.dialect) };
  const { error, results } = await new Migrator({ db: open.db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
