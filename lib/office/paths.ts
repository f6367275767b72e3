/**
 * The office's addresses: its pages under /office (rendered per request, never prerendered, never
 * cached, never indexed) and its routes under /api/office, with who may open each, and the
 * policy its pages are served with.
 */

import type { Permission } from './roles';

export const OFFICE_HOME = '/office';
export const SIGN_IN_PATH = '/office/sign-in';
export const SET_PASSWORD_PATH = '/office/set-password';

export function isOfficePath(pathname: string): boolean {
  return pathname === OFFICE_HOME || pathname.startsWith(`${OFFICE_HOME}/`);
}

/** Who may open an office page: everyone (sign-in, set password), or staff with a permission; undefined: no such page. */
export function pagePermission(pathname: string): Permission | 'public' | undefined {
  if (pathname === SIGN_IN_PATH || pathname === SET_PASSWORD_PATH) return 'public';
  if (pathname === OFFICE_HOME || pathname === '/office/account' || /^\/office\/submissions\/[^/]+$/.test(pathname)) return 'read';
  if (pathname === '/office/erasure') return 'erase';
  if (pathname === '/office/audit') return 'readAudit';
  return undefined;
}

/**
 * What every office page and answer adds: never stored, never indexed, no Referer to any other
 * site. Same-origin, not no-referrer: under no-referrer a browser names the Origin of a form's
 * post as `null`, and the Origin rule would refuse the office's own forms.
 */
export const OFFICE_PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'same-origin',
} as const;

/**
 * The office pages' policy: as strict as the site's, with the page's own inline scripts and styles
 * allowed by a nonce made for each answer instead of by hashes (the pages are rendered per
 * request), and nothing from any other origin.
 */
export function officeCsp(nonce: string, https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}
