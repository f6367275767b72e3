/**
 * All configuration comes from the environment, is validated here once, and is read through
 * `getConfig()`. Every variable is listed with its default in `.env.example` and docs/deploying.md.
 *
 * Pages are prerendered, so the variables they use (site URL, old-site URL, tag manager, map tiles)
 * take effect at `npm run build`; the proxy and the API read theirs when the server starts.
 */

import { z } from 'zod';
import { isEmailAddress } from './forms/email';
import { isLocale, type Locale } from './i18n/locales';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const optionalUrl = z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional());
const flag = (fallback: boolean) => z.preprocess(emptyToUndefined, z.stringbool().optional()).transform((value) => value ?? fallback);

const envSchema = z.object({
  SITE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .default('http://localhost:3000')
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  NEXT_PUBLIC_API_BASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(\/|https?:\/\/)\S*$/, 'must be a path starting with / or an http(s) URL')
      .default('/api'),
  ),
  NEXT_PUBLIC_GTM_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
      .optional(),
  ),
  MAP_TILE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(https?:\/\/|\/).*\{z\}.*\{x\}.*\{y\}/, 'must be a tile URL template with {z}, {x} and {y}')
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  ),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  OLD_SITE_URL: optionalUrl,
  LOCALE_DETECTION: flag(false),
  ROOT_REDIRECT_PATH: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\/(?!\/)\S*$/, 'must be a site path starting with a single /')
      .optional(),
  ),
  ROOT_REDIRECT_STATUS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .refine((status) => [301, 302, 303, 307, 308].includes(status), 'must be 301, 302, 303, 307 or 308')
      .default(302),
  ),
  LOCALE_COOKIE_CROSS_SITE: flag(false),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('data')),
  SUBMISSIONS_WEBHOOK_URL: optionalUrl,
  SUBMISSIONS_RATE_LIMIT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(0, 'must be 0 (off) or more').max(100_000).default(20),
  ),
  TRUST_PROXY: flag(false),
  ALLOWED_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((list, ctx) => {
        const origins: string[] = [];
        for (const entry of (list ?? '')
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)) {
          const origin = originOf(entry);
          if (origin) origins.push(origin);
          else ctx.addIssue({ code: 'custom', message: `"${entry}" is not an origin such as https://www.example.org (scheme, host and port only)` });
        }
        return origins;
      }),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .refine((value) => value === undefined || smtpUrlProblem(value) === undefined, {
        error: (issue) => smtpUrlProblem(String(issue.input)) ?? 'invalid',
      }),
  ),
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .refine(
        (value) => value === undefined || mailbox(value) !== undefined,
        'must be an address, or a name and an address: Experts for projects <office@example.org>',
      ),
  ),
  OFFICE_EMAIL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((list, ctx) => {
        const addresses = (list ?? '')
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
        for (const address of addresses) if (!isEmailAddress(address)) ctx.addIssue({ code: 'custom', message: `"${address}" is not an e-mail address` });
        return addresses;
      }),
  ),
  OFFICE_MAIL_LOCALE: z.preprocess(emptyToUndefined, z.custom<Locale>(isLocale, 'must be en, ka, kk or ru').default('en')),
  OFFICE_AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters (openssl rand -base64 32)').optional()),
  OUTBOX_RETRY_MAX_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(86_400, 'must be at most 86400 (a day)').default(600),
  ),
});

/** What is wrong with an SMTP_URL, or undefined: smtp:// or smtps://, a host, a port if any. */
function smtpUrlProblem(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return 'must start with smtp:// (STARTTLS when offered) or smtps:// (TLS)';
    if (!url.hostname) return 'must name the mail server: smtp://user:password@mail.example.org:587';
    return undefined;
  } catch {
    return 'must be a URL such as smtp://user:password@mail.example.org:587';
  }
}

/** `office@example.org` or `Experts for projects <office@example.org>`: the address, else undefined. */
export function mailbox(value: string): string | undefined {
  const address = value.match(/<([^<>]+)>\s*$/)?.[1] ?? value;
  return isEmailAddress(address.trim()) ? address.trim() : undefined;
}

/** `https://www.example.org` from itself (a trailing slash allowed); undefined for anything with a path, query or credentials. */
function originOf(entry: string): string | undefined {
  try {
    const url = new URL(entry);
    if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash || url.pathname !== '/') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

export type EnvInput = Record<string, string | undefined>;

export type AppConfig = {
  siteUrl: string;
  https: boolean;
  apiBaseUrl: string;
  gtmId: string | undefined;
  mapTileUrl: string;
  mapTileAttribution: string;
  oldSiteUrl: string | undefined;
  localeDetection: boolean;
  rootRedirect: { path: string; status: number } | undefined;
  localeCookieCrossSite: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  submissionsWebhookUrl: string | undefined;
  submissionsRateLimit: number;
  trustProxy: boolean;
  /** Origins besides the request's own and SITE_URL's whose pages may post to the API (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** Outgoing mail (SMTP_URL); undefined: no mail at all, everything else works the same. */
  mail: MailConfig | undefined;
  /** The longest pause between two tries of an outbox delivery. */
  outboxRetryMaxMs: number;
  /** Signs the office's session cookies (OFFICE_AUTH_SECRET); undefined: one kept in DATA_DIR. */
  officeAuthSecret: string | undefined;
};

export type MailConfig = { smtpUrl: string; from: string; officeEmails: string[]; officeLocale: Locale };

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseConfig(env: EnvInput): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const value = env[name];
        return `${name}=${JSON.stringify(value ?? '')}: ${issue.message}`;
      }),
    );
  }
  const e = result.data;
  if (e.SMTP_URL && e.OFFICE_EMAIL.length === 0)
    throw new ConfigError(['OFFICE_EMAIL="": SMTP_URL is set, so name where the support office reads requests: office@example.org (several: comma-separated)']);
  return {
    siteUrl: e.SITE_URL,
    https: e.SITE_URL.startsWith('https://'),
    apiBaseUrl: e.NEXT_PUBLIC_API_BASE_URL,
    gtmId: e.NEXT_PUBLIC_GTM_ID,
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    oldSiteUrl: e.OLD_SITE_URL,
    localeDetection: e.LOCALE_DETECTION,
    rootRedirect: e.ROOT_REDIRECT_PATH ? { path: e.ROOT_REDIRECT_PATH, status: e.ROOT_REDIRECT_STATUS } : undefined,
    localeCookieCrossSite: e.LOCALE_COOKIE_CROSS_SITE,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    submissionsWebhookUrl: e.SUBMISSIONS_WEBHOOK_URL,
    submissionsRateLimit: e.SUBMISSIONS_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS,
    mail: e.SMTP_URL
      ? {
          smtpUrl: e.SMTP_URL,
          from: e.MAIL_FROM ?? `Experts for projects <no-reply@${new URL(e.SITE_URL).hostname}>`,
          officeEmails: e.OFFICE_EMAIL,
          officeLocale: e.OFFICE_MAIL_LOCALE,
        }
      : undefined,
    outboxRetryMaxMs: e.OUTBOX_RETRY_MAX_SECONDS * 1000,
    officeAuthSecret: e.OFFICE_AUTH_SECRET,
  };
}

let cached: AppConfig | undefined;

/** The validated configuration of this process; the first call validates and throws on a bad value. */
export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
