import { expect, test } from './page-ready';

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

test.describe('caching a CDN cannot get wrong', () => {
  const cases = [
    { path: '/ru/experts', status: 200, cache: 'public, max-age=300, s-maxage=31536000' },
    { path: '/en/experts', status: 200, cache: 'public, max-age=300, s-maxage=31536000' },
    // The same URL redirects a visitor whose cookie names another language: no shared cache keeps it.
    { path: '/experts', status: 200, cache: 'private, max-age=300' },
    { path: '/', status: 200, cache: 'private, max-age=300' },
    { path: '/experts', cookie: 'ru', status: 302, cache: 'private, no-store' },
    { path: '/ru/unknown', status: 404, cache: 'public, max-age=60, s-maxage=60' },
    { path: '/unknown', status: 404, cache: 'private, max-age=60' },
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
    expect(locs).toHaveLength(64);
    expect(locs).toContain('/');
    expect(locs).toContain('/ge/offices');
    expect(locs).toContain('/kz/request_to_service');
    expect(xml).toContain('hreflang="x-default"');
    expect(xml.match(/hreflang="kk"/g)).toHaveLength(64);
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
});
