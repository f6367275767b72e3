/**
 * Headers every response carries. The Content-Security-Policy is passed in: each page's own, with
 * the hashes of its inline scripts (lib/security/csp.ts); a strict one without inline scripts for
 * the site's other answers; and for the API's, which are data, one under which nothing loads.
 */

// Relative, not '@/': next.config.ts loads this file, and its loader knows no path aliases.
import { DATA_CSP } from './csp';

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

/** The API's paths (`/api`, `/api/…`): their answers are data, not pages. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The policy of an answer by its path: the API's allows nothing; the rest of the site's is passed in. */
export function policyForPath(pathname: string, siteCsp: string): string {
  return isApiPath(pathname) ? DATA_CSP : siteCsp;
}

/**
 * Next's `headers()` rules: the security headers on every path, with the API's policy on /api
 * and the site's elsewhere. The rules do not overlap, so neither depends on their order.
 */
export function securityHeaderRules({ https, siteCsp }: { https: boolean; siteCsp: string }): { source: string; headers: SecurityHeader[] }[] {
  return [
    { source: '/:path((?!api(?:/|$)).*)', headers: securityHeaders({ https, csp: siteCsp }) },
    { source: '/api/:path*', headers: securityHeaders({ https, csp: DATA_CSP }) },
  ];
}
