import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, PAGE_VARY } from './cache';
import { pageHeaders, responseKindOf } from './page-headers';

const manifest = {
  csp: {
    documents: { '/ru/experts': 'csp-ru-experts', '/en/experts': 'csp-en-experts', '/ru/page-not-found': 'csp-ru-404', '/en/page-not-found': 'csp-en-404' },
    fallback: 'csp',
  },
};

describe('page headers under next start', () => {
  it('a prefixed page: cacheable by shared caches, its own policy', () => {
    expect(pageHeaders('/ru/experts', { action: 'next' }, manifest)).toEqual({
      'Cache-Control': CACHE_CONTROL['prefixed-page'],
      Vary: PAGE_VARY,
      'Content-Security-Policy': 'csp-ru-experts',
    });
  });

  it('an unprefixed page: private (the cookie may redirect it), the English page\u2019s policy', () => {
    expect(pageHeaders('/experts', { action: 'rewrite', pathname: '/en/experts', status: 200 }, manifest)).toMatchObject({
      'Cache-Control': CACHE_CONTROL['unprefixed-page'],
      'Content-Security-Policy': 'csp-en-experts',
    });
  });

  it('404s are short; redirects carry no page policy', () => {
    expect(responseKindOf('/ru/nope', { action: 'rewrite', pathname: '/ru/page-not-found', status: 404 })).toBe('prefixed-not-found');
    expect(responseKindOf('/nope', { action: 'rewrite', pathname: '/en/page-not-found', status: 404 })).toBe('unprefixed-not-found');
    expect(pageHeaders('/ru/nope', { action: 'rewrite', pathname: '/ru/page-not-found', status: 404 }, manifest)['Content-Security-Policy']).toBe('csp-ru-404');
    const redirect = pageHeaders('/experts', { action: 'redirect', location: '/ru/experts', status: 302 }, manifest);
    expect(redirect).toEqual({ 'Cache-Control': CACHE_CONTROL['locale-redirect'] });
  });

  it('without a manifest (a build without the static tree), leaves the policy to next.config', () => {
    expect(pageHeaders('/ru/experts', { action: 'next' }, undefined)).not.toHaveProperty('Content-Security-Policy');
  });
});
