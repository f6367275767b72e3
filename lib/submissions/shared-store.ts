/**
 * The server's one store, created on first use and shared through `globalThis` by the API's routes
 * and the outbox that instrumentation.ts starts (Next bundles them apart). The SQLite file and its
 * tables appear by themselves under DATA_DIR; PostgreSQL gets its tables the same way.
 */

import { join } from 'node:path';
import { getConfig } from '@/lib/config';
import { migrate, openDatabase } from './database';
import { SubmissionStore } from './store';

const globalState = globalThis as { __submissionStore?: Promise<SubmissionStore> };

export function getStore(): Promise<SubmissionStore> {
  globalState.__submissionStore ??= (async () => {
    const config = getConfig();
    const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: join(config.dataDir, 'submissions.sqlite') });
    await migrate(database);
    // With mail configured, every submission queues its mails in the transaction that stores it.
    return new SubmissionStore(database, { mail: Boolean(config.mail) });
  })();
  const store = globalState.__submissionStore;
  store.catch(() => {
    if (globalState.__submissionStore === store) globalState.__submissionStore = undefined; // A failed start (database down) is retried by the next request.
  });
  return store;
}
