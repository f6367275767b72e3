/**
 * Headers every response carries. The Content-Security-Policy is passed in: each page's own, with
 * the hashes of its inline scripts (lib/security/csp.ts); a strict one without inline scripts for
 * everything else.
 */
export type SecurityHeader = { key: string; value: string };

export const HSTS_VALUE = 'max-age=63072000; includeSubDomains; preload';

export function securityHeaders({ https, csp }: { https: boolean; csp: string }): SecurityHeader[] {
  const headers: SecurityHeader[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    },
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
  ];
  // Browsers ignore HSTS over plain HTTP; it is sent only where the site is served over HTTPS.
  if (https) headers.push({ key: 'Strict-Transport-Security', value: HSTS_VALUE });
  return headers;
}

/** The same as a plain record, for code that sets headers one by one. */
export function securityHeaderRecord(options: { https: boolean; csp: string }): Record<string, string> {
  return Object.fromEntries(securityHeaders(options).map((header) => [header.key, header.value]));
}
