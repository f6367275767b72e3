/**
 * Which pages may post to the API. A browser names the page's origin (`Origin`) on every post;
 * a post is the site's own when that origin is the one the request was addressed to (a browser
 * always names both truthfully: a page on another site cannot forge either), SITE_URL's, or one
 * the operator listed in ALLOWED_ORIGINS. Any other origin is a page of another site: 403.
 *
 * The address a request was sent to is its `Host` and the socket's scheme; behind a proxy the
 * operator trusts (TRUST_PROXY), the proxy's `X-Forwarded-Host` and `X-Forwarded-Proto`.
 */

import { socketScheme } from './client-address';

export type AddressFacts = {
  host: string | null;
  socketScheme: 'http' | 'https' | undefined;
  forwardedHost: string | null;
  forwardedProto: string | null;
};

/** Where a request was sent, as its headers and the socket (stamped by the request hook) tell. */
export function addressFactsOf(request: Request): AddressFacts {
  const { headers } = request;
  return {
    host: headers.get('host') ?? new URL(request.url).host,
    socketScheme: socketScheme(headers),
    forwardedHost: headers.get('x-forwarded-host'),
    forwardedProto: headers.get('x-forwarded-proto'),
  };
}

// Stryker disable next-line OptionalChaining: split gives at least one element, so `[0]` is never undefined (the `?.` is for the type)
const first = (value: string | null) => value?.split(',')[0]?.trim() || undefined;

/** `scheme://host[:port]` as the browser would write it, or undefined for a host that is not one. */
function serializeOrigin(scheme: 'http' | 'https', host: string): string | undefined {
  const url = `${scheme}://${host}`;
  // Some hosts without those characters are no host either: a port out of range, an unclosed IPv6 address.
  return /[\s/\\@?#]/.test(host) || !URL.canParse(url) ? undefined : new URL(url).origin;
}

/** The origin a request was addressed to, as the visitor's browser saw it. */
export function addressedOrigin(facts: AddressFacts, trustProxy: boolean): string | undefined {
  const proto = trustProxy ? first(facts.forwardedProto)?.toLowerCase() : undefined;
  const scheme = proto === 'http' || proto === 'https' ? proto : (facts.socketScheme ?? 'http');
  const host = (trustProxy && first(facts.forwardedHost)) || facts.host;
  return host ? serializeOrigin(scheme, host) : undefined;
}

/** An `Origin` header's value as an origin to compare; undefined for `null` or anything unreadable. */
function parsedOrigin(value: string): string | undefined {
  const match = /^(https?):\/\/([^/]+)$/i.exec(value);
  return match ? serializeOrigin(match[1]!.toLowerCase() as 'http' | 'https', match[2]!) : undefined;
}

/**
 * The Origin a post is judged by. A page whose Referrer-Policy is no-referrer (the status page,
 * whose address holds its link's token) makes the browser send `Origin: null` with its forms;
 * Sec-Fetch-Site, which no page can set, then tells whether the post came from this site: such a
 * post counts as one without an Origin, any other `null` stays a foreign one.
 */
export function postOrigin(headers: Pick<Headers, 'get'>): string | null {
  const origin = headers.get('origin');
  return origin === 'null' && headers.get('sec-fetch-site') === 'same-origin' ? null : origin;
}

export type OriginRule = { siteOrigin: string; allowedOrigins: readonly string[]; trustProxy: boolean };

export type OriginVerdict = { allowed: true } | { allowed: false; origin: string; addressedTo: string | undefined };

/**
 * Whether a post may come in. No `Origin` at all is not a browser's cross-site post (curl, a
 * server, a very old browser) and is let in; the honeypot and the rate limit still apply.
 */
export function judgeOrigin(origin: string | null, facts: AddressFacts, rule: OriginRule): OriginVerdict {
  if (origin === null) return { allowed: true };
  const addressedTo = addressedOrigin(facts, rule.trustProxy);
  const parsed = parsedOrigin(origin);
  if (parsed && (parsed === addressedTo || parsed === rule.siteOrigin || rule.allowedOrigins.includes(parsed))) return { allowed: true };
  return { allowed: false, origin, addressedTo };
}

/** How many refused origins are remembered, so that a flood of made-up ones cannot grow memory. */
const REMEMBERED_REFUSALS = 1000;

/**
 * Says once per origin that posts from it are refused: a site reached at an address nobody
 * configured turns every lead away, and the operator must learn it from the first one.
 */
export function refusalLogger(siteUrl: string, log: (line: Record<string, unknown>) => void) {
  const told = new Set<string>();
  return (verdict: Extract<OriginVerdict, { allowed: false }>) => {
    if (told.has(verdict.origin) || told.size >= REMEMBERED_REFUSALS) return;
    told.add(verdict.origin);
    log({
      level: 'warn',
      event: 'submission.origin_refused',
      origin: verdict.origin,
      addressedTo: verdict.addressedTo ?? null,
      siteUrl,
      message: `Posts from ${verdict.origin} are refused (403): it is neither the address they were sent to nor SITE_URL (${siteUrl}). If it is this site's own address, set SITE_URL to it or add it to ALLOWED_ORIGINS.`,
    });
  };
}
