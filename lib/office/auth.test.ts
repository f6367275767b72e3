/**
 * better-auth as the office sets it up, asked through its own HTTP handler as a browser would:
 * where it answers, which pages' posts it takes, what a signed-in account may not change about
 * itself, nobody signing up, the client's address, passkeys for this site, and sessions that end
 * when the password is set again.
 */

import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { socketAddressHeaderName } from '@/lib/http/client-address';
import { migrate, openDatabase } from '@/lib/submissions/database';
import { createOfficeAuth, OFFICE_AUTH_BASE, type OfficeAuthOptions } from './auth';

const SITE = 'http://localhost:3999';
const PASSWORD = 'a long enough password';

async function officeAuth(options: Partial<OfficeAuthOptions> = {}) {
  const database = openDatabase({ sqlitePath: join(mkdtempSync(join(tmpdir(), 'office-auth-')), 'submissions.sqlite') });
  await migrate(database);
  const auth = createOfficeAuth({ database, secret: 'a'.repeat(32), siteUrl: SITE, https: false, trustProxy: false, originAllowed: () => false, ...options });
  const context = await auth.$context;
  /** An agent (no password) and a session's cookie, signed as better-auth signs it. */
  const agent = async (email = 'agent@office.example') => {
    const user = await context.internalAdapter.createUser({ email, name: 'agent', emailVerified: true, role: 'agent', disabled: false }, { method: 'admin' });
    const session = await context.internalAdapter.createSession(user.id);
    const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
    return { user, cookie: `office-session=${encodeURIComponent(`${session.token}.${signature}`)}` };
  };
  const call = (method: string, path: string, { headers = {}, body }: { headers?: Record<string, string>; body?: unknown } = {}) =>
    auth.handler(
      new Request(`${SITE}${OFFICE_AUTH_BASE}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  return { database, auth, context, agent, call };
}

describe('the office’s better-auth', () => {
  it('answers under /api/office/auth', async () => {
    const { call, auth } = await officeAuth();
    expect(OFFICE_AUTH_BASE).toBe('/api/office/auth');
    expect((await call('GET', '/ok')).status).toBe(200);
    expect((await auth.handler(new Request(`${SITE}/api/auth/ok`))).status).toBe(404);
  });

  it('sends nothing home and leaves the limiting of sign-ins to the office’s own throttle', async () => {
    // Both defaults change with NODE_ENV=production only, so the settings themselves are checked.
    const { auth } = await officeAuth();
    expect(auth.options.telemetry).toEqual({ enabled: false });
    expect(auth.options.rateLimit).toEqual({ enabled: false });
    const { call } = await officeAuth();
    // better-auth's own limit would refuse the fourth sign-in within 10 s (429).
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await call('POST', '/sign-in/email', { body: { email: 'x@office.example' } })).status);
    expect(statuses).not.toContain(429);
  });

  it('trusts a request’s own Origin when the Origin rule lets it in, and no other', async () => {
    // better-auth skips its origin check under NODE_ENV=test, so the list it would check is asked for directly.
    const { auth } = await officeAuth({ originAllowed: (request) => request.headers.get('x-rule') === 'yes' });
    const trusted = auth.options.trustedOrigins as (request?: Request) => string[];
    const post = (headers: Record<string, string>) => new Request(`${SITE}${OFFICE_AUTH_BASE}/sign-out`, { method: 'POST', headers });
    expect(trusted(post({ origin: 'http://10.0.0.2:3000', 'x-rule': 'yes' }))).toEqual(['http://10.0.0.2:3000']);
    expect(trusted(post({ origin: 'https://evil.example', 'x-rule': 'no' }))).toEqual([]);
    expect(trusted(post({ 'x-rule': 'yes' }))).toEqual([]);
    expect(trusted(undefined)).toEqual([]);
  });

  it('lets no signed-in account change its own role or switch itself back on', async () => {
    const { agent, call, database } = await officeAuth({ originAllowed: () => true });
    const { user, cookie } = await agent();
    const answer = await call('POST', '/update-user', { headers: { cookie, origin: SITE }, body: { role: 'admin', disabled: false } });
    expect(answer.status).toBe(400);
    expect(await database.db.selectFrom('staff_user').select(['role', 'disabled']).where('id', '=', user.id).executeTakeFirst()).toEqual({
      role: 'agent',
      disabled: 0,
    });
  });

  it('lets no disabled account that still has a session switch itself back on', async () => {
    const { agent, call, database } = await officeAuth({ originAllowed: () => true });
    const { user, cookie } = await agent();
    await database.db.updateTable('staff_user').set({ disabled: 1 }).where('id', '=', user.id).execute();
    const answer = await call('POST', '/update-user', { headers: { cookie, origin: SITE }, body: { disabled: false } });
    expect(answer.status).toBe(400);
    expect(await database.db.selectFrom('staff_user').select('disabled').where('id', '=', user.id).executeTakeFirst()).toEqual({ disabled: 1 });
  });

  it('gives a session’s account with its role, and whether it is disabled as true or false on SQLite too', async () => {
    const { agent, auth, database } = await officeAuth();
    const { user, cookie } = await agent();
    await database.db.updateTable('staff_user').set({ disabled: 1 }).where('id', '=', user.id).execute();
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user).toMatchObject({ role: 'agent', disabled: true });
  });

  it('lets nobody sign up', async () => {
    const { call, database } = await officeAuth({ originAllowed: () => true });
    const answer = await call('POST', '/sign-up/email', { headers: { origin: SITE }, body: { email: 'new@office.example', password: PASSWORD, name: 'New' } });
    expect(answer.status).toBe(400);
    expect(await database.db.selectFrom('staff_user').select('id').execute()).toEqual([]);
  });

  it('starts no session for an account that is not there', async () => {
    const { context } = await officeAuth();
    expect(await context.internalAdapter.createSession('no-such-user')).toBeNull();
  });

  it('records the socket’s address for a session, or behind a trusted proxy the one it names', async () => {
    const addressOf = async (trustProxy: boolean) => {
      const started: (string | null | undefined)[] = [];
      const { auth, context } = await officeAuth({
        trustProxy,
        onSessionStarted: async (session) => {
          started.push(session.ipAddress);
        },
      });
      const user = await context.internalAdapter.createUser(
        { email: 'a@office.example', name: 'a', emailVerified: true, role: 'agent', disabled: false },
        { method: 'admin' },
      );
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: await context.password.hash(PASSWORD),
      });
      const headers = new Headers({ 'x-forwarded-for': '203.0.113.9', [socketAddressHeaderName()]: '198.51.100.4' });
      await auth.api.signInEmail({ body: { email: 'a@office.example', password: PASSWORD }, headers });
      return started;
    };
    expect(await addressOf(false)).toEqual(['198.51.100.4']);
    expect(await addressOf(true)).toEqual(['203.0.113.9']);
  }, 30_000);

  it('sets the session cookie for the whole site, HttpOnly and SameSite=Lax, on plain http without Secure', async () => {
    const { auth, agent, context } = await officeAuth();
    const { user } = await agent('signs-in@office.example');
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await context.password.hash(PASSWORD),
    });
    const { headers } = await auth.api.signInEmail({ body: { email: 'signs-in@office.example', password: PASSWORD }, returnHeaders: true });
    const cookie = headers.getSetCookie().find((line) => line.startsWith('office-session='))!;
    // Without Path=/ a browser keeps a cookie for the folder of the address that set it (/api/office), not the office's pages.
    expect(cookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=43200', 'Path=/', 'SameSite=Lax']);
  }, 30_000);

  it('ends every session of an account whose password is set again', async () => {
    const { auth, context, agent } = await officeAuth();
    const { user, cookie } = await agent();
    const token = 'set-again-token';
    await context.internalAdapter.createVerificationValue({ identifier: `reset-password:${token}`, value: user.id, expiresAt: new Date(Date.now() + 60_000) });
    await auth.api.resetPassword({ body: { newPassword: PASSWORD, token } });
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
  }, 30_000);

  it('offers passkeys for this site by its name, its challenge kept in a cookie a plain-http site can set', async () => {
    const { agent, call } = await officeAuth();
    const { cookie } = await agent();
    const answer = await call('GET', '/passkey/generate-register-options', { headers: { cookie } });
    expect(answer.status).toBe(200);
    const options = (await answer.json()) as { rp: { id: string; name: string } };
    expect(options.rp).toEqual({ id: 'localhost', name: 'Experts for projects' });
    const challenge = answer.headers.getSetCookie().find((line) => line.includes('passkey'));
    expect(challenge).toMatch(/^better-auth\.better-auth-passkey=/);
    expect(challenge).not.toMatch(/Secure/);
  });
});
