/**
 * The static profile (project nginx): nginx serves the static tree as `next start` serves the
 * site, with the same statuses and headers, precompressed, and leaves /api to Node.
 */

import type { APIRequestContext } from '@playwright/test';
import { MAX_BODY_BYTES } from '../../scripts/nginx/nginx';
import { DATA_CSP } from '@/lib/security/csp';
import { renderedAt, splitLocalePrefix } from '@/lib/i18n/proxy-rules';
import experts from '@/content/experts.json' with { type: 'json' };
import { expect, test } from './page-ready';
import { E2E_ORIGIN } from './servers';

/** The headers both servers must agree on; Vary's values in any order and any number of lines. */
const COMPARED = [
  'cache-control',
  'content-security-policy',
  'content-type',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'location',
  'set-cookie',
];

async function answer(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const response = await request.get(url, { maxRedirects: 0, headers: { 'accept-encoding': 'br, gzip', ...headers } });
  const all = response.headersArray();
  const compared = Object.fromEntries(
    COMPARED.map((name) => [
      name,
      all
        .filter((header) => header.name.toLowerCase() === name)
        .map((header) => header.value.toLowerCase().replace(/;\s*charset=utf-8/, ''))
        .join(', ') || undefined,
    ]),
  );
  // Vary matters where one URL has two contents: a page and its RSC payload. (Next also names the
  // router's headers on its other routes, and Accept-Encoding where it compresses: both about
  // transfer, not content.)
  const page = /^text\/(html|x-component)/.test(compared['content-type'] ?? '');
  const vary = all.filter((header) => page && header.name.toLowerCase() === 'vary').flatMap((header) => header.value.toLowerCase().split(/\s*,\s*/));
  const varyKey =
    [...new Set(vary)]
      .filter((name) => name !== 'accept-encoding')
      .sort()
      .join(', ') || undefined;
  // A redirect's body is the server's own (nginx writes a short page, Next none): no one reads it.
  if (response.status() >= 300 && response.status() < 400) delete compared['content-type'];
  return { status: response.status(), location: response.headers().location, headers: { ...compared, vary: varyKey }, body: await response.body() };
}

const CASES: { url: string; cookie?: string; rsc?: boolean }[] = [
  { url: '/' },
  { url: '/ru' },
  { url: '/en/experts' },
  { url: '/experts?q=design' },
  { url: '/experts?q=design', cookie: 'ru' },
  { url: '/', cookie: 'kz' },
  { url: '/experts', cookie: 'fr' },
  { url: '/ge/offices' },
  { url: '/ru/no-such-page' },
  { url: '/no-such-page' },
  { url: '/fr/experts' },
  { url: '/ru/experts', rsc: true },
  { url: '/sitemap.xml' },
  { url: '/robots.txt' },
  { url: '/manifest.webmanifest' },
  { url: '/icon.svg' },
  { url: '/api/catalog?lang=ru&type=expert&q=design' },
  { url: '/missing.png' },
  { url: '/ru/missing.png' },
  { url: '/ru/experts.html' },
  { url: '/en.html' },
  // Next's own redirects (nginx leaves repeated slashes to Node), and the request hook's refusals.
  { url: '/ru//experts?q=design' },
  { url: '/experts//' },
  { url: '/ru/%E0%A4%A' },
  { url: '/api/no-such-route' },
];

async function expectSameAnswer(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  let fromNext = await answer(request, `${E2E_ORIGIN}${url}`, headers);
  // Next sends the router's request to a URL that names its headers (`_rsc=…`), as browsers do.
  const target = fromNext.status === 307 && fromNext.location?.includes('_rsc') ? fromNext.location : url;
  if (target !== url) fromNext = await answer(request, `${E2E_ORIGIN}${target}`, headers);
  const fromNginx = await answer(request, target, headers);
  expect(fromNginx.status).toBe(fromNext.status);
  expect(fromNginx.headers).toEqual(fromNext.headers);
  // A page rendered per request streams its parts in the order they finish: the same page, not the same bytes.
  const rendered = (() => {
    const { pathname, search } = new URL(url, 'http://site.test');
    return renderedAt(splitLocalePrefix(pathname).rest, search) !== undefined;
  })();
  if (fromNginx.status === 200 && !url.endsWith('.xml') && !rendered) expect(fromNginx.body.equals(fromNext.body), 'the same bytes').toBe(true);
  return fromNginx;
}

test.describe('nginx and next start send the same answer', () => {
  for (const { url, cookie, rsc } of CASES) {
    test(`${url}${cookie ? ` with NEXT_LOCALE=${cookie}` : ''}${rsc ? ' (RSC payload)' : ''}`, async ({ request }) => {
      await expectSameAnswer(request, url, { ...(cookie ? { cookie: `NEXT_LOCALE=${cookie}` } : {}), ...(rsc ? { rsc: '1' } : {}) });
    });
  }

  // Files a page names by a hash of their content (lib/message-files.ts), fetched after it.
  const HASHED_FILES = [
    {
      what: "the request dialog's messages",
      page: '/ge/experts',
      directory: '/messages/request-dialog/',
      locale: 'ka',
      keys: ['RequestForm', 'Validation'],
      otherDirectory: null,
    },
    {
      what: "a page's messages",
      page: '/kz/documentation',
      directory: '/messages/documentation/',
      locale: 'kk',
      keys: ['messages', 'privacy', 'terms'],
      otherDirectory: '/messages/about_project/',
    },
  ];
  for (const { what, page, directory, locale, keys, otherDirectory } of HASHED_FILES) {
    test(`${what}, named by their hash in ${page}, and an earlier deploy's name${otherDirectory ? " or another page's" : ''}`, async ({ request }) => {
      const html = await (await request.get(page)).text();
      const name = html.match(new RegExp(`${directory}(${locale}\\.[0-9a-f]{10}\\.json)`))?.[1];
      expect(name, 'the page names its file').toBeDefined();
      const file = await expectSameAnswer(request, `${directory}${name}`);
      expect(file.status).toBe(200);
      expect(file.headers).toMatchObject({ 'content-type': 'application/json', 'cache-control': 'public, max-age=31536000, immutable' });
      expect(Object.keys(JSON.parse(file.body.toString()))).toEqual(keys);
      expect((await expectSameAnswer(request, `${directory}${locale}.0000000000.json`)).status).toBe(404);
      if (otherDirectory) expect((await expectSameAnswer(request, `${otherDirectory}${name}`)).status).toBe(404);
    });
  }
});

test.describe('pages and answers Node renders on request', () => {
  test('nginx keeps an expert’s page and a search answer after the first request, and passes them on unchanged', async ({ request }) => {
    const expert = experts.experts[2]!;
    for (const url of [`/kz/experts/${expert.id}`, `/api/catalog?lang=kk&type=expert&sort=name&page=1`]) {
      const first = await request.get(url);
      expect(first.status(), url).toBe(200);
      const second = await request.get(url);
      expect(second.headers()['x-cache-status'], url).toBe('HIT');
      expect(await second.text()).toBe(await first.text());
    }
    // An unknown one is the language's 404, never kept as a page.
    expect((await request.get('/kz/experts/no-such-expert')).status()).toBe(404);
  });
});

test.describe('static serving', () => {
  test('pages, scripts and data come precompressed: brotli, or gzip when that is all the client takes', async ({ request }) => {
    const page = await request.get('/ru/experts', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers()['content-encoding']).toBe('br');
    const script = (await page.text()).match(/\/_next\/static\/chunks\/[^"]+\.js/)![0];
    expect((await request.get(script, { headers: { 'accept-encoding': 'br' } })).headers()['content-encoding']).toBe('br');
    expect((await request.get(script, { headers: { 'accept-encoding': 'br' } })).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/api/catalog?lang=kk&type=service', { headers: { 'accept-encoding': 'gzip' } })).headers()['content-encoding']).toBe('gzip');
  });

  test('a trailing slash is dropped with 308, keeping the query, as Next does', async ({ request }) => {
    const response = await request.get('/ru/experts/?q=a', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe('/ru/experts?q=a');
  });

  test('nginx’s own refusals are JSON, with the security headers and the API’s policy', async ({ request }) => {
    const tooLong = await request.get(`/ru/${'a'.repeat(9000)}`, { maxRedirects: 0 });
    const tooLarge = await request.post('/api/support-messages', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.alloc(MAX_BODY_BYTES + 1, 0x20),
    });
    for (const [response, status, body] of [
      [tooLong, 414, { error: 'malformed' }],
      [tooLarge, 413, { error: 'tooLarge', limitBytes: MAX_BODY_BYTES }],
    ] as const) {
      expect(response.status()).toBe(status);
      expect(response.headers()['content-security-policy']).toBe(DATA_CSP);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(await response.json()).toEqual(body);
    }
    // The location behind those answers is no URL of the site.
    expect((await request.get('/_nginx_error')).status()).toBe(404);
  });

  test('a redirect by the language cookie is never stored', async ({ request }) => {
    const response = await request.get('/services', { maxRedirects: 0, headers: { cookie: 'NEXT_LOCALE=ge' } });
    expect(response.status()).toBe(302);
    expect(response.headers()['cache-control']).toBe('private, no-store');
  });

  for (const method of ['POST', 'PUT', 'DELETE', 'TRACE']) {
    test(`${method} on a page is refused with 405 and a JSON body naming the methods`, async ({ request }) => {
      const response = await request.fetch('/ru/experts', { method, maxRedirects: 0, data: method === 'POST' ? 'x=1' : undefined });
      expect(response.status()).toBe(405);
      expect(response.headers().allow).toBe('GET, HEAD');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(await response.json()).toEqual({ error: 'methodNotAllowed', allow: ['GET', 'HEAD'] });
    });
  }

  test('the API is Node’s: its own checks answer through nginx', async ({ request }) => {
    const refused = await request.post('/api/support-messages', { headers: { origin: 'https://elsewhere.example' }, data: {} });
    expect(refused.status()).toBe(403);
    const invalid = await request.post('/api/support-messages', { headers: { origin: new URL(test.info().project.use.baseURL!).origin }, data: { name: '' } });
    expect(invalid.status()).toBe(422);
    expect(invalid.headers()['cache-control']).toBe('no-store');
    const head = await request.head('/ru/experts');
    expect(head.status()).toBe(200);
  });
});
