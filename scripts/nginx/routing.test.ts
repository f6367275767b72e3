/**
 * One table of requests, two servers: the static profile's locations (played as nginx plays them)
 * must answer every request as `next start` does with the proxy's rules (lib/i18n/proxy-rules.ts).
 */

import { describe, expect, it } from 'vitest';
import { decideProxy, splitLocalePrefix, type ProxyOptions } from '@/lib/i18n/proxy-rules';
import { DEFAULT_PREFIX, LOCALE_PREFIXES } from '@/lib/i18n/locales';
import { isCatalogItemPath, isRenderedOnRequest, NOT_FOUND_SEGMENT, PAGE_PATHS } from '@/lib/routes';
import { fileKind } from '@/lib/deploy/cache';
import { answerRequest, pageVariant, siteLocations, type SiteModel, type StaticAnswer } from './routing';

const FILES = [
  '/robots.txt',
  '/sitemap.xml',
  '/icon.svg',
  '/manifest.webmanifest',
  '/fonts/noto.woff2',
  '/messages/experts/ru.0123abcd.json',
  '/_next/static/chunks/a.js',
  '/ru/experts/opengraph-image',
];
const model = (options: Partial<ProxyOptions> = {}): SiteModel => ({
  prefixes: LOCALE_PREFIXES,
  defaultPrefix: DEFAULT_PREFIX,
  pages: PAGE_PATHS,
  notFoundSegment: NOT_FOUND_SEGMENT,
  rootRedirect: options.rootRedirect,
  localeDetection: options.localeDetection ?? false,
  files: FILES,
});

/** What `next start` does with the proxy's decision, in the static profile's terms. */
function nextStartAnswer(path: string, query: string, cookie: string | undefined, options: ProxyOptions): StaticAnswer {
  if (FILES.includes(path)) return { status: 200, file: path, kind: fileKind(path) };
  // An expert's or a service's page: nginx leaves it all to Node, its language's redirect included.
  if (isCatalogItemPath(splitLocalePrefix(path).rest)) return { node: true };
  const decision = decideProxy({ pathname: path, search: query ? `?${query}` : '', localeCookie: cookie, acceptLanguage: null }, options);
  if (decision.action === 'redirect')
    return { status: decision.status, location: decision.location, kind: decision.status === 302 && !options.rootRedirect ? 'locale-redirect' : 'redirect' };
  // A request page naming its item, a catalogue with filters: rendered by Node, where the proxy rewrites them.
  if (decision.action === 'rewrite' && isRenderedOnRequest(splitLocalePrefix(decision.pathname).rest)) return { node: true };
  if (decision.action === 'rewrite')
    return { status: decision.status, file: `${decision.pathname}.html`, kind: decision.status === 404 ? 'unprefixed-not-found' : 'unprefixed-page' };
  return { status: 200, file: `${path}.html`, kind: 'prefixed-page' };
}

const pagePaths = PAGE_PATHS;
const prefixedPaths = LOCALE_PREFIXES.flatMap((prefix) => pagePaths.map((page) => (page === '/' ? `/${prefix}` : `/${prefix}${page}`)));
const filePaths = ['/robots.txt', '/sitemap.xml', '/icon.svg', '/missing.png', '/ru/missing.png', '/en.html', '/ru/experts.html', '/ru/experts.rsc', '/ge.rsc'];
const unknownPaths = [
  '/unknown-page',
  '/fr/experts',
  '/english',
  '/ruler',
  '/experts/extra/more',
  '/ru/unknown',
  '/ge/experts/Extra',
  '/kz/expertss',
  '/en/x',
  '/ru/offices/astana',
  '/fr/experts/nino',
];
const itemPaths = ['/experts/nino-kapanadze', '/ru/experts/nino-kapanadze', '/services/seo_audit', '/kz/services/seo-audit', '/en/experts/x1'];
const cookies = [undefined, 'en', 'ge', 'kz', 'ru', 'fr', 'RU', 'kk'];
const queries = [
  '',
  'q=marketing&page=2',
  'expert=nino-kapanadze',
  'area=seo&service=seo-audit',
  'expert=%3Cscript%3E',
  `token=${'A'.repeat(43)}`,
  'done=message&token=abc',
  'xtoken=1',
];

const comparable = (answer: StaticAnswer) => {
  if ('node' in answer) return { node: true };
  if ('allow' in answer) return answer;
  if ('location' in answer) return { status: answer.status, location: answer.location };
  // The not-found page's kind says who may cache it: the proxy's 404s are the page of a language.
  return { status: answer.status, file: answer.file };
};

describe('the static profile answers as the proxy does', () => {
  for (const options of [
    { localeDetection: false, rootRedirect: undefined },
    { localeDetection: false, rootRedirect: { path: '/experts', status: 301 } },
  ] as ProxyOptions[]) {
    it(`every page, unknown path, cookie and query (root redirect: ${options.rootRedirect ? 'on' : 'off'})`, () => {
      const site = model(options);
      const locations = siteLocations(site);
      let compared = 0;
      for (const path of [...pagePaths, ...prefixedPaths, ...unknownPaths, ...itemPaths, ...filePaths]) {
        for (const cookie of cookies) {
          for (const query of queries) {
            const expected = nextStartAnswer(path, query, cookie, options);
            const actual = answerRequest(site, { method: 'GET', path, query, cookie }, locations);
            expect(comparable(actual), `${path}?${query} cookie=${cookie}`).toEqual(comparable(expected));
            compared++;
          }
        }
      }
      expect(compared).toBe(
        (pagePaths.length + prefixedPaths.length + unknownPaths.length + itemPaths.length + filePaths.length) * cookies.length * queries.length,
      );
    });
  }

  it('with Accept-Language detection on, leaves exactly the undecided unprefixed requests to Node', () => {
    const site = model({ localeDetection: true });
    for (const path of [...pagePaths, '/unknown']) {
      expect(answerRequest(site, { method: 'GET', path, query: '' })).toEqual({ node: true });
      expect(answerRequest(site, { method: 'GET', path, query: '', cookie: 'fr' })).toEqual({ node: true });
      expect(answerRequest(site, { method: 'GET', path, query: '', cookie: 'en' })).not.toHaveProperty('node');
      expect(answerRequest(site, { method: 'GET', path, query: '', cookie: 'ru' })).toMatchObject({ status: 302 });
    }
    expect(answerRequest(site, { method: 'GET', path: '/ru/experts', query: '' })).toMatchObject({ status: 200, file: '/ru/experts.html' });
  });

  it('drops a trailing slash with 308, as Next does, keeping the query', () => {
    const site = model();
    expect(answerRequest(site, { method: 'GET', path: '/ru/experts/', query: 'a=1' })).toMatchObject({ status: 308, location: '/ru/experts?a=1' });
    expect(answerRequest(site, { method: 'GET', path: '/ru/', query: '' })).toMatchObject({ status: 308, location: '/ru' });
    expect(answerRequest(site, { method: 'GET', path: '/', query: '' })).toMatchObject({ status: 200, file: '/en.html' });
  });

  it('leaves repeated slashes and backslashes to Node, which merges them with one 308, as Next does', () => {
    const site = model();
    for (const path of ['//x', '//ru/experts', '/ru//experts', '/experts//', '/ru\\experts', '/ru/experts\\']) {
      expect(answerRequest(site, { method: 'GET', path, query: 'a=1' }), path).toEqual({ node: true });
    }
    expect(answerRequest(site, { method: 'GET', path: '/ru/experts/', query: '' })).toMatchObject({ status: 308 });
  });

  it('serves the RSC payloads Next\u2019s router asks for from the same page URL', () => {
    const site = model();
    expect(answerRequest(site, { method: 'GET', path: '/ru/experts', query: '_rsc=1', rsc: true })).toMatchObject({ file: '/ru/experts.rsc' });
    expect(answerRequest(site, { method: 'GET', path: '/experts', query: '', rsc: true, segment: '/_tree' })).toMatchObject({
      file: '/en/experts.segments/_tree.segment.rsc',
    });
    expect(pageVariant('/ru', { rsc: true, segment: '/$d$locale/__PAGE__' })).toBe('/ru.segments/$d$locale/__PAGE__.segment.rsc');
    expect(pageVariant('/ru', { rsc: true, segment: '/../../etc/passwd' })).toBe('/ru.rsc');
  });

  it('serves files that exist, the API through Node, and refuses other methods', () => {
    const site = model();
    const files = new Set(['/_next/static/chunks/a.js', '/messages/experts/ru.0123abcd.json', '/fonts/noto.woff2']);
    expect(answerRequest(site, { method: 'GET', path: '/robots.txt', query: '', files })).toMatchObject({ status: 200, kind: 'asset' });
    expect(answerRequest(site, { method: 'GET', path: '/_next/static/chunks/a.js', query: '', files })).toMatchObject({ status: 200, kind: 'immutable' });
    expect(answerRequest(site, { method: 'GET', path: '/messages/experts/ru.0123abcd.json', query: '', files })).toMatchObject({
      status: 200,
      kind: 'immutable',
    });
    // A share preview is linked with the hash of what it draws (?v=), so it may be kept for good.
    expect(answerRequest(site, { method: 'GET', path: '/ru/experts/opengraph-image', query: 'v=0123456789abcdef', files })).toMatchObject({
      status: 200,
      kind: 'immutable',
    });
    expect(answerRequest(site, { method: 'GET', path: '/nope.png', query: '', files })).toMatchObject({ status: 404, file: '/en/page-not-found.html' });
    expect(answerRequest(site, { method: 'GET', path: '/_next/static/chunks/gone.js', query: '', files })).toMatchObject({
      status: 404,
      file: '/en/page-not-found.html',
    });
    expect(answerRequest(site, { method: 'GET', path: '/ru/experts.html', query: '', files })).toMatchObject({ status: 404, file: '/ru/page-not-found.html' });
    expect(answerRequest(site, { method: 'POST', path: '/api/support-messages', query: '' })).toEqual({ node: true });
    for (const path of ['/office', '/office/sign-in', '/office/submissions/1', '/api/office/sign-in'])
      expect(answerRequest(site, { method: path.startsWith('/api') ? 'POST' : 'GET', path, query: '' })).toEqual({ node: true });
    expect(answerRequest(site, { method: 'POST', path: '/ru/experts', query: '' })).toEqual({ status: 405, allow: 'GET, HEAD' });
    expect(answerRequest(site, { method: 'TRACE', path: '/robots.txt', query: '', files })).toEqual({ status: 405, allow: 'GET, HEAD' });
  });
});
