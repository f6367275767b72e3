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

/** The status link's lookup (lib/submissions/status-endpoint.ts) answers about a private link. */
const PRIVATE_API_PATH = '/api/request-status';
/**
 * What an answer about a private link (a status page's token in its URL) adds: no Referer to any
 * other site, no indexing.
 */
export const PRIVATE_ANSWER_HEADERS = { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' } as const;

/**
 * Next's `headers()` rules: the security headers on every path, with the API's policy on /api
 * and the site's elsewhere; those two do not overlap. The last rule narrows the Referer and
 * indexing of the status lookup: where rules set the same header, Next keeps the last one.
 */
export function securityHeaderRules({ https, siteCsp }: { https: boolean; siteCsp: string }): { source: string; headers: SecurityHeader[] }[] {
  return [
    { source: '/:path((?!api(?:/|$)).*)', headers: securityHeaders({ https, csp: siteCsp }) },
    { source: '/api/:path*', headers: securityHeaders({ https, csp: DATA_CSP }) },
    { source: PRIVATE_API_PATH, headers: Object.entries(PRIVATE_ANSWER_HEADERS).map(([key, value]) => ({ key, value })) },
    // The office's routes: staff's data, never kept by anyone, never indexed, no Referer.
    {
      source: '/api/office/:path*',
      headers: Object.entries({ ...PRIVATE_ANSWER_HEADERS, 'Cache-Control': 'private, no-store' }).map(([key, value]) => ({ key, value })),
    },
  ];
}
