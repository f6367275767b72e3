/**
 * Locale routing and 404s (lib/i18n/proxy-rules.ts), and each page's headers: who may cache it,
 * and its Content-Security-Policy from the static tree's manifest (out/deploy.json, written by
 * the build), the same headers nginx sends. An unprefixed page, which browsers ask for again every
 * time, carries an ETag from that manifest, and a copy still current is answered here with a 304,
 * before Next reads or renders anything. Responses never set a cookie.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from '@/lib/config';
import { cacheHeaders, fileKind, PRIVATE_PAGE_VIEWS_PER_MINUTE } from '@/lib/deploy/cache';
import { documentOf, isNotModified, onDemandPolicy, pageHeaders, responseKindOf } from '@/lib/deploy/page-headers';
import { clientKey, clientParts } from '@/lib/http/client-address';
import { RateLimiter } from '@/lib/submissions/rate-limit';
import { servedFiles, type DeployManifest } from '@/lib/deploy/static-tree';
import { LOCALE_COOKIE_NAME } from '@/lib/i18n/cookie';
import { decideProxy } from '@/lib/i18n/proxy-rules';
import { isOfficePath } from '@/lib/office/paths';
import { officeProxy } from '@/lib/office/proxy';

type Manifest = Pick<DeployManifest, 'csp' | 'pageHashes' | 'nonceSeed'> & {
  served: ReadonlySet<string>;
  catalog: { expert: ReadonlySet<string>; service: ReadonlySet<string> } | undefined;
};
let manifest: Manifest | null | undefined;
function deployManifest(): Manifest | undefined {
  if (manifest === undefined) {
    try {
      const written = JSON.parse(readFileSync(join(process.cwd(), 'out', 'deploy.json'), 'utf8')) as DeployManifest;
      manifest = {
        csp: written.csp,
        pageHashes: written.pageHashes,
        nonceSeed: written.nonceSeed,
        served: new Set(servedFiles(written.files)),
        catalog: written.catalogIds && { expert: new Set(written.catalogIds.expert), service: new Set(written.catalogIds.service) },
      };
    } catch {
      console.warn(
        JSON.stringify({
          level: 'warn',
          event: 'proxy.no_static_tree',
          message: 'out/deploy.json is missing (build with npm run build): pages get the default policy, without their inline scripts, and no ETag',
        }),
      );
      manifest = null;
    }
  }
  return manifest ?? undefined;
}

const privatePageViews = new RateLimiter(PRIVATE_PAGE_VIEWS_PER_MINUTE);

function withHeader(headers: Headers, name: string, value: string): Headers {
  const copy = new Headers(headers);
  copy.set(name, value);
  return copy;
}

export function proxy(request: NextRequest) {
  const config = getConfig();
  const pathname = request.nextUrl.pathname;
  // The support office's pages are rendered per request, behind a session (lib/office/proxy.ts).
  if (isOfficePath(pathname)) return officeProxy(request);
  const tree = deployManifest();
  // A file of the build (public/, the sitemap, the fonts, the search index) is served as it is;
  // any other path, a page's .html included, is a page or a 404, as nginx answers it.
  if (tree ? tree.served.has(pathname) : /\.[^/]+$/.test(pathname)) {
    const response = NextResponse.next();
    for (const [key, value] of Object.entries(cacheHeaders(fileKind(pathname)))) response.headers.set(key, value);
    return response;
  }
  const decision = decideProxy(
    {
      pathname,
      search: request.nextUrl.search,
      localeCookie: request.cookies.get(LOCALE_COOKIE_NAME)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    },
    {
      localeDetection: config.localeDetection,
      rootRedirect: config.rootRedirect,
      catalogHas: tree?.catalog && ((type, id) => tree.catalog![type].has(id)),
    },
  );

  const headers = pageHeaders(pathname, decision, tree, request.headers);
  if (responseKindOf(pathname, decision) === 'private-page') {
    const rate = privatePageViews.take(clientKey(clientParts(request.headers), config.trustProxy));
    if (!rate.allowed)
      return new NextResponse('Too many requests', {
        status: 429,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(rate.retryAfterSeconds) },
      });
  }
  // The redirect by the cookie comes first (it has no ETag): a copy the browser kept from before
  // the language was chosen is never confirmed.
  // A 304 names the Vary of the 200 it stands for (RFC 9110, 15.4.5): Next compresses pages.
  if (isNotModified(headers, request.method, request.headers)) {
    return new NextResponse(null, { status: 304, headers: { ...headers, Vary: `${headers.Vary}, Accept-Encoding` } });
  }

  // A page rendered on its first request (lib/deploy/page-headers.ts onDemandPolicy): Next reads
  // the nonce it writes into the page from the request's policy.
  const document = documentOf(pathname, decision);
  const onDemand = document ? onDemandPolicy(document, tree) : undefined;
  const renderedWith = onDemand ? { request: { headers: withHeader(request.headers, 'Content-Security-Policy', onDemand) } } : undefined;
  let response: NextResponse;
  switch (decision.action) {
    case 'next':
      response = NextResponse.next(renderedWith);
      break;
    case 'rewrite': {
      // Note: `next start -H 127.0.0.1` makes Next treat these rewrites as going to another origin
      // (it calls the host localhost here); start it without -H, or with -H 0.0.0.0 or a name.
      const url = request.nextUrl.clone();
      url.pathname = decision.pathname;
      response = NextResponse.rewrite(url, { status: decision.status, ...renderedWith });
      break;
    }
    case 'redirect':
      response = NextResponse.redirect(new URL(decision.location, request.url), decision.status);
      break;
  }
  for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
  return response;
}

export const config = {
  // Every request but the API's and Next's own files: pages get their headers here, and paths
  // that look like files are checked against the build's.
  matcher: ['/((?!api(?:/|$)|_next/|_vercel/).*)'],
};
