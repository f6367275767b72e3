/**
 * How long each kind of response may be kept, and by whom: one table for `next start` (proxy.ts)
 * and nginx (scripts/nginx/nginx.ts), so both send the same headers.
 *
 * Prefixed pages are the same for everyone: shared caches keep them for a year (a deploy purges
 * them), browsers for five minutes, since content changes with every deploy. An unprefixed page
 * is not: the same URL redirects a visitor whose NEXT_LOCALE cookie names another language, so a
 * shared cache must not keep it. It is sent `private` rather than `Vary: Cookie`: most CDNs do not
 * key on a single cookie, and a Vary on the whole Cookie header would split the cache by every
 * analytics cookie anyway (docs/deploying.md, Behind a CDN). And `no-cache`: a browser that kept
 * the English page must ask again once the visitor has chosen another language, or `/` stays
 * English until the copy expires. The page's ETag (lib/deploy/page-validator.ts, nginx's own on
 * the static profile) makes asking again a 304.
 */

import { PRIVATE_ANSWER_HEADERS } from '../security/headers';
import { PREVIEW_IMAGE_TYPE, isPreviewImagePath } from '../seo/preview-path';

export type ResponseKind =
  | 'prefixed-page'
  | 'unprefixed-page'
  | 'private-page'
  | 'prefixed-not-found'
  | 'unprefixed-not-found'
  | 'locale-redirect'
  | 'redirect'
  | 'immutable'
  | 'asset'
  | 'search-answer';

export const CACHE_CONTROL: Record<ResponseKind, string> = {
  'prefixed-page': 'public, max-age=300, s-maxage=31536000',
  'unprefixed-page': 'private, no-cache',
  'private-page': 'no-store',
  'prefixed-not-found': 'public, max-age=60, s-maxage=60',
  'unprefixed-not-found': 'private, no-cache',
  'locale-redirect': 'private, no-store',
  redirect: 'public, max-age=300, s-maxage=3600',
  immutable: 'public, max-age=31536000, immutable',
  asset: 'public, max-age=3600, s-maxage=86400',
  // The catalogue's search (lib/search/endpoint.ts): changes only with a deploy, which purges shared caches.
  'search-answer': 'public, max-age=300, s-maxage=86400, stale-while-revalidate=86400',
};

/** A page URL also answers Next's client router (RSC payloads) by these request headers. */
export const PAGE_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch';

const PAGE_KINDS: ReadonlySet<ResponseKind> = new Set(['prefixed-page', 'unprefixed-page', 'private-page', 'prefixed-not-found', 'unprefixed-not-found']);

/* A page reached by a private link (lib/routes.ts) carries its token in the URL: kept by no cache. */

/**
 * Views of a private page one client may make a minute, on both servers (proxy.ts, nginx's
 * limit_req): plenty for a person following their link, a brake on anyone walking through links.
 */
export const PRIVATE_PAGE_VIEWS_PER_MINUTE = 60;
export function cacheHeaders(kind: ResponseKind): Record<string, string> {
  if (kind === 'private-page') return { 'Cache-Control': CACHE_CONTROL[kind], Vary: PAGE_VARY, ...PRIVATE_ANSWER_HEADERS };
  return PAGE_KINDS.has(kind) ? { 'Cache-Control': CACHE_CONTROL[kind], Vary: PAGE_VARY } : { 'Cache-Control': CACHE_CONTROL[kind] };
}

/** Files by where they live: Next's, the fonts' and the message files' names carry their content's hash. */
export const FILE_KINDS: readonly { prefix: string; kind: ResponseKind }[] = [
  { prefix: '/_next/static/', kind: 'immutable' },
  { prefix: '/fonts/', kind: 'immutable' },
  { prefix: '/messages/', kind: 'immutable' },
];

/**
 * How long a file of the static tree may be kept: by its folder, else as an asset. A share
 * preview is linked with a hash of what it draws (`?v=`), so any copy of one URL stays right.
 */
export function fileKind(path: string): ResponseKind {
  if (isPreviewImagePath(path)) return 'immutable';
  return FILE_KINDS.find((entry) => path.startsWith(entry.prefix))?.kind ?? 'asset';
}

/** The type of a file whose name has no extension to tell it (nginx `default_type`). */
export function extensionlessFileType(path: string): string | undefined {
  return isPreviewImagePath(path) ? PREVIEW_IMAGE_TYPE : undefined;
}
