/**
 * The validator of an unprefixed page under `next start`. Browsers ask again for such a page every
 * time (`private, no-cache`, lib/deploy/cache.ts), so that the language cookie can redirect it;
 * its ETag lets the proxy answer an unchanged copy with a 304 itself, before Next reads or renders
 * anything. The ETag is the build's hash of the files the page's URL serves (out/deploy.json
 * `pageHashes`), not a hash of each answer: Next hashing every page it sent cost a fifth of the
 * server's throughput (next.config.ts `generateEtags`).
 *
 * The same URL answers Next's client router with RSC payloads, and Next hides the router's headers
 * (`rsc`, …) from the proxy, so the proxy cannot tell which variant a request will get. It gives
 * the tag only to a navigation (`Sec-Fetch-Mode: navigate`: the address bar, a bookmark, a link,
 * a new tab), which browsers send without those headers and which always gets the HTML. The
 * router's fetches get no tag, so a copy of one variant is never confirmed for another. Browsers
 * send Fetch Metadata to https origins and localhost only: elsewhere, pages are sent whole.
 */

/** A browser navigation: the HTML variant of a page URL, never an RSC payload. */
export function isNavigation(request: Pick<Headers, 'get'>): boolean {
  return request.get('sec-fetch-mode') === 'navigate';
}

/** The HTML's ETag: strong, as it names the bytes of one build. */
export function pageEtag(pageHash: string): string {
  return `"${pageHash}"`;
}

/**
 * Whether `If-None-Match` names this ETag: weak comparison (RFC 9110, 13.1.2), as a CDN that
 * compresses may have made the tag weak (`W/"…"`); `*` names any.
 */
export function matchesIfNoneMatch(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
