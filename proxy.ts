import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from '@/lib/config';
import { LOCALE_COOKIE_NAME } from '@/lib/i18n/cookie';
import { decideProxy } from '@/lib/i18n/proxy-rules';

/**
 * Locale routing and 404s (DESIGN.md section 4); the rules live in lib/i18n/proxy-rules.
 * Responses never set a cookie, so a CDN can cache the pages.
 */
export function proxy(request: NextRequest) {
  const config = getConfig();
  const decision = decideProxy(
    {
      pathname: request.nextUrl.pathname,
      search: request.nextUrl.search,
      localeCookie: request.cookies.get(LOCALE_COOKIE_NAME)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    },
    { localeDetection: config.localeDetection, rootRedirect: config.rootRedirect },
  );

  switch (decision.action) {
    case 'next':
      return NextResponse.next();
    case 'rewrite': {
      // Note: `next start -H 127.0.0.1` makes Next treat these rewrites as going to another origin
      // (it calls the host localhost here); start it without -H, or with -H 0.0.0.0 or a name.
      const url = request.nextUrl.clone();
      url.pathname = decision.pathname;
      return NextResponse.rewrite(url, { status: decision.status });
    }
    case 'redirect':
      return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  }
}

export const config = {
  // The proxy skips the API, Next's own files, anything with a file extension and, above all, the
  // 64 prefixed pages, which are served without it. It runs on unprefixed paths (language choice)
  // and on unknown prefixed paths (the 404). tests/unit/proxy-matcher.test.ts keeps the list of
  // pages here equal to lib/routes.ts; Next needs the matcher as a literal.
  matcher: [
    '/((?!api(?:/|$)|_next/|_vercel/|.*\\..*|(?:en|ge|kz|ru)(?:/(?:about_project|clients_stories|contact_us|documentation|experts|for_customers|for_investors|for_performers|full_card_service|help_center|offices|products|request_to_expert|request_to_service|services))?$).*)',
  ],
};
