/**
 * Headers every response carries (next.config.ts applies them to all paths). No script policy
 * here: the pages are static HTML with Next's inline bootstrap, which a nonce would make dynamic;
 * framing, plugins and base URLs are locked down instead.
 */
export type SecurityHeader = { key: string; value: string };

export const HSTS_VALUE = 'max-age=63072000; includeSubDomains; preload';

export function securityHeaders({ https }: { https: boolean }): SecurityHeader[] {
  const headers: SecurityHeader[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    },
    { key: 'Content-Security-Policy', value: "frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'" },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  // Browsers ignore HSTS over plain HTTP; it is sent only where the site is served over HTTPS.
  if (https) headers.push({ key: 'Strict-Transport-Security', value: HSTS_VALUE });
  return headers;
}
