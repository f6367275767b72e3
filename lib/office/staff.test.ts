/**
 * Who is signed in (lib/office/staff.ts) and the office's shared runtime (lib/office/office.ts):
 * sessions found from the cookie, refused for a disabled account or an unknown role, moved on
 * only when asked; the Origin rule, the client's address, the audit log's writer, and a runtime
 * that failed to start is started again by the next request.
 */

import { describe, expect, it, vi } from 'vitest';
import type { ConfigState } from './office.fixtures';
import { configure, once, SITE, sessionCookie, signedIn, staffAccount } from './office.fixtures';

const state = vi.hoisted(() => ({}) as ConfigState);
vi.mock('@/lib/config', async (original) => ({ ...(await original<typeof import('@/lib/config')>()), getConfig: () => state.config }));

const getOffice = async () => (await import('./office')).getOffice();
const db = async () => (await (await import('@/lib/submissions/shared-store')).getStore()).database.db;

const setup = once(async () => {
  await configure(state);
});

describe('the office’s runtime', () => {
  it('is made again by the next request when its start failed, and is then one shared runtime', async () => {
    await setup();
    const { getOffice } = await import('./office');
    // As in a fresh process, whose first start fails: without a configuration, inside the start.
    (globalThis as { __office?: unknown }).__office = undefined;
    const config = state.config;
    state.config = undefined as never;
    try {
      await expect(getOffice()).rejects.toThrow();
    } finally {
      state.config = config;
    }
    const office = await getOffice();
    expect(office.store).toBeDefined();
    expect(await getOffice()).toBe(office);
    expect(getOffice()).toBe(getOffice());
  });

  it('keeps the runtime a retry started while its failed start was still being reported to other requests', async () => {
    await setup();
    const { getOffice } = await import('./office');
    (globalThis as { __office?: unknown }).__office = undefined;
    const config = state.config;
    state.config = undefined as never;
    const failing = getOffice();
    // The start read the configuration already: it fails, and a start made after this one works.
    state.config = config;
    const retried = failing.catch(() => getOffice());
    // Another request that came during the failed start: told of the failure after the retry began.
    await expect(getOffice()).rejects.toThrow();
    const office = await retried;
    expect(await getOffice()).toBe(office);
  });

  it('logs an action with the client’s address and browser', async () => {
    await setup();
    const { audit } = await import('./office');
    const headers = new Headers({ 'x-forwarded-for': '203.0.113.5, 10.0.0.1', 'user-agent': 'Agent/2' });
    await audit({ headers }, { action: 'view', actorId: 'u9', actorEmail: 'a@office.example', submissionId: 's9' });
    const [row] = (await (await getOffice()).store.auditPage(1)).rows;
    expect(row).toMatchObject({
      action: 'view',
      actor_id: 'u9',
      actor_email: 'a@office.example',
      submission_id: 's9',
      ip: '203.0.113.5',
      user_agent: 'Agent/2',
    });
  });

  it('takes the client as the proxy names it only behind a trusted proxy', async () => {
    await setup();
    const { clientOf } = await import('./office');
    const headers = new Headers({ 'x-forwarded-for': '203.0.113.5' });
    expect(clientOf(headers)).toEqual({ ip: '203.0.113.5', userAgent: null });
    const trusted = state.config;
    state.config = { ...trusted, trustProxy: false };
    try {
      expect(clientOf(headers)).toEqual({ ip: 'unknown', userAgent: null });
    } finally {
      state.config = trusted;
    }
  });

  it('lets in a change from the site’s own pages, the address asked for and the listed origins, and refuses any other', async () => {
    await setup();
    const { originAllowed } = await import('./office');
    const post = (origin: string | undefined, url = `${SITE}/api/office/sign-in`) => new Request(url, { method: 'POST', headers: origin ? { origin } : {} });
    expect(originAllowed(post(SITE))).toBe(true);
    expect(originAllowed(post(undefined))).toBe(true);
    expect(originAllowed(post('https://evil.example'))).toBe(false);
    expect(originAllowed(post('http://10.0.0.2:3000', 'http://10.0.0.2:3000/api/office/sign-in'))).toBe(true);
    const plain = state.config;
    state.config = { ...plain, allowedOrigins: ['https://evil.example'] };
    try {
      expect(originAllowed(post('https://evil.example'))).toBe(true);
    } finally {
      state.config = plain;
    }
  });

  it('logs each sign-in with the account, its address and browser', async () => {
    await setup();
    const email = 'logged@office.example';
    await staffAccount(email, 'agent', { password: true });
    await signedIn(email);
    const [row] = (await (await getOffice()).store.auditPage(1)).rows;
    const user = await (await db()).selectFrom('staff_user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ action: 'sign_in', actor_id: user.id, actor_email: email, ip: '198.51.100.7', user_agent: 'TestBrowser/1' });
  });
});

describe('the signed-in staff member', () => {
  const staffOf = async (cookie: string | undefined, options?: { refresh?: boolean }) => {
    const { findStaff } = await import('./staff');
    return findStaff(new Headers(cookie ? { cookie } : {}), options);
  };

  it('is the session’s account with its role, and nobody without a session', async () => {
    await setup();
    const email = 'found@office.example';
    await staffAccount(email, 'admin');
    const cookie = await sessionCookie(email);
    const { staff, setCookies } = await staffOf(cookie);
    const session = await (await db()).selectFrom('staff_session').select(['id', 'userId']).where('token', '=', tokenOf(cookie)).executeTakeFirstOrThrow();
    expect(staff).toEqual({ id: session.userId, email, name: 'found', role: 'admin', sessionId: session.id });
    expect(setCookies).toEqual([]);
    expect(await staffOf(undefined)).toEqual({ staff: undefined, setCookies: [] });
    expect((await staffOf('office-session=forged.value')).staff).toBeUndefined();
  });

  it('is nobody for a disabled account or a role the office does not know, whatever the cookie', async () => {
    await setup();
    const email = 'gone@office.example';
    await staffAccount(email, 'agent');
    const cookie = await sessionCookie(email);
    const database = await db();
    await database.updateTable('staff_user').set({ role: 'root' }).where('email', '=', email).execute();
    // Still with the cookies to set, which the proxy passes on whoever it finds.
    expect(await staffOf(cookie)).toEqual({ staff: undefined, setCookies: [] });
    await database.updateTable('staff_user').set({ role: 'agent', disabled: 1 }).where('email', '=', email).execute();
    expect(await staffOf(cookie)).toEqual({ staff: undefined, setCookies: [] });
    await database.updateTable('staff_user').set({ disabled: 0 }).where('email', '=', email).execute();
    expect((await staffOf(cookie)).staff?.email).toBe(email);
  });

  it('has the session’s end moved on, with its cookie, only when the caller asks (the proxy, which can set it)', async () => {
    await setup();
    const email = 'moving@office.example';
    await staffAccount(email, 'agent');
    const cookie = await sessionCookie(email);
    // Used within the last five minutes: nothing to move on yet, even when asked.
    expect((await staffOf(cookie, { refresh: true })).setCookies).toEqual([]);
    const database = await db();
    // Nor four minutes after its last use.
    const recent = new Date(Date.now() + 12 * 60 * 60_000 - 4 * 60_000).toISOString();
    await database.updateTable('staff_session').set({ expiresAt: recent }).where('token', '=', tokenOf(cookie)).execute();
    expect((await staffOf(cookie, { refresh: true })).setCookies).toEqual([]);
    // Last used six minutes ago: past the five minutes after which a use moves the end on.
    const aged = new Date(Date.now() + 12 * 60 * 60_000 - 6 * 60_000).toISOString();
    await database.updateTable('staff_session').set({ expiresAt: aged }).where('token', '=', tokenOf(cookie)).execute();
    const still = await staffOf(cookie);
    expect(still.setCookies).toEqual([]);
    expect((await database.selectFrom('staff_session').select('expiresAt').where('token', '=', tokenOf(cookie)).executeTakeFirstOrThrow()).expiresAt).toBe(
      aged,
    );
    const moved = await staffOf(cookie, { refresh: true });
    expect(moved.staff?.email).toBe(email);
    expect(moved.setCookies).toEqual([expect.stringMatching(/^office-session=.*Max-Age=43200/)]);
    const expiresAt = (await database.selectFrom('staff_session').select('expiresAt').where('token', '=', tokenOf(cookie)).executeTakeFirstOrThrow()).expiresAt;
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(new Date(aged).getTime());
  });

  it('is authorized for what the role may, refused 403 for what it may not, and 401 without a session', async () => {
    await setup();
    const { authorize } = await import('./staff');
    const email = 'plain-agent@office.example';
    await staffAccount(email, 'agent');
    const headers = new Headers({ cookie: await sessionCookie(email) });
    expect(await authorize(headers, 'read')).toMatchObject({ staff: { email, role: 'agent' } });
    expect(await authorize(headers, 'erase')).toEqual({ refused: 403 });
    expect(await authorize(new Headers(), 'read')).toEqual({ refused: 401 });
  });
});

/** The session's token: the signed cookie's value before its signature. */
function tokenOf(cookie: string): string {
  return decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
}
