/**
 * What the proxy does with one page request (docs/i18n.md, The proxy). Pure, so every rule is
 * unit-tested without a server; `proxy.ts` only turns the answer into a response.
 */

import {
  hasCatalogQuery,
  type CatalogItemType,
  catalogItemOf,
  NOT_FOUND_SEGMENT,
  CATALOG_ITEM_ROUTES,
  catalogItemPath,
  catalogResultsPath,
  isCatalogItemPath,
  isKnownRoutePath,
  itemRequestPath,
  LEGACY_ITEM_LINKS,
  REQUEST_TARGET_LINKS,
  STATUS_VIEW_PATH,
} from '@/lib/routes';
import { readLocaleCookie } from './cookie';
import { detectPrefixFromAcceptLanguage } from './detect';
import { DEFAULT_PREFIX, isLocalePrefix, type LocalePrefix } from './locales';
import { firstSegment } from './paths';

export type ProxyRequest = {
  pathname: string;
  search: string;
  localeCookie: string | undefined;
  acceptLanguage: string | null | undefined;
};

export type ProxyOptions = {
  localeDetection: boolean;
  rootRedirect: { path: string; status: number } | undefined;
  /** Whether an expert's or a service's page exists (the build's ids); unknown to the proxy when absent, and the page answers. */
  catalogHas?: ((type: CatalogItemType, id: string) => boolean) | undefined;
};

/** An item page whose id the build does not know: the language's 404, as for any unknown path. */
function isMissingItem(rest: string, options: Pick<ProxyOptions, 'catalogHas'>): boolean {
  const item = catalogItemOf(rest);
  return Boolean(item && options.catalogHas && !options.catalogHas(item.type, item.id));
}

export type ProxyDecision =
  | { action: 'next' }
  | { action: 'rewrite'; pathname: string; status: 200 | 404 }
  | { action: 'redirect'; location: string; status: number };

export const LOCALE_REDIRECT_STATUS = 302;

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

/** A permanent move: links of before the catalogue's own pages (`/experts?expert=<id>`) go to the item's page. */
export const LEGACY_LINK_STATUS = 301;

/** Where a link of before the item pages goes (`/ru/experts?expert=<id>` → `/ru/experts/<id>`), if it is one. */
export function legacyItemLocation(pathname: string, search: string): string | undefined {
  const { prefix, rest } = splitLocalePrefix(pathname);
  const link = LEGACY_ITEM_LINKS.find((candidate) => candidate.path === rest);
  const id = link && new URLSearchParams(search).get(link.param);
  if (!link || !id) return undefined;
  const target = catalogItemPath(link.type, id);
  if (!isCatalogItemPath(target)) return undefined;
  return prefix ? withPrefix(prefix, target) : target;
}

/**
 * The page a URL is rendered at when it is not the prerendered one: a catalogue with filters or a
 * page (`/experts?page=2` → `/experts/-results`), a request page naming its item
 * (`/request_to_expert?expert=<id>` → `/experts/<id>/request`), a status link
 * (`/request_status?token=…` → `/request_status/-view`).
 */
export function renderedAt(rest: string, search: string, options: Pick<ProxyOptions, 'catalogHas'> = {}): string | undefined {
  if (rest === '/request_status') return new URLSearchParams(search).has('token') ? STATUS_VIEW_PATH : undefined;
  const list = Object.values(CATALOG_ITEM_ROUTES).find((path) => path === rest);
  if (list) return hasCatalogQuery(new URLSearchParams(search)) ? catalogResultsPath(list) : undefined;
  const target = requestTargetPath(rest, search);
  // An unknown one is the page itself, which says so (and is not kept once per id asked for).
  return target && !isMissingItem(target, options) ? target : undefined;
}

/** The page a request page naming its item is rendered at (`/request_to_expert?expert=<id>` → `/experts/<id>/request`), if it names one. */
function requestTargetPath(rest: string, search: string): string | undefined {
  const link = REQUEST_TARGET_LINKS.find((candidate) => candidate.path === rest);
  const id = link && new URLSearchParams(search).get(link.param);
  if (!link || !id) return undefined;
  const target = itemRequestPath(link.type, id);
  return isCatalogItemPath(target) ? target : undefined;
}

export function decideProxy(request: ProxyRequest, options: ProxyOptions): ProxyDecision {
  const { pathname, search } = request;
  const { prefix, rest } = splitLocalePrefix(pathname);

  // 0. A shared link of before the catalogue's own pages reaches the expert's or the service's page.
  const legacy = legacyItemLocation(pathname, search);
  if (legacy) return { action: 'redirect', location: legacy, status: LEGACY_LINK_STATUS };

  // 1. A prefixed page is served as it is (`/en/...` included: it is not redirected). An unknown
  //    path under a prefix is that language's 404.
  if (prefix) {
    const rendered = renderedAt(rest, search, options);
    if (rendered) return { action: 'rewrite', pathname: withPrefix(prefix, rendered), status: 200 };
    return isKnownRoutePath(rest) || (isCatalogItemPath(rest) && !isMissingItem(rest, options)) ? { action: 'next' } : notFound(prefix);
  }

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
  if (!isKnownRoutePath(pathname) && !(isCatalogItemPath(pathname) && !isMissingItem(pathname, options))) return notFound(DEFAULT_PREFIX);
  return { action: 'rewrite', pathname: withPrefix(DEFAULT_PREFIX, renderedAt(pathname, search, options) ?? pathname), status: 200 };
}
