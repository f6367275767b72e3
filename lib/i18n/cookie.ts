import { isLocalePrefix, type LocalePrefix } from './locales';

/** The cookie that remembers a visitor's language choice (docs/i18n.md). */
export const LOCALE_COOKIE_NAME = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type LocaleCookieOptions = {
  name: typeof LOCALE_COOKIE_NAME;
  value: LocalePrefix;
  maxAge: number;
  path: '/';
  sameSite: 'lax' | 'none';
  secure: boolean;
};

/**
 * Same-site by default; `SameSite=None; Secure` only when the site is embedded cross-origin
 * (browsers drop `SameSite=None` cookies that are not `Secure`).
 */
export function localeCookieOptions(prefix: LocalePrefix, { crossSite = false } = {}): LocaleCookieOptions {
  return {
    name: LOCALE_COOKIE_NAME,
    value: prefix,
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    path: '/',
    sameSite: crossSite ? 'none' : 'lax',
    secure: crossSite,
  };
}

/** The `document.cookie` string for the options above. */
export function serializeLocaleCookie(options: LocaleCookieOptions): string {
  const parts = [
    `${options.name}=${options.value}`,
    `Max-Age=${options.maxAge}`,
    `Path=${options.path}`,
    `SameSite=${options.sameSite === 'none' ? 'None' : 'Lax'}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** A cookie value is trusted only when it names one of our prefixes; anything else is ignored. */
export function readLocaleCookie(value: string | undefined): LocalePrefix | undefined {
  return isLocalePrefix(value) ? value : undefined;
}
