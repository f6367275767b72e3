/**
 * Who sent a request, for the rate limit. The socket's address is the only one a client cannot
 * choose; forwarded headers are believed only behind a proxy the operator trusts (TRUST_PROXY),
 * which must overwrite X-Forwarded-For with the address it saw (the nginx profile does).
 *
 * Next's route handlers see a web Request, which has no socket. The server's request hook
 * (lib/http/request-hook.ts) copies the socket address into a header whose name is chosen at
 * random when the process starts, so a client cannot send that header itself.
 */
// Stryker disable next-line StringLiteral: the key only has to be the same text in every copy of this module (Next bundles the hook and the routes apart); any text is
const HEADER_NAME_SLOT = Symbol.for('experts-site.socket-address-header');
type Slot = { [HEADER_NAME_SLOT]?: string };

/** The header name for this process, made on first use (by the hook, before any request). */
export function socketAddressHeaderName(): string {
  const slot = globalThis as Slot;
  slot[HEADER_NAME_SLOT] ??= `x-socket-address-${crypto.randomUUID()}`;
  return slot[HEADER_NAME_SLOT];
}

/** The socket address the hook stamped on a request; none when the hook did not run. */
export function socketAddress(headers: Headers): string | undefined {
  const name = (globalThis as Slot)[HEADER_NAME_SLOT];
  return (name && headers.get(name)) || undefined;
}

/**
 * The scheme the request arrived by on its socket (`https` only when the server itself speaks
 * TLS), stamped by the hook beside the address: the page's origin a browser names is compared
 * with it (lib/http/origin.ts).
 */
export const socketSchemeHeaderName = () => `${socketAddressHeaderName()}-scheme`;

export function socketScheme(headers: Headers): 'http' | 'https' | undefined {
  const name = (globalThis as Slot)[HEADER_NAME_SLOT];
  const scheme = name ? headers.get(`${name}-scheme`) : null;
  return scheme === 'http' || scheme === 'https' ? scheme : undefined;
}

export type ClientParts = { socketAddress: string | undefined; forwardedFor: string | null };

export function clientParts(headers: Headers): ClientParts {
  return { socketAddress: socketAddress(headers), forwardedFor: headers.get('x-forwarded-for') };
}

/**
 * The rate limit's key: behind a trusted proxy, the first X-Forwarded-For address (the visitor
 * as the proxy saw them); otherwise the socket address, whatever the headers say.
 */
export function clientKey({ socketAddress, forwardedFor }: ClientParts, trustProxy: boolean): string {
  if (trustProxy) {
    // Stryker disable next-line OptionalChaining: split gives at least one element, so `[0]` is never undefined (the `?.` is for the type)
    const first = forwardedFor?.split(',')[0]?.trim();
    if (first) return first;
  }
  return socketAddress ?? 'unknown';
}
