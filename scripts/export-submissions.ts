/**
 * `npm run submissions:export -- --format csv|json [--since 2026-11-01] [--out file]`
 * Writes stored submissions (SQLite under DATA_DIR, or DATABASE_URL) for the support office.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { getConfig } from '../lib/config';
import { migrate, openDatabase } from '../lib/submissions/database';
import { toCsv, toJson } from '../lib/submissions/export';
import { SubmissionStore } from '../lib/submissions/store';

const { values } = parseArgs({ options: { format: { type: 'string', default: 'csv' }, since: { type: 'string' }, out: { type: 'string' } } });
if (values.format !== 'csv' && values.format !== 'json') {
  console.error('submissions:export: --format must be csv or json');
  process.exit(2);
}
let since: string | undefined;
if (values.since) {
  const date = new Date(values.since);
  if (Number.isNaN(date.getTime())) {
    console.error(`submissions:export: --since "${values.since}" is not a date (use YYYY-MM-DD)`);
    process.exit(2);
  }
  since = date.toISOString();
}

const config = getConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: join(config.dataDir, 'submissions.sqlite'), sqliteBusyTimeoutMs: 10_000 });
await migrate(database);
const store = new SubmissionStore(database);
const submissions = await store.list({ since });
await store.close();

const output = values.format === 'csv' ? toCsv(submissions) : toJson(submissions);
if (values.out) {
  writeFileSync(values.out, output);
  console.error(`submissions:export: ${submissions.length} submission(s) written to ${values.out}`);
} else {
  process.stdout.write(output);
}
