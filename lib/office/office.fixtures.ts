/**
 * An office on a throw-away SQLite database for the route, proxy and session tests: the test file
 * mocks `@/lib/config` with `configState` (so that each test may change a setting), and this makes
 * the configuration, the shared office and its staff accounts (an admin and an agent, signed in).
 */

import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import type { AppConfig, EnvInput } from '@/lib/config';

export const SITE = 'http://localhost:3999';
export const PASSWORD = 'a long enough password';
export const FORM_TYPE = 'application/x-www-form-urlencoded';

export type ConfigState = { config: AppConfig };

/** Sets the configuration the mocked getConfig returns: a fresh DATA_DIR, behind a trusted proxy. */
export async function configure(state: ConfigState, env: EnvInput = {}): Promise<AppConfig> {
  const { parseConfig } = await vi.importActual<typeof import('@/lib/config')>('@/lib/config');
  state.config = parseConfig({
    SITE_URL: SITE,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'office-routes-')),
    OFFICE_AUTH_SECRET: 'r'.repeat(32),
    TRUST_PROXY: 'true',
    ...env,
  });
  return state.config;
}

/** A url-encoded post from the office's own page (its Origin), from a client address. */
export function formPost(
  path: string,
  fields: Record<string, string>,
  { cookie, origin = SITE, ip = '198.51.100.7' }: { cookie?: string; origin?: string; ip?: string } = {},
) {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': FORM_TYPE, origin, 'x-forwarded-for': ip, 'user-agent': 'TestBrowser/1', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

export function get(path: string, { cookie, method = 'GET', origin }: { cookie?: string; method?: string; origin?: string } = {}) {
  return new Request(`${SITE}${path}`, {
    method,
    headers: { 'x-forwarded-for': '198.51.100.8', ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
  });
}

/** The `name=value` of an answer's session cookie. */
export function sessionCookieOf(answer: Response): string {
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('office-session='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(answer.headers.getSetCookie())}`);
  return cookie.split(';')[0]!;
}

/**
 * A set-up made once, by the first test that asks (not in beforeAll: a mutant run by one test must
 * find it made in that test, and code run outside any test would count as every test's).
 */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** An account made by the office's own function; with `password`, set through its one-time link (a slow hash). */
export async function staffAccount(email: string, role: 'admin' | 'agent', { password = false } = {}): Promise<void> {
  const { getOffice } = await import('./office');
  const { addAccount } = await import('./accounts');
  const { auth, store } = await getOffice();
  const link = await addAccount({ auth, store, siteUrl: SITE }, email, role);
  if (password) await auth.api.resetPassword({ body: { newPassword: PASSWORD, token: new URL(link).searchParams.get('token')! } });
}

/** Signs in by password (by better-auth, as the sign-in route does, from the client formPost names); the session's cookie. */
export async function signedIn(email: string): Promise<string> {
  const { getOffice } = await import('./office');
  const { auth } = await getOffice();
  const { headers } = await auth.api.signInEmail({
    body: { email, password: PASSWORD, rememberMe: true },
    headers: formPost('/api/office/sign-in', {}).headers,
    returnHeaders: true,
  });
  return sessionCookieOf(new Response(null, { headers }));
}

/** A session started for the account without its password (no slow hash), and its cookie, signed as better-auth signs it. */
export async function sessionCookie(email: string): Promise<string> {
  const { getOffice } = await import('./office');
  const { auth } = await getOffice();
  const context = await auth.$context;
  const found = await context.internalAdapter.findUserByEmail(email);
  const session = await context.internalAdapter.createSession(found!.user.id);
  const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
  return `office-session=${encodeURIComponent(`${session.token}.${signature}`)}`;
}
