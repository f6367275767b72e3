import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { decideProxy, splitLocalePrefix, withPrefix, type ProxyOptions, type ProxyRequest } from './proxy-rules';

const off: ProxyOptions = { localeDetection: false, rootRedirect: undefined };
const request = (pathname: string, extra: Partial<ProxyRequest> = {}): ProxyRequest => ({
  pathname,
  search: '',
  localeCookie: undefined,
  acceptLanguage: undefined,
  ...extra,
});

describe('prefixed paths', () => {
  it.each(['en', 'ge', 'kz', 'ru'])('serves every page under /%s as it is, /en included', (prefix) => {
    for (const route of ROUTES) {
      expect(decideProxy(request(withPrefix(prefix, route.path)), off)).toEqual({ action: 'next' });
    }
  });

  it('ignores the cookie on a prefixed path', () => {
    expect(decideProxy(request('/en/experts', { localeCookie: 'ru' }), off)).toEqual({ action: 'next' });
  });

  it('answers an unknown path under a prefix with that language’s 404 page', () => {
    expect(decideProxy(request('/ru/unknown'), off)).toEqual({ action: 'rewrite', pathname: '/ru/page-not-found', status: 404 });
    expect(decideProxy(request('/kz/experts/extra/more'), off)).toEqual({ action: 'rewrite', pathname: '/kz/page-not-found', status: 404 });
  });
});

describe('unprefixed paths', () => {
  it('rewrites every page to its English twin without a redirect', () => {
    for (const route of ROUTES) {
      expect(decideProxy(request(route.path), off)).toEqual({ action: 'rewrite', pathname: withPrefix('en', route.path), status: 200 });
    }
  });

  it.each(['ge', 'kz', 'ru'])('redirects with 302 under the cookie’s prefix %s, keeping the query', (prefix) => {
    expect(decideProxy(request('/experts', { search: '?q=design&page=2', localeCookie: prefix }), off)).toEqual({
      action: 'redirect',
      location: `/${prefix}/experts?q=design&page=2`,
      status: 302,
    });
    expect(decideProxy(request('/', { localeCookie: prefix }), off)).toEqual({ action: 'redirect', location: `/${prefix}`, status: 302 });
  });

  it.each(['en', 'fr', 'RU', '', 'ru; drop', '../ru'])('treats cookie %j as English (rewrite, no redirect)', (value) => {
    expect(decideProxy(request('/services', { localeCookie: value }), off)).toEqual({ action: 'rewrite', pathname: '/en/services', status: 200 });
  });

  it('answers unknown paths, and unknown prefixes such as /fr, with the English 404', () => {
    expect(decideProxy(request('/unknown'), off)).toEqual({ action: 'rewrite', pathname: '/en/page-not-found', status: 404 });
    expect(decideProxy(request('/fr/experts'), off)).toEqual({ action: 'rewrite', pathname: '/en/page-not-found', status: 404 });
  });

  it('sends an unknown path with a language cookie to that language, where it is a 404', () => {
    expect(decideProxy(request('/unknown', { localeCookie: 'ge' }), off)).toEqual({ action: 'redirect', location: '/ge/unknown', status: 302 });
  });
});

describe('Accept-Language detection', () => {
  const on: ProxyOptions = { localeDetection: true, rootRedirect: undefined };

  it('is off by default: the browser language changes nothing', () => {
    expect(decideProxy(request('/experts', { acceptLanguage: 'ru-RU,ru;q=0.9' }), off)).toEqual({ action: 'rewrite', pathname: '/en/experts', status: 200 });
  });

  it('when on, sends a Russian browser to /ru with 302', () => {
    expect(decideProxy(request('/experts', { search: '?a=1', acceptLanguage: 'ru-RU,ru;q=0.9,en;q=0.8' }), on)).toEqual({
      action: 'redirect',
      location: '/ru/experts?a=1',
      status: 302,
    });
  });

  it('when on, maps the language tags ka and kk to the prefixes ge and kz', () => {
    expect(decideProxy(request('/', { acceptLanguage: 'ka-GE' }), on)).toMatchObject({ location: '/ge' });
    expect(decideProxy(request('/', { acceptLanguage: 'kk,ru;q=0.5' }), on)).toMatchObject({ location: '/kz' });
  });

  it('when on, serves English to English and unsupported browsers', () => {
    expect(decideProxy(request('/', { acceptLanguage: 'en-GB,en;q=0.9' }), on)).toEqual({ action: 'rewrite', pathname: '/en', status: 200 });
    expect(decideProxy(request('/', { acceptLanguage: 'fr-FR,de;q=0.5' }), on)).toEqual({ action: 'rewrite', pathname: '/en', status: 200 });
    expect(decideProxy(request('/', { acceptLanguage: undefined }), on)).toEqual({ action: 'rewrite', pathname: '/en', status: 200 });
  });

  it('when on, lets the cookie win, an English cookie included', () => {
    expect(decideProxy(request('/', { acceptLanguage: 'ru', localeCookie: 'kz' }), on)).toMatchObject({ location: '/kz' });
    expect(decideProxy(request('/', { acceptLanguage: 'ru', localeCookie: 'en' }), on)).toEqual({ action: 'rewrite', pathname: '/en', status: 200 });
  });
});

describe('root redirect', () => {
  it('is off by default', () => {
    expect(decideProxy(request('/'), off)).toEqual({ action: 'rewrite', pathname: '/en', status: 200 });
  });

  it('when configured, redirects only / with 302 by default, keeping the query', () => {
    const options: ProxyOptions = { localeDetection: false, rootRedirect: { path: '/experts', status: 302 } };
    expect(decideProxy(request('/', { search: '?utm=x' }), options)).toEqual({ action: 'redirect', location: '/experts?utm=x', status: 302 });
    expect(decideProxy(request('/services'), options)).toEqual({ action: 'rewrite', pathname: '/en/services', status: 200 });
    expect(decideProxy(request('/ru'), options)).toEqual({ action: 'next' });
  });

  it('uses the configured status and comes before the language cookie', () => {
    const options: ProxyOptions = { localeDetection: false, rootRedirect: { path: '/products', status: 301 } };
    expect(decideProxy(request('/', { localeCookie: 'ru' }), options)).toEqual({ action: 'redirect', location: '/products', status: 301 });
  });

  it('never loops on a redirect to / itself', () => {
    const options: ProxyOptions = { localeDetection: false, rootRedirect: { path: '/', status: 302 } };
    expect(decideProxy(request('/'), options)).toEqual({ action: 'rewrite', pathname: '/en', status: 200 });
  });
});

describe('splitLocalePrefix', () => {
  it('separates the prefix from the page path', () => {
    expect(splitLocalePrefix('/ru/experts')).toEqual({ prefix: 'ru', rest: '/experts' });
    expect(splitLocalePrefix('/ge')).toEqual({ prefix: 'ge', rest: '/' });
    expect(splitLocalePrefix('/english')).toEqual({ prefix: undefined, rest: '/english' });
  });
});

describe('the catalogue’s own pages', () => {
  it('serves an expert’s or a service’s page under every prefix, and the English one without a prefix', () => {
    expect(decideProxy(request('/ru/experts/nino-kapanadze'), off)).toEqual({ action: 'next' });
    expect(decideProxy(request('/ge/services/cloud_migration'), off)).toEqual({ action: 'next' });
    expect(decideProxy(request('/services/cloud-migration'), off)).toEqual({ action: 'rewrite', pathname: '/en/services/cloud-migration', status: 200 });
    expect(decideProxy(request('/experts/nino', { localeCookie: 'kz' }), off)).toEqual({ action: 'redirect', location: '/kz/experts/nino', status: 302 });
  });

  it('answers 404 to what cannot be an id, without asking the page', () => {
    for (const path of ['/ru/experts/Nino', '/ru/experts/nino/more', '/ru/experts/-nino', '/ru/services/a%20b', '/ru/offices/astana'])
      expect(decideProxy(request(path), off)).toMatchObject({ action: 'rewrite', status: 404 });
  });

  it('moves the links of before (?expert=, ?service=) to the item’s page for good, in the link’s language', () => {
    expect(decideProxy(request('/ru/experts', { search: '?expert=nino-kapanadze' }), off)).toEqual({
      action: 'redirect',
      location: '/ru/experts/nino-kapanadze',
      status: 301,
    });
    expect(decideProxy(request('/experts', { search: '?area=finance&expert=nino', localeCookie: 'ru' }), off)).toEqual({
      action: 'redirect',
      location: '/experts/nino',
      status: 301,
    });
    expect(decideProxy(request('/kz/full_card_service', { search: '?service=seo-audit' }), off)).toEqual({
      action: 'redirect',
      location: '/kz/services/seo-audit',
      status: 301,
    });
    // Not an id: the page itself says there is no such expert.
    expect(decideProxy(request('/ru/experts', { search: '?expert=%3Cscript%3E' }), off)).toEqual({ action: 'next' });
  });
});

describe('a request page that names what is requested', () => {
  it('is rendered for that item, at its request page, in the URL’s language', () => {
    expect(decideProxy(request('/ru/request_to_expert', { search: '?expert=nino-kapanadze' }), off)).toEqual({
      action: 'rewrite',
      pathname: '/ru/experts/nino-kapanadze/request',
      status: 200,
    });
    expect(decideProxy(request('/request_to_service', { search: '?service=seo-audit' }), off)).toEqual({
      action: 'rewrite',
      pathname: '/en/services/seo-audit/request',
      status: 200,
    });
    expect(decideProxy(request('/request_to_service', { search: '?service=seo-audit', localeCookie: 'ge' }), off)).toMatchObject({
      action: 'redirect',
      status: 302,
    });
    // Not an id: the page itself, which says there is no such expert.
    expect(decideProxy(request('/kz/request_to_expert', { search: '?expert=No%20One' }), off)).toEqual({ action: 'next' });
    expect(decideProxy(request('/kz/experts/nino/request'), off)).toEqual({ action: 'next' });
  });
});

describe('a catalogue URL with filters or a page', () => {
  it('is rendered for that URL at the list’s results page; the bare list is the prerendered one', () => {
    expect(decideProxy(request('/ru/experts', { search: '?page=2' }), off)).toEqual({ action: 'rewrite', pathname: '/ru/experts/-results', status: 200 });
    expect(decideProxy(request('/services', { search: '?q=seo&sort=name' }), off)).toEqual({
      action: 'rewrite',
      pathname: '/en/services/-results',
      status: 200,
    });
    expect(decideProxy(request('/ru/experts', { search: '?q=' }), off)).toEqual({ action: 'next' });
    expect(decideProxy(request('/ru/experts', { search: '?utm_source=mail' }), off)).toEqual({ action: 'next' });
    // The results page is not an address of its own.
    expect(decideProxy(request('/ru/experts/-results'), off)).toMatchObject({ action: 'rewrite', status: 404 });
  });
});

describe('a status link', () => {
  it('is rendered on the server with the request it names; the page without a token is the prerendered one', () => {
    const token = 'A'.repeat(43);
    expect(decideProxy(request('/ge/request_status', { search: `?token=${token}` }), off)).toEqual({
      action: 'rewrite',
      pathname: '/ge/request_status/-view',
      status: 200,
    });
    expect(decideProxy(request('/request_status', { search: `?token=${token}&done=message` }), off)).toEqual({
      action: 'rewrite',
      pathname: '/en/request_status/-view',
      status: 200,
    });
    // A malformed token too: the page says the link does not work.
    expect(decideProxy(request('/kz/request_status', { search: '?token=abc' }), off)).toMatchObject({ pathname: '/kz/request_status/-view' });
    expect(decideProxy(request('/kz/request_status'), off)).toEqual({ action: 'next' });
    expect(decideProxy(request('/kz/request_status', { search: '?utm_source=mail' }), off)).toEqual({ action: 'next' });
    // The rendered page is not an address of its own.
    expect(decideProxy(request('/ru/request_status/-view', { search: `?token=${token}` }), off)).toMatchObject({ action: 'rewrite', status: 404 });
  });
});

describe('with the build’s ids of experts and services', () => {
  const known: ProxyOptions = { ...off, catalogHas: (type, id) => (type === 'expert' ? id === 'nino' : id === 'seo-audit') };
  it('answers an unknown one with the language’s 404, as any unknown page', () => {
    expect(decideProxy(request('/ru/experts/nino'), known)).toEqual({ action: 'next' });
    expect(decideProxy(request('/ru/experts/nobody'), known)).toEqual({ action: 'rewrite', pathname: '/ru/page-not-found', status: 404 });
    expect(decideProxy(request('/services/gone'), known)).toEqual({ action: 'rewrite', pathname: '/en/page-not-found', status: 404 });
    expect(decideProxy(request('/ge/services/seo-audit/request'), known)).toEqual({ action: 'next' });
  });

  it('leaves a request page naming an unknown one to the page itself, which says so', () => {
    expect(decideProxy(request('/kz/request_to_expert', { search: '?expert=nobody' }), known)).toEqual({ action: 'next' });
    expect(decideProxy(request('/kz/request_to_expert', { search: '?expert=nino' }), known)).toEqual({
      action: 'rewrite',
      pathname: '/kz/experts/nino/request',
      status: 200,
    });
  });
});
