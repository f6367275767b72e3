/**
 * The proxy's part for /office pages (proxy.ts): a fresh nonce and the office's policy on every
 * page; staff pages redirect to sign-in without a session and answer 403 to a role that may not
 * open them; a used session's end is moved on here, where a cookie can still be set.
 */

import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from '@/lib/config';
import { detectPrefixFromAcceptLanguage } from '@/lib/i18n/detect';
import { tagForPrefix } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/translator';
import { securityHeaderRecord } from '@/lib/security/headers';
import { OFFICE_PRIVATE_HEADERS, officeCsp, pagePermission, SIGN_IN_PATH } from './paths';
import { may } from './roles';
import { findStaff } from './staff';

export async function officeProxy(request: NextRequest): Promise<NextResponse> {
  const { https } = getConfig();
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const csp = officeCsp(nonce, https);
  const headers = { ...securityHeaderRecord({ https, csp }), ...OFFICE_PRIVATE_HEADERS, 'X-Frame-Options': 'DENY' };
  const pathname = request.nextUrl.pathname;
  const permission = pagePermission(pathname);

  let setCookies: string[] = [];
  let response: NextResponse | undefined;
  if (permission !== 'public' && permission !== undefined) {
    const lookup = await findStaff(request.headers, { refresh: true });
    setCookies = lookup.setCookies;
    if (!lookup.staff) {
      const signIn = new URL(SIGN_IN_PATH, request.url);
      if (pathname !== '/office') signIn.searchParams.set('next', `${pathname}${request.nextUrl.search}`);
      response = NextResponse.redirect(signIn, 303);
    } else if (!may(lookup.staff.role, permission)) {
      const page = await forbiddenPage(request.headers.get('accept-language'));
      response = new NextResponse(page, { status: 403, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }
  }
  if (!response) {
    // Next reads the nonce from the request's policy and puts it on the scripts it renders.
    const forwarded = new Headers(request.headers);
    forwarded.set('content-security-policy', csp);
    response = NextResponse.next({ request: { headers: forwarded } });
  }
  for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
  for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie);
  return response;
}

/** A page a role may not open: said in the office's language, with the way back to the inbox. */
async function forbiddenPage(acceptLanguage: string | null): Promise<string> {
  const locale = tagForPrefix(detectPrefixFromAcceptLanguage(acceptLanguage));
  const t = await translatorFor(locale);
  const text = (key: string) => t(key).replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>403</title><link rel="stylesheet" href="/office.css"><main class="o-narrow"><h1 class="o-title">403</h1><p>${text('Office.forbidden')}</p><p><a href="/office">${text('Office.nav.inbox')}</a></p></main></html>`;
}
