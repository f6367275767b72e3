import { request as httpRequest } from 'node:http';
import type { APIResponse } from '@playwright/test';
import { DATA_CSP } from '@/lib/security/csp';
import { expect, test } from './page-ready';
import { SERVER_ONLY } from './storage';
import experts from '@/content/experts.json' with { type: 'json' };
import services from '@/content/services.json' with { type: 'json' };

const htmlLang = (html: string) => html.match(/<html[^>]* lang="([^"]+)"/)?.[1];

test.describe('locale proxy', () => {
  test('serves /en/... as it is, without a redirect', async ({ request }) => {
    const response = await request.get('/en/experts', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(htmlLang(await response.text())).toBe('en');
  });

  test('serves unprefixed paths in English without a redirect', async ({ request }) => {
    const response = await request.get('/services?kind=ready', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(htmlLang(await response.text())).toBe('en');
  });

  for (const prefix of ['ge', 'kz', 'ru']) {
    test(`redirects with 302 to /${prefix} when NEXT_LOCALE=${prefix}, keeping the query`, async ({ request }) => {
      const response = await request.get('/experts?q=marketing&page=2', {
        maxRedirects: 0,
        headers: { cookie: `NEXT_LOCALE=${prefix}` },
      });
      expect(response.status()).toBe(302);
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(`/${prefix}/experts`);
      expect(new URL(response.headers().location!, 'http://x').search).toBe('?q=marketing&page=2');
      expect(response.headers()['set-cookie']).toBeUndefined();
    });
  }

  test('sends / to the remembered language', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { cookie: 'NEXT_LOCALE=kz' } });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/\/kz$/);
  });

  test('ignores an invalid cookie value', async ({ request }) => {
    for (const value of ['fr', 'kk', 'RU']) {
      const response = await request.get('/offices', { maxRedirects: 0, headers: { cookie: `NEXT_LOCALE=${value}` } });
      expect(response.status(), value).toBe(200);
      expect(htmlLang(await response.text())).toBe('en');
    }
  });

  test('does not detect the browser language by default', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'ru-RU,ru;q=0.9' } });
    expect(response.status()).toBe(200);
    expect(htmlLang(await response.text())).toBe('en');
  });
});

test.describe('not found', () => {
  const cases = [
    { path: '/ru/unknown-page', lang: 'ru', title: 'Эта страница не найдена' },
    { path: '/ge/experts/extra', lang: 'ka', title: 'ეს გვერდი ვერ მოიძებნა' },
    { path: '/ru/services/no-such-service', lang: 'ru', title: 'Эта страница не найдена' },
    { path: '/experts/no-one/request', lang: 'en', title: 'This page could not be found' },
    { path: '/kz/nope', lang: 'kk', title: 'Бұл бет табылмады' },
    { path: '/unknown-page', lang: 'en', title: 'This page could not be found' },
    { path: '/fr/experts', lang: 'en', title: 'This page could not be found' },
  ];
  for (const { path, lang, title } of cases) {
    test(`${path} answers 404 in ${lang}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(htmlLang(html)).toBe(lang);
      expect(html).toContain(title);
      expect(html).toContain('noindex');
    });
  }

  test('the Russian 404 page is in Russian in the browser, with a way home', async ({ page }) => {
    const response = await page.goto('/ru/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Эта страница не найдена');
    await page.getByRole('link', { name: 'Вернуться на главную' }).click();
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Эксперты для проектов');
  });

  test('the English 404 page links back to the unprefixed home', async ({ page }) => {
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await page.getByRole('link', { name: 'Go back to home' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});

test.describe('headers', () => {
  for (const path of ['/', '/ru/experts', '/unknown', '/sitemap.xml', '/icon.svg']) {
    test(`${path} carries the security headers and no cookie`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers['content-security-policy']).toMatch(/(^|; )default-src 'self'(;|$)/);
      expect(headers['content-security-policy']).toMatch(/(^|; )script-src 'self'( 'sha256-[^']+')*(;|$)/);
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['content-security-policy']).toContain("base-uri 'self'");
      expect(headers['cross-origin-resource-policy']).toBe('same-site');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      // Served over plain HTTP here, so no HSTS (browsers would ignore it anyway).
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(headers['set-cookie']).toBeUndefined();
    });
  }
});

/**
 * Every answer, whoever writes it (the proxy, Next before the proxy runs, a route handler, the
 * request hook, nginx itself), carries the security headers once; the API's and the refusals'
 * (JSON) carry the policy under which nothing loads, the rest the site's.
 */
test.describe('the security headers on every answer', () => {
  type Policy = 'site' | 'data';
  function expectSecurityHeaders(headers: { name: string; value: string }[], policy: Policy, what: string) {
    const values = (name: string) => headers.filter((header) => header.name.toLowerCase() === name).map((header) => header.value);
    for (const name of [
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
    ]) {
      expect(values(name), `${what}: one ${name}`).toHaveLength(1);
    }
    expect(values('x-content-type-options')[0]).toBe('nosniff');
    expect(values('x-frame-options')[0]).toBe('SAMEORIGIN');
    const csp = values('content-security-policy')[0];
    if (policy === 'data') expect(csp, what).toBe(DATA_CSP);
    else expect(csp, what).toMatch(/^default-src 'self'; script-src 'self'/);
  }
  const check = (response: APIResponse, status: number, policy: Policy, what: string) => {
    expect(response.status(), what).toBe(status);
    expectSecurityHeaders(response.headersArray(), policy, what);
  };

  const GETS: { path: string; status: number; policy: Policy; location?: string; cookie?: string }[] = [
    // Next's own redirects, written before the proxy runs (nginx drops a trailing slash itself).
    { path: '/experts/', status: 308, policy: 'site', location: '/experts' },
    { path: '/ru/experts/?q=a', status: 308, policy: 'site', location: '/ru/experts?q=a' },
    { path: '//x', status: 308, policy: 'site', location: '/x' },
    { path: '/ru//experts?q=a', status: 308, policy: 'site', location: '/ru/experts?q=a' },
    { path: '/experts//', status: 308, policy: 'site', location: '/experts/' },
    // The proxy's redirect, pages, 404s and files.
    { path: '/experts', cookie: 'ru', status: 302, policy: 'site', location: '/ru/experts' },
    { path: '/ru/experts', status: 200, policy: 'site' },
    { path: '/experts', status: 200, policy: 'site' },
    { path: '/ru/no-such-page', status: 404, policy: 'site' },
    { path: '/no-such-page', status: 404, policy: 'site' },
    { path: '/missing.png', status: 404, policy: 'site' },
    { path: '/_next/static/chunks/missing.js', status: 404, policy: 'site' },
    { path: '/icon.svg', status: 200, policy: 'site' },
    { path: '/robots.txt', status: 200, policy: 'site' },
    // The request hook's refusals and the API's other answers.
    { path: '/ru/%E0%A4%A', status: 400, policy: 'data' },
    { path: '/api/no-such-route', status: 404, policy: 'data' },
    { path: '/api/support-messages', status: 405, policy: 'data' },
  ];
  for (const { path, status, policy, location, cookie } of GETS) {
    test(`GET ${path}${cookie ? ` with NEXT_LOCALE=${cookie}` : ''}: ${status}, the ${policy === 'data' ? "API's" : "site's"} policy`, async ({ request }) => {
      // Absolute, so that `//x` is a path and not a host.
      const url = `${new URL(test.info().project.use.baseURL!).origin}${path}`;
      const response = await request.get(url, { maxRedirects: 0, headers: cookie ? { cookie: `NEXT_LOCALE=${cookie}` } : {} });
      check(response, status, policy, path);
      if (location) expect(new URL(response.headers().location!, 'http://x').href.replace('http://x', '')).toBe(location);
    });
  }

  test('the API’s answers: 400, 403, 404, 405, 415, 422, OPTIONS, 308, with its policy', async ({ request }) => {
    const url = '/api/support-messages';
    const json = { 'content-type': 'application/json' };
    check(await request.post(url, { headers: json, data: '{"name": ' }), 400, 'data', 'malformed JSON');
    check(await request.post(url, { headers: { ...json, origin: 'https://elsewhere.example' }, data: {} }), 403, 'data', 'another origin');
    check(await request.post('/api/no-such-route', { headers: json, data: {} }), 404, 'data', 'no such route');
    check(await request.delete(url), 405, 'data', 'DELETE');
    check(await request.post(url, { headers: { 'content-type': 'text/plain' }, data: 'x' }), 415, 'data', 'text/plain');
    check(await request.post(url, { headers: json, data: { name: '' } }), 422, 'data', 'invalid fields');
    check(await request.fetch(url, { method: 'OPTIONS' }), 204, 'data', 'OPTIONS');
    check(await request.post(`${url}/`, { headers: json, data: {}, maxRedirects: 0 }), 308, 'data', 'a trailing slash');
  });

  test('the API’s 201, with its policy', SERVER_ONLY, async ({ request }) => {
    const response = await request.post('/api/support-messages', {
      data: { name: 'Header Check', email: 'headers@example.kz', theme: 'technical', comment: 'Every answer carries the headers.' },
    });
    check(response, 201, 'data', 'stored');
  });

  /** Node's fetch and Playwright normalize what they send: these go out as written, through node:http. */
  const raw = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: { name: string; value: string }[] }>((resolve, reject) => {
      const request = httpRequest(new URL(test.info().project.use.baseURL!), { path, headers }, (response) => {
        response.resume();
        const pairs = response.rawHeaders;
        resolve({ status: response.statusCode!, headers: pairs.flatMap((name, i) => (i % 2 === 0 ? [{ name, value: pairs[i + 1]! }] : [])) });
      });
      request.on('error', reject);
      request.end();
    });

  test('a request with headers too large to read is refused with the headers and the API’s policy', async () => {
    const answer = await raw('/ru/experts', { 'x-padding': 'a'.repeat(40_000) });
    // Node answers 431, nginx 400 (its name for the same refusal).
    expect([400, 431]).toContain(answer.status);
    expectSecurityHeaders(answer.headers, 'data', 'headers too large');
  });

  test('a path that is not a URL, and backslashes, get the headers too', async () => {
    const malformed = await raw('/%');
    expect(malformed.status).toBe(400);
    expectSecurityHeaders(malformed.headers, 'data', '/%');
    const backslash = await raw('/ru\\experts');
    expect(backslash.status).toBe(308);
    expectSecurityHeaders(backslash.headers, 'site', '/ru\\experts');
  });
});

test.describe('caching a CDN cannot get wrong', () => {
  const cases = [
    { path: '/ru/experts', status: 200, cache: 'public, max-age=300, s-maxage=31536000' },
    { path: '/en/experts', status: 200, cache: 'public, max-age=300, s-maxage=31536000' },
    // The same URL redirects a visitor whose cookie names another language: no shared cache keeps
    // it, and browsers ask again every time, so that a language chosen since takes effect.
    { path: '/experts', status: 200, cache: 'private, no-cache' },
    { path: '/', status: 200, cache: 'private, no-cache' },
    { path: '/experts', cookie: 'ru', status: 302, cache: 'private, no-store' },
    { path: '/ru/unknown', status: 404, cache: 'public, max-age=60, s-maxage=60' },
    { path: '/unknown', status: 404, cache: 'private, no-cache' },
    { path: '/robots.txt', status: 200, cache: 'public, max-age=3600, s-maxage=86400' },
  ];
  for (const { path, cookie, status, cache } of cases) {
    test(`${path}${cookie ? ` with NEXT_LOCALE=${cookie}` : ''}: ${status}, ${cache}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0, headers: cookie ? { cookie: `NEXT_LOCALE=${cookie}` } : {} });
      expect(response.status()).toBe(status);
      expect(response.headers()['cache-control']).toBe(cache);
      // Pages also answer Next's router (RSC payloads) at the same URL: caches key on its headers.
      if (status !== 302 && !path.includes('.')) expect(response.headers().vary).toContain('rsc');
    });
  }

  test('an unprefixed page asked for again: its copy confirmed with a 304, unless a language has been chosen since', async ({ request }) => {
    // As a browser navigates (the address bar, a bookmark, a new tab).
    const navigation = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'accept-encoding': 'br, gzip' };
    for (const path of ['/', '/experts']) {
      const page = await request.get(path, { maxRedirects: 0, headers: navigation });
      const etag = page.headers().etag;
      expect(etag, path).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await request.get(path, { maxRedirects: 0, headers: { ...navigation, 'if-none-match': etag! } });
      expect(again.status(), path).toBe(304);
      expect(again.headers()['cache-control'], path).toBe('private, no-cache');
      expect(again.headers().vary, path).toContain('rsc');
      // Browsers take a 304's headers into their copy: the page's own policy, with its scripts' hashes.
      expect(again.headers()['content-security-policy'], path).toBe(page.headers()['content-security-policy']);
      expect((await again.body()).length, path).toBe(0);
      const chosen = await request.get(path, { maxRedirects: 0, headers: { ...navigation, 'if-none-match': etag!, cookie: 'NEXT_LOCALE=ru' } });
      expect(chosen.status(), path).toBe(302);
      expect(new URL(chosen.headers().location!, 'http://x').pathname, path).toBe(path === '/' ? '/ru' : `/ru${path}`);
      expect(chosen.headers()['cache-control'], path).toBe('private, no-store');
      // The client router's request for the same URL (Chromium sends the page's tag when only Vary
      // differs) gets its RSC payload, never a 304 that would stand for the HTML.
      const payload = await request.get(path, { headers: { rsc: '1', 'if-none-match': etag!, 'accept-encoding': 'br, gzip' } });
      expect(payload.status(), path).toBe(200);
      expect(payload.headers()['content-type'], path).toMatch(/^text\/x-component/);
      expect(payload.headers().etag, path).not.toBe(etag);
    }
  });

  test('/en/... names the unprefixed URL as canonical', async ({ request }) => {
    const html = await (await request.get('/en/experts')).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/experts"/);
    expect(html).not.toMatch(/<link rel="canonical" href="[^"]*\/en\/experts"/);
  });
});

test.describe('sitemap, robots, manifest', () => {
  test('the sitemap lists every canonical URL with its alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    // The 16 pages and every expert's and service's own, in four languages.
    const pages = 16 + experts.experts.length + services.services.length;
    expect(locs).toHaveLength(pages * 4);
    expect(locs).toContain('/');
    expect(locs).toContain('/ge/offices');
    expect(locs).toContain('/kz/request_to_service');
    expect(locs).toContain(`/ru/experts/${experts.experts[0]!.id}`);
    expect(locs).toContain(`/services/${services.services.at(-1)!.id}`);
    expect(xml).toContain('hreflang="x-default"');
    expect(xml.match(/hreflang="kk"/g)).toHaveLength(pages * 4);
  });

  test('robots.txt points to the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/Sitemap: .+\/sitemap\.xml/);
  });

  test('the web manifest and icons exist', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.name).toBe('Experts for projects');
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  });

  // The browser fetches a page's icon and manifest at its load, which comes before these pages'
  // first paint (docs/performance.md, "The icon and the manifest").
  test('a page names its icon inline and its manifest only once its code runs', async ({ page, request }) => {
    const html = await (await request.get('/ru')).text();
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+"[^>]* type="image\/svg\+xml"/);
    expect(html).not.toContain('<link rel="manifest"');
    const iconRequests: string[] = [];
    page.on('request', (sent) => {
      if (/\/icon[^/]*\.(svg|png)/.test(sent.url())) iconRequests.push(sent.url());
    });
    await page.goto('/ru');
    await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    // Hydrated, then a page the router renders: still the one link, and no icon fetched.
    await page.locator('main a[href="/ru/experts"]').first().click();
    await expect(page).toHaveURL(/\/ru\/experts$/);
    await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="icon"]')).toHaveCount(1);
    expect(iconRequests).toEqual([]);
  });
});
