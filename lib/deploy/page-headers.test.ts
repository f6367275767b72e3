import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, PAGE_VARY } from './cache';
import { isNotModified, pageHeaders, responseKindOf } from './page-headers';

const manifest = {
  csp: {
    documents: { '/ru/experts': 'csp-ru-experts', '/en/experts': 'csp-en-experts', '/ru/page-not-found': 'csp-ru-404', '/en/page-not-found': 'csp-en-404' },
    fallback: 'csp',
  },
  pageHashes: { '/en/experts': 'hash-en-experts', '/ru/experts': 'hash-ru-experts', '/en/page-not-found': 'hash-en-404' },
};
const none = new Headers();
const navigation = new Headers({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' });
const revisit = (etag: string, more: Record<string, string> = {}) => new Headers({ 'sec-fetch-mode': 'navigate', 'if-none-match': etag, ...more });
const unprefixed = { action: 'rewrite', pathname: '/en/experts', status: 200 } as const;

describe('page headers under next start', () => {
  it('a prefixed page: cacheable by shared caches, its own policy, no ETag (as before)', () => {
    expect(pageHeaders('/ru/experts', { action: 'next' }, manifest, navigation)).toEqual({
      'Cache-Control': CACHE_CONTROL['prefixed-page'],
      Vary: PAGE_VARY,
      'Content-Security-Policy': 'csp-ru-experts',
    });
    expect(pageHeaders('/en/experts', { action: 'next' }, manifest, navigation)).not.toHaveProperty('ETag');
  });

  it('an unprefixed page: private (the cookie may redirect it), asked for again every time, with the English page’s policy and ETag', () => {
    expect(CACHE_CONTROL['unprefixed-page']).toBe('private, no-cache');
    expect(pageHeaders('/experts', unprefixed, manifest, navigation)).toEqual({
      'Cache-Control': CACHE_CONTROL['unprefixed-page'],
      Vary: PAGE_VARY,
      'Content-Security-Policy': 'csp-en-experts',
      ETag: '"hash-en-experts"',
    });
  });

  it('the client router’s requests for an unprefixed URL (its RSC payloads), or any not a navigation, get no ETag', () => {
    const fetched = new Headers({ 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' });
    expect(pageHeaders('/experts', unprefixed, manifest, fetched)).not.toHaveProperty('ETag');
    expect(pageHeaders('/experts', unprefixed, manifest, none)).not.toHaveProperty('ETag');
    expect(pageHeaders('/experts', unprefixed, manifest, fetched)['Cache-Control']).toBe('private, no-cache');
  });

  it('the status page, in every language: kept by no cache, no Referer, no index; the cookie still picks its language', () => {
    for (const [path, decision] of [
      ['/ru/request_status', { action: 'next' }],
      ['/request_status', { action: 'rewrite', pathname: '/en/request_status', status: 200 }],
    ] as const) {
      expect(responseKindOf(path, decision), path).toBe('private-page');
      expect(pageHeaders(path, decision, manifest, navigation), path).toMatchObject({
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Robots-Tag': 'noindex, nofollow',
      });
      expect(pageHeaders(path, decision, manifest, navigation), path).not.toHaveProperty('ETag');
    }
  });

  it('404s are short; redirects carry no page policy and no ETag', () => {
    expect(responseKindOf('/ru/nope', { action: 'rewrite', pathname: '/ru/page-not-found', status: 404 })).toBe('prefixed-not-found');
    expect(responseKindOf('/nope', { action: 'rewrite', pathname: '/en/page-not-found', status: 404 })).toBe('unprefixed-not-found');
    expect(pageHeaders('/ru/nope', { action: 'rewrite', pathname: '/ru/page-not-found', status: 404 }, manifest, none)['Content-Security-Policy']).toBe(
      'csp-ru-404',
    );
    // An unknown unprefixed path is redirected by the cookie too: asked for again, never confirmed (a 404).
    const notFound = pageHeaders('/nope', { action: 'rewrite', pathname: '/en/page-not-found', status: 404 }, manifest, navigation);
    expect(notFound['Cache-Control']).toBe('private, no-cache');
    expect(notFound).not.toHaveProperty('ETag');
    const redirect = pageHeaders('/experts', { action: 'redirect', location: '/ru/experts', status: 302 }, manifest, navigation);
    expect(redirect).toEqual({ 'Cache-Control': CACHE_CONTROL['locale-redirect'] });
  });

  it('without a manifest (a build without the static tree), leaves the policy to next.config and sends no ETag', () => {
    expect(pageHeaders('/ru/experts', { action: 'next' }, undefined, none)).not.toHaveProperty('Content-Security-Policy');
    expect(pageHeaders('/experts', unprefixed, undefined, navigation)).not.toHaveProperty('ETag');
  });
});

describe('the proxy’s 304', () => {
  const page = pageHeaders('/experts', unprefixed, manifest, navigation);

  it('confirms the browser’s copy of the same page, to GET and HEAD', () => {
    expect(isNotModified(page, 'GET', revisit('"hash-en-experts"'))).toBe(true);
    expect(isNotModified(page, 'HEAD', revisit('W/"hash-en-experts"'))).toBe(true);
  });

  it('not an earlier build’s copy, another method, a fetch, or once a language is chosen', () => {
    expect(isNotModified(page, 'GET', revisit('"hash-of-last-deploy"'))).toBe(false);
    expect(isNotModified(page, 'GET', navigation)).toBe(false);
    expect(isNotModified(page, 'POST', revisit('"hash-en-experts"'))).toBe(false);
    // The router asking for the RSC payload with the HTML's tag (Chromium sends it when only Vary differs).
    const fetched = new Headers({ 'sec-fetch-mode': 'cors', 'if-none-match': '"hash-en-experts"' });
    expect(isNotModified(pageHeaders('/experts', unprefixed, manifest, fetched), 'GET', fetched)).toBe(false);
    const chosen = revisit('"hash-en-experts"', { cookie: 'NEXT_LOCALE=ru' });
    const redirect = pageHeaders('/experts', { action: 'redirect', location: '/ru/experts', status: 302 }, manifest, chosen);
    expect(isNotModified(redirect, 'GET', chosen)).toBe(false);
  });
});
