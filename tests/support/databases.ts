/**
 * The storage back-ends a suite runs against: SQLite always, PostgreSQL when PG_TEST_URL points
 * to a server (`npm test` starts one from Debian's postgresql package when it can). Without one,
 * the PostgreSQL cases are skipped with the reason in the report; in CI they fail instead. Each
 * `open` makes a new, migrated database; `reopen` opens the same one again (a restart).
 */

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { migrate, type OpenDatabase, openDatabase } from '@/lib/submissions/database';
import { missingDependency } from './dependencies';

const PG_URL = process.env.PG_TEST_URL;

/** Why PostgreSQL cannot be tested here (undefined when it can; throws in CI). */
export const postgresMissing = (): string | undefined =>
  missingDependency('PostgreSQL', PG_URL !== undefined, 'PG_TEST_URL is not set; scripts/with-postgres.sh starts a server and sets it');

/** A new, empty database on the test server (PG_TEST_URL): its URL. */
export async function newPostgresUrl(prefix = 'store_test'): Promise<string> {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

export type TestBackend = {
  name: 'sqlite' | 'postgres';
  /** Why the back-end cannot be tested here (undefined when it can; throws in CI). */
  missing: () => string | undefined;
  make: () => Promise<{ database: OpenDatabase; reopen: () => Promise<OpenDatabase> }>;
};

const opened = async (open: () => OpenDatabase) => {
  const reopen = async () => {
    const database = open();
    await migrate(database);
    return database;
  };
  return { database: await reopen(), reopen };
};

export const TEST_BACKENDS: TestBackend[] = [
  {
    name: 'sqlite',
    missing: () => undefined,
    make: () => {
      const sqlitePath = join(mkdtempSync(join(tmpdir(), 'store-')), 'submissions.sqlite');
      return opened(() => openDatabase({ sqlitePath }));
    },
  },
  {
    name: 'postgres',
    missing: postgresMissing,
    make: async () => {
      const databaseUrl = await newPostgresUrl();
      return opened(() => openDatabase({ databaseUrl, sqlitePath: '' }));
    },
  },
];
