/**
 * Staff accounts and sessions on both storage back-ends (SQLite always, PostgreSQL when
 * PG_TEST_URL is set, as scripts/with-postgres.sh does; without it the PostgreSQL case is skipped
 * with the reason in the report, and fails in CI): an account added with its one-time link,
 * the password set through it (once), sign-in, a disabled account's sessions refused and its
 * sign-in refused; and the inbox's search and a status change on the same database.
 */

import { newPostgresUrl, postgresMissing } from '@/tests/support/databases';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate, type OpenDatabase, openDatabase } from '@/lib/submissions/database';
import { SubmissionStore } from '@/lib/submissions/store';
import { AccountError, addAccount, disableAccount, enableAccount, newPasswordLink, setPasswordLink } from './accounts';
import { createOfficeAuth } from './auth';
import { OfficeStore } from './office-store';

const _PG_URL = process.env.PG_TEST_URL;
const SITE = 'http://localhost:3999';

async function sqlite(): Promise<OpenDatabase> {
  return openDatabase({ sqlitePath: join(mkdtempSync(join(tmpdir(), 'accounts-')), 'submissions.sqlite') });
}

async function postgres(): Promise<OpenDatabase> {
  return openDatabase({ databaseUrl: await newPostgresUrl('office_test'), sqlitePath: '' });
}

/** `missing`: why the back-end cannot be tested here (undefined when it can; throws in CI). */
const backends = [
  { name: 'sqlite', open: sqlite, missing: () => undefined },
  {
    name: 'postgres',
    open: postgres,
    missing: postgresMissing,
  },
];
const opened: OpenDatabase[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

describe.each(backends)('the office on $name', ({ open, missing }) => {
  beforeEach(({ skip }) => {
    const why = missing();
    if (why) skip(why);
  });

  it('adds an account whose link sets a password once; signs in; a disabled account’s session and sign-in are refused', async () => {
    const database = await open();
    opened.push(database);
    await migrate(database);
    const submissions = new SubmissionStore(database, { mail: true });
    const store = new OfficeStore(database, submissions);
    const auth = createOfficeAuth({ database, secret: 'x'.repeat(32), siteUrl: SITE, https: false, trustProxy: false, originAllowed: () => true });
    const deps = { auth, store, siteUrl: SITE };

    const link = await addAccount(deps, 'Agent@Office.example', 'agent');
    expect(link).toMatch(/^http:\/\/localhost:3999\/office\/set-password\?token=[\w-]{43}$/);
    await expect(addAccount(deps, 'agent@office.example', 'admin')).rejects.toThrow(/has an account already/);
    const token = new URL(link).searchParams.get('token')!;
    // Kept only hashed: the token is nowhere in the database.
    const stored = await database.db
      .selectFrom('staff_verification' as never)
      .selectAll()
      .execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    await auth.api.resetPassword({ body: { newPassword: 'a long enough password', token } });
    await expect(auth.api.resetPassword({ body: { newPassword: 'another long password', token } })).rejects.toThrow();
    const { headers } = await auth.api.signInEmail({ body: { email: 'agent@office.example', password: 'a long enough password' }, returnHeaders: true });
    const cookie = headers.getSetCookie()[0]!.split(';')[0]!;
    expect(cookie).toMatch(/^office-session=/);
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user).toMatchObject({ email: 'agent@office.example', role: 'agent' });
    await expect(auth.api.signInEmail({ body: { email: 'agent@office.example', password: 'wrong password here' } })).rejects.toThrow();

    await disableAccount(deps, 'agent@office.example');
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    await expect(auth.api.signInEmail({ body: { email: 'agent@office.example', password: 'a long enough password' } })).rejects.toThrow();
    const actions = (await store.auditPage(1)).rows.map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['account_added', 'account_disabled']));

    // The inbox on the same database: search, a status change with its payment link queued.
    const created = (await submissions.insert({
      kind: 'support',
      locale: 'ru',
      payload: { name: 'Иван Петров', email: 'ivan@example.ru', theme: 'payment', comment: 'x' },
    })) as {
      id: string;
      reference: string;
    };
    expect((await store.list({ q: 'петров' }, 1)).rows.map((row) => row.id)).toEqual([created.id]);
    expect((await store.list({ q: created.reference }, 1)).total).toBe(1);
    expect(await store.changeStatus(created.id, 'received', { status: 'confirmed', note: 'n', paymentLink: null }, 'x', { mail: true })).toBe('changed');
    expect((await store.detail(created.id))?.status).toBe('confirmed');
    expect(await store.erase('IVAN@example.ru')).toEqual([{ id: created.id, messages: 0 }]);
    // An address with no requests erases nothing, and on PostgreSQL sends no empty `in ()`, which it refuses.
    expect(await store.erase('nobody@example.ru')).toEqual([]);
    // Password hashing (scrypt) is slow by design: a busy machine needs more than the default 5 s.
  }, 30_000);
});

describe('the session cookie', () => {
  it('is __Host-, Secure, HttpOnly and SameSite=Lax on https, for 12 hours; a session past its end opens nothing', async () => {
    const database = await sqlite();
    opened.push(database);
    await migrate(database);
    const store = new OfficeStore(database, new SubmissionStore(database));
    const auth = createOfficeAuth({
      database,
      secret: 'y'.repeat(32),
      siteUrl: 'https://www.example.org',
      https: true,
      trustProxy: false,
      originAllowed: () => true,
    });
    const link = await addAccount({ auth, store, siteUrl: 'https://www.example.org' }, 'admin@office.example', 'admin');
    await auth.api.resetPassword({ body: { newPassword: 'a long enough password', token: new URL(link).searchParams.get('token')! } });
    const { headers } = await auth.api.signInEmail({ body: { email: 'admin@office.example', password: 'a long enough password' }, returnHeaders: true });
    const setCookie = headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/^__Host-office-session=/);
    for (const attribute of ['Max-Age=43200', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']) expect(setCookie).toContain(attribute);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = setCookie.split(';')[0]!;
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).not.toBeNull();
    // Twelve hours without use later:
    await database.db
      .updateTable('staff_session')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
  }, 30_000);
});

describe('account management (office:user)', () => {
  async function office() {
    const database = await sqlite();
    opened.push(database);
    await migrate(database);
    const store = new OfficeStore(database, new SubmissionStore(database));
    const auth = createOfficeAuth({ database, secret: 'z'.repeat(32), siteUrl: SITE, https: false, trustProxy: false, originAllowed: () => true });
    const deps = { auth, store, siteUrl: SITE };
    const userRow = (email: string) => database.db.selectFrom('staff_user').selectAll().where('email', '=', email).executeTakeFirst();
    const audits = async () => (await store.auditPage(1)).rows.map((row) => [row.action, row.actor_email, row.detail]);
    const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
    const setPassword = (link: string) => auth.api.resetPassword({ body: { newPassword: 'a long enough password', token: tokenOf(link) } });
    const signIn = (email: string) => auth.api.signInEmail({ body: { email, password: 'a long enough password' }, returnHeaders: true });
    return { database, auth, deps, userRow, audits, setPassword, signIn };
  }

  it('adds an account under its address trimmed and in lower case, named by its local part unless named, and logs it', async () => {
    const { deps, userRow, audits } = await office();
    await addAccount(deps, '  Nino.B@Office.Example ', 'admin');
    expect(await userRow('nino.b@office.example')).toMatchObject({ name: 'nino.b', role: 'admin', emailVerified: 1, disabled: 0 });
    await addAccount(deps, 'eka@office.example', 'agent', 'Eka Beridze');
    expect(await userRow('eka@office.example')).toMatchObject({ name: 'Eka Beridze', role: 'agent' });
    expect(await audits()).toEqual([
      ['account_added', 'office:user', 'eka@office.example as agent'],
      ['account_added', 'office:user', 'nino.b@office.example as admin'],
    ]);
  }, 30_000);

  it('refuses an address that is not one, and one that has an account, naming the way to a new link', async () => {
    const { deps, audits } = await office();
    await expect(addAccount(deps, 'not an address', 'agent')).rejects.toThrow(new AccountError('"not an address" is not an e-mail address'));
    await addAccount(deps, 'nino@office.example', 'agent');
    await expect(addAccount(deps, 'NINO@office.example', 'agent')).rejects.toThrow(
      new AccountError('nino@office.example has an account already (a new link: office:user -- link nino@office.example)'),
    );
    expect(await audits()).toHaveLength(1);
  }, 30_000);

  it('makes a link that sets the password for 24 hours from when it was made, and not after', async () => {
    const { deps, database, setPassword, signIn } = await office();
    await addAccount(deps, 'late@office.example', 'agent');
    const { id } = (await database.db.selectFrom('staff_user').select('id').where('email', '=', 'late@office.example').executeTakeFirst())!;
    const day = 24 * 60 * 60_000;
    const expired = await setPasswordLink(deps, id, new Date(Date.now() - day - 60_000));
    expect(expired).toMatch(/^http:\/\/localhost:3999\/office\/set-password\?token=[\w-]{43}$/);
    await expect(setPassword(expired)).rejects.toThrow();
    await setPassword(await setPasswordLink(deps, id, new Date(Date.now() - day + 60_000)));
    expect((await signIn('late@office.example')).response.user.email).toBe('late@office.example');
  }, 30_000);

  it('disables an account, ending its sessions, and enables it again; each logged; an unknown address is refused', async () => {
    const { deps, auth, userRow, audits, setPassword, signIn } = await office();
    await setPassword(await addAccount(deps, 'eka@office.example', 'agent'));
    const cookie = (await signIn('eka@office.example')).headers.getSetCookie()[0]!.split(';')[0]!;
    await disableAccount(deps, ' EKA@office.example ');
    expect(await userRow('eka@office.example')).toMatchObject({ disabled: 1 });
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    await enableAccount(deps, 'Eka@Office.example');
    expect(await userRow('eka@office.example')).toMatchObject({ disabled: 0 });
    expect((await signIn('eka@office.example')).response.user.email).toBe('eka@office.example');
    // The session ended by disabling stays ended: enabling starts nothing by itself.
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    for (const action of [disableAccount, enableAccount, newPasswordLink])
      await expect(action(deps, 'nobody@office.example')).rejects.toThrow(new AccountError('nobody@office.example has no account'));
    expect((await audits()).slice(0, 2)).toEqual([
      ['account_enabled', 'office:user', 'eka@office.example'],
      ['account_disabled', 'office:user', 'eka@office.example'],
    ]);
  }, 30_000);

  it('gives a new link on request, which sets the password, and logs it', async () => {
    const { deps, audits, setPassword, signIn } = await office();
    await addAccount(deps, 'forgot@office.example', 'agent');
    const link = await newPasswordLink(deps, 'Forgot@office.example');
    expect(link).toMatch(/^http:\/\/localhost:3999\/office\/set-password\?token=[\w-]{43}$/);
    await setPassword(link);
    expect((await signIn('forgot@office.example')).response.user.email).toBe('forgot@office.example');
    expect((await audits())[0]).toEqual(['set_password_link', 'office:user', 'forgot@office.example']);
  }, 30_000);
});
