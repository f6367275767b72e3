/**
 * Staff accounts and sessions, by better-auth on the submissions' own database (SQLite or
 * PostgreSQL, tables made by lib/submissions/database.ts's migrations). Nobody signs up: accounts
 * are made by `npm run office:user`, which prints a one-time link to set a password.
 *
 * - The session cookie is HttpOnly and SameSite=Lax; on https it is Secure and `__Host-` (no
 *   Domain, Path=/). A session ends after 12 h without use (each use within it moves the end on).
 * - Sessions live only in the database (no cookie cache): a session ended by sign-out, by "sign
 *   out everywhere" or by disabling the account is refused at the next request.
 * - A disabled account cannot start a session, by password or passkey.
 * - better-auth's own rate limit is off: sign-in failures are limited per account and per client
 *   by lib/office/sign-in-throttle.ts, in the sign-in route.
 */

import { passkey } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { socketAddressHeaderName } from '@/lib/http/client-address';
import type { OpenDatabase } from '@/lib/submissions/database';

export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
/** How often a used session's end is moved on (a write): so it ends 12 h after its last use, to these 5 minutes. */
const SESSION_REFRESH_SECONDS = 5 * 60;
export const SET_PASSWORD_LINK_SECONDS = 24 * 60 * 60;
export const MIN_PASSWORD_LENGTH = 12;
export const OFFICE_AUTH_BASE = '/api/office/auth';

export type OfficeAuthOptions = {
  database: OpenDatabase;
  secret: string;
  siteUrl: string;
  https: boolean;
  trustProxy: boolean;
  /** Whether a request's Origin may change state here: the public forms' rule (lib/http/origin.ts). */
  originAllowed: (request: Request) => boolean;
  /** Told of every session started (a sign-in by password or passkey). */
  onSessionStarted?: (session: { userId: string; ipAddress?: string | null | undefined; userAgent?: string | null | undefined }) => Promise<void>;
};

export function sessionCookieName(https: boolean): string {
  return https ? '__Host-office-session' : 'office-session';
}

export function createOfficeAuth(options: OfficeAuthOptions) {
  const { database, https } = options;
  const db = database.db;
  const site = new URL(options.siteUrl);
  return betterAuth({
    // Stryker disable next-line StringLiteral: better-auth shows appName only in plugins the office does not use (two-factor's issuer; passkeys are named by rpName below)
    appName: 'Experts for projects: office',
    baseURL: options.siteUrl,
    basePath: OFFICE_AUTH_BASE,
    secret: options.secret,
    database: { db, type: database.dialect },
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    // The request's own origin, when the public forms' rule lets it in: the office works at any
    // address the site is reached at, as the forms do.
    trustedOrigins: (request) => {
      const origin = request?.headers.get('origin');
      return origin && request && options.originAllowed(request) ? [origin] : [];
    },
    user: {
      modelName: 'staff_user',
      // Accounts are made only by addAccount (lib/office/accounts.ts), which gives both fields, so
      // whether they are required and their defaults never come into play; `input: false` does.
      additionalFields: {
        role: {
          // Stryker disable next-line StringLiteral: better-auth converts a field by its type only for booleans, numbers, dates and JSON (and the organization plugin, not used here); a string is read and written as it is
          type: 'string',
          // Stryker disable next-line BooleanLiteral: addAccount always gives the role
          required: true,
          // Stryker disable next-line StringLiteral: addAccount always gives the role
          defaultValue: 'agent',
          input: false,
        },
        disabled: {
          type: 'boolean',
          // Stryker disable next-line BooleanLiteral: addAccount always gives `disabled`
          required: false,
          // Stryker disable next-line BooleanLiteral: addAccount always gives `disabled`
          defaultValue: false,
          input: false,
        },
      },
    },
    session: { modelName: 'staff_session', expiresIn: SESSION_IDLE_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
    account: { modelName: 'staff_account' },
    verification: { modelName: 'staff_verification', storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 256,
      resetPasswordTokenExpiresIn: SET_PASSWORD_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
    },
    advanced: {
      useSecureCookies: false,
      cookies: {
        session_token: {
          name: sessionCookieName(https),
          // Stryker disable next-line ObjectLiteral: better-auth's own defaults are the same (HttpOnly, Lax, Path=/, Secure only with useSecureCookies), and better-call makes a __Host- cookie Secure itself
          attributes: { secure: https, sameSite: 'lax', httpOnly: true, path: '/' },
        },
      },
      ipAddress: { ipAddressHeaders: [options.trustProxy ? 'x-forwarded-for' : socketAddressHeaderName()] },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const user = await db.selectFrom('staff_user').select('disabled').where('id', '=', session.userId).executeTakeFirst();
            if (!user || user.disabled) return false;
          },
          after: async (session) => {
            await options.onSessionStarted?.(session);
          },
        },
      },
    },
    plugins: [
      passkey({
        rpID: site.hostname,
        rpName: 'Experts for projects',
        origin: site.origin,
        schema: { passkey: { modelName: 'staff_passkey' } },
      }),
    ],
  });
}

export type OfficeAuth = ReturnType<typeof createOfficeAuth>;
