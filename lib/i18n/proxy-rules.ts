/**
 * What the proxy does with one page request (README, Languages, URLs and the proxy). Pure, so every rule is
 * unit-tested without a server; `proxy.ts` only turns the answer into a response.
 */

import { NOT_FOUND_SEGMENT, isKnownRoutePath } from '@/lib/routes';
import { readLocaleCookie } from './cookie';
import { detectPrefixFromAcceptLanguage } from './detect';
import { DEFAULT_PREFIX, isLocalePrefix, type LocalePrefix } from './locales';

export type ProxyRequest = {
  pathname: string;
  search: string;
  localeCookie: string | undefined;
  acceptLanguage: string | null | undefined;
};

export type ProxyOptions = {
  localeDetection: boolean;
  rootRedirect: { path: string; status: number } | undefined;
};

export type ProxyDecision =
  | { action: 'next' }
  | { action: 'rewrite'; pathname: string; status: 200 | 404 }
  | { action: 'redirect'; location: string; status: number };

export const LOCALE_REDIRECT_STATUS = 302;

export function firstSegment(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/** `/ru/experts` → `{ prefix: 'ru', rest: '/experts' }`; unprefixed paths have no prefix. */
export function splitLocalePrefix(pathname: string): { prefix: LocalePrefix | undefined; rest: string } {
  const segment = firstSegment(pathname);
  if (!isLocalePrefix(segment)) return { prefix: undefined, rest: pathname };
  const rest = pathname.slice(segment.length + 1);
  return { prefix: segment, rest: rest === '' ? '/' : rest };
}

/** `/experts` under `ru` is `/ru/experts`; the root under `ru` is `/ru`. */
export function withPrefix(prefix: string, pathname: string): string {
  return pathname === '/' ? `/${prefix}` : `/${prefix}${pathname}`;
}

/** Where a language's prerendered 404 page lives; unknown paths are served from it with 404. */
function notFound(prefix: LocalePrefix): ProxyDecision {
  return { action: 'rewrite', pathname: `/${prefix}/${NOT_FOUND_SEGMENT}`, status: 404 };
}

export function decideProxy(request: ProxyRequest, options: ProxyOptions): ProxyDecision {
  const { pathname, search } = request;
  const { prefix, rest } = splitLocalePrefix(pathname);

  // 1. A prefixed page is served as it is (`/en/...` included: it is not redirected). An unknown
  //    path under a prefix is that language's 404.
  if (prefix) return isKnownRoutePath(rest) ? { action: 'next' } : notFound(prefix);

  // Optional root redirect, before the language is chosen: the target then gets the same rules.
  if (pathname === '/' && options.rootRedirect && options.rootRedirect.path !== '/') {
    return { action: 'redirect', location: options.rootRedirect.path + search, status: options.rootRedirect.status };
  }

  // 2. A remembered non-default language moves the visitor under its prefix, keeping the query.
  const cookiePrefix = readLocaleCookie(request.localeCookie);
  if (cookiePrefix && cookiePrefix !== DEFAULT_PREFIX) {
    return { action: 'redirect', location: withPrefix(cookiePrefix, pathname) + search, status: LOCALE_REDIRECT_STATUS };
  }

  // Optional Accept-Language detection, only when the visitor has not chosen a language.
  if (options.localeDetection && !cookiePrefix) {
    const detected = detectPrefixFromAcceptLanguage(request.acceptLanguage);
    if (detected !== DEFAULT_PREFIX) {
      return { action: 'redirect', location: withPrefix(detected, pathname) + search, status: LOCALE_REDIRECT_STATUS };
    }
  }

  // 3. Everything else is English, served from the `/en` page without a redirect; an unknown
  //    path (`/fr/...` included) is the English 404.
  if (!isKnownRoutePath(pathname)) return notFound(DEFAULT_PREFIX);
  return { action: 'rewrite', pathname: withPrefix(DEFAULT_PREFIX, pathname), status: 200 };
}
