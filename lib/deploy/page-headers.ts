import { splitLocalePrefix, type ProxyDecision } from '@/lib/i18n/proxy-rules';
import { cacheHeaders, type ResponseKind } from './cache';
import type { DeployManifest } from './static-tree';

/**
 * The headers `next start` adds to a page through the proxy (proxy.ts), the same nginx sends
 * (lib/deploy/nginx.ts): who may cache it and for how long, and the page's own
 * Content-Security-Policy, with the hashes of the inline scripts the build found in it.
 */
export function responseKindOf(pathname: string, decision: ProxyDecision): ResponseKind {
  if (decision.action === 'redirect') return decision.status === 302 || decision.status === 307 ? 'locale-redirect' : 'redirect';
  const prefixed = splitLocalePrefix(pathname).prefix !== undefined;
  if (decision.action === 'rewrite' && decision.status === 404) return prefixed ? 'prefixed-not-found' : 'unprefixed-not-found';
  return prefixed ? 'prefixed-page' : 'unprefixed-page';
}

/** The document a decision serves: its own path, the rewritten one, or none for a redirect. */
export function documentOf(pathname: string, decision: ProxyDecision): string | undefined {
  if (decision.action === 'redirect') return undefined;
  return decision.action === 'rewrite' ? decision.pathname : pathname;
}

export function pageHeaders(pathname: string, decision: ProxyDecision, manifest: Pick<DeployManifest, 'csp'> | undefined): Record<string, string> {
  const headers = cacheHeaders(responseKindOf(pathname, decision));
  const document = documentOf(pathname, decision);
  const csp = document && manifest?.csp.documents[document];
  return csp ? { ...headers, 'Content-Security-Policy': csp } : headers;
}
