/**
 * `npm run office:user -- add EMAIL --role admin|agent [--name NAME]`: adds a staff account and
 *   prints its one-time link to set a password (valid 24 h).
 * `npm run office:user -- link EMAIL`: a new link (a forgotten password).
 * `npm run office:user -- disable EMAIL` / `enable EMAIL`: a disabled account's sessions end at once.
 * Works on the server's database (SQLite under DATA_DIR, or DATABASE_URL), while it runs.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { getConfig } from '../lib/config';
import { AccountError, addAccount, disableAccount, enableAccount, newPasswordLink } from '../lib/office/accounts';
import { createOfficeAuth } from '../lib/office/auth';
import { OfficeStore } from '../lib/office/office-store';
import { isStaffRole } from '../lib/office/roles';
import { officeAuthSecret } from '../lib/office/secret';
import { migrate, openDatabase } from '../lib/submissions/database';
import { SubmissionStore } from '../lib/submissions/store';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { role: { type: 'string' }, name: { type: 'string' } } });
const [command, email] = positionals;
const usage = 'usage: office:user -- add EMAIL --role admin|agent [--name NAME] | link EMAIL | disable EMAIL | enable EMAIL';
if (!command || !email || !['add', 'link', 'disable', 'enable'].includes(command)) {
  console.error(usage);
  process.exit(2);
}
if (command === 'add' && !isStaffRole(values.role)) {
  console.error('office:user: --role must be admin or agent');
  process.exit(2);
}

const config = getConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: join(config.dataDir, 'submissions.sqlite'), sqliteBusyTimeoutMs: 10_000 });
await migrate(database);
const store = new OfficeStore(database, new SubmissionStore(database));
const auth = createOfficeAuth({
  database,
  secret: officeAuthSecret(config),
  siteUrl: config.siteUrl,
  https: config.https,
  trustProxy: config.trustProxy,
  originAllowed: () => false,
});
const deps = { auth, store, siteUrl: config.siteUrl };
try {
  if (command === 'add') console.log(await addAccount(deps, email, values.role as 'admin' | 'agent', values.name));
  else if (command === 'link') console.log(await newPasswordLink(deps, email));
  else if (command === 'disable') {
    await disableAccount(deps, email);
    console.error(`office:user: ${email} is disabled; its sessions have ended`);
  } else {
    await enableAccount(deps, email);
    console.error(`office:user: ${email} is enabled`);
  }
  if (command === 'add' || command === 'link') console.error('office:user: the link above works once, for 24 hours');
} catch (error) {
  if (!(error instanceof AccountError)) throw error;
  console.error(`office:user: ${error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
