/**
 * Staff for the office's tests: accounts made as an operator makes them (npm run office:user, on
 * the e2e server's database), their password set through the one-time link's form, and signing
 * in through the sign-in page.
 */

import { execFileSync } from 'node:child_process';
import { request as playwrightRequest, test, type Page } from '@playwright/test';
import { unique } from './form-filling';
import { E2E_ORIGIN } from './servers';
import { E2E_DATA_DIR } from './storage';

export type StaffAccount = { email: string; password: string };
export const STAFF_PASSWORD = 'correct horse battery staple';

/** A server the office's tests reach: the e2e server, or one a suite starts itself. */
export type OfficeServer = { dataDir: string; origin: string };
const E2E_SERVER: OfficeServer = { dataDir: E2E_DATA_DIR, origin: E2E_ORIGIN };

/** Runs `npm run office:user -- …` against the e2e server's database; what it prints. */
export function officeUser(...args: string[]): string {
  return officeUserOn(E2E_SERVER, ...args);
}

/** Runs `npm run office:user -- …` against a server's database. */
export function officeUserOn(server: OfficeServer, ...args: string[]): string {
  // tsx's own binary, not through npx: npx alone costs a second on this machine.
  return execFileSync('node_modules/.bin/tsx', ['scripts/office-user.ts', ...args], {
    env: { ...process.env, DATA_DIR: server.dataDir, SITE_URL: server.origin },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/** A new account with its password set through the link the command printed. */
export async function staffAccount(role: 'admin' | 'agent', server: OfficeServer = E2E_SERVER): Promise<StaffAccount> {
  // A process started and a password hashed: 2 s on a quiet machine, over 20 s beside CPU-bound
  // work on two cores. The test's time limit, a guard against a hang, grows by that much.
  test.info().setTimeout(test.info().timeout + 30_000);
  const email = unique(`staff-${role}`).replace('@example.kz', '@office.example');
  const link = officeUserOn(server, 'add', email, '--role', role);
  const token = new URL(link).searchParams.get('token')!;
  const context = await playwrightRequest.newContext({ baseURL: server.origin });
  const answer = await context.post('/api/office/set-password', {
    form: { token, password: STAFF_PASSWORD, confirm: STAFF_PASSWORD },
    headers: { Origin: server.origin },
    maxRedirects: 0,
  });
  if (answer.headers().location !== '/office/sign-in?notice=passwordSet') throw new Error(`password not set: ${answer.status()} ${answer.headers().location}`);
  await context.dispose();
  return { email, password: STAFF_PASSWORD };
}

export async function signIn(page: Page, account: StaffAccount, path = '/office/sign-in'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/office') && !url.pathname.startsWith('/office/sign-in'));
}

/** The session cookie the browser holds. */
export async function sessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'office-session');
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}
