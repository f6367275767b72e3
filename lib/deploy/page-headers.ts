import { createHmac } from 'node:crypto';
import { splitLocalePrefix, type ProxyDecision } from '@/lib/i18n/proxy-rules';
import { isPrivateRoutePath, isRenderedOnRequest } from '@/lib/routes';
import { cacheHeaders, type ResponseKind } from './cache';
import { isNavigation, matchesIfNoneMatch, pageEtag } from './page-validator';
import type { DeployManifest } from './static-tree';

/**
 * The headers `next start` adds to a page through the proxy (proxy.ts), the same nginx sends
 * (scripts/nginx/nginx.ts): who may cache it and for how long, the page's own
 * Content-Security-Policy, with the hashes of the inline scripts the build found in it, and for
 * an unprefixed page, which browsers ask for again every time, its ETag (lib/deploy/page-validator.ts).
 */
export function responseKindOf(pathname: string, decision: ProxyDecision): ResponseKind {
  if (decision.action === 'redirect') return decision.status === 302 || decision.status === 307 ? 'locale-redirect' : 'redirect';
  const { prefix, rest } = splitLocalePrefix(pathname);
  const prefixed = prefix !== undefined;
  if (decision.action === 'rewrite' && decision.status === 404) return prefixed ? 'prefixed-not-found' : 'unprefixed-not-found';
  if (isPrivateRoutePath(prefixed ? rest : pathname)) return 'private-page';
  return prefixed ? 'prefixed-page' : 'unprefixed-page';
}

/** The document a decision serves: its own path, the rewritten one, or none for a redirect. */
export function documentOf(pathname: string, decision: ProxyDecision): string | undefined {
  if (decision.action === 'redirect') return undefined;
  return decision.action === 'rewrite' ? decision.pathname : pathname;
}

type PageManifest = Pick<DeployManifest, 'csp' | 'pageHashes' | 'nonceSeed'>;

/** Where the manifest's on-demand policy holds the page's nonce. */
export const NONCE_PLACEHOLDER = '{nonce}';

/**
 * The policy of a page rendered on request (lib/routes.ts isRenderedOnRequest: an expert's or a
 * service's page, kept once rendered; a catalogue's results for a URL): the build cannot hash its
 * inline scripts, so they carry a nonce, which Next writes into the page from the request's
 * policy. A kept page must keep matching its policy, so the nonce is the page's own for this
 * build (an HMAC of its path under the build's random seed), as a hash would be: it admits this
 * page's scripts. What a visitor wrote reaches such a page only as text React escapes: the search
 * box's, and on a status link's page (never kept) the customer's and the office's messages.
 */
export function onDemandPolicy(document: string, manifest: PageManifest | undefined): string | undefined {
  const { rest } = splitLocalePrefix(document);
  if (!isRenderedOnRequest(rest) || !manifest?.csp.onDemand || !manifest.nonceSeed) return undefined;
  const nonce = createHmac('sha256', manifest.nonceSeed).update(document).digest('base64url').slice(0, 24);
  return manifest.csp.onDemand.replaceAll(NONCE_PLACEHOLDER, nonce);
}
type RequestHeaders = Pick<Headers, 'get'>;

export function pageHeaders(pathname: string, decision: ProxyDecision, manifest: PageManifest | undefined, request: RequestHeaders): Record<string, string> {
  const kind = responseKindOf(pathname, decision);
  const headers = cacheHeaders(kind);
  const document = documentOf(pathname, decision);
  const csp = document && (manifest?.csp.documents[document] ?? onDemandPolicy(document, manifest));
  if (csp) headers['Content-Security-Policy'] = csp;
  const hash = kind === 'unprefixed-page' && document ? manifest?.pageHashes[document] : undefined;
  if (hash && isNavigation(request)) headers.ETag = pageEtag(hash);
  return headers;
}

/** The browser's copy is the page it would get: the proxy answers 304 with these headers. */
export function isNotModified(headers: Record<string, string>, method: string, request: RequestHeaders): boolean {
  return (method === 'GET' || method === 'HEAD') && headers.ETag !== undefined && matchesIfNoneMatch(request.get('if-none-match'), headers.ETag);
}
