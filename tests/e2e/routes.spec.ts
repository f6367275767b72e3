/**
 * Every URL, on whichever server the project points at: over HTTP (status, language, heading,
 * SEO tags, the page's own Content-Security-Policy) and in the browser, where the policy is
 * watched (csp-watch.ts): no violation may fire while the page loads, hydrates and fetches the
 * code it loads when idle.
 */

import { test as httpTest } from '@playwright/test';
import { expect, test } from './csp-watch';
import { hydrated } from './page-ready';
import { ALL_URLS, MESSAGES, documentTitle } from './site';

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

// Over HTTP no page is opened: plain Playwright's test, without the policy watch's page.
httpTest.describe('every URL, over HTTP', () => {
  httpTest('there are 80 of them', () => {
    expect(ALL_URLS).toHaveLength(80);
  });

  for (const url of ALL_URLS) {
    httpTest(`${url.path} answers 200 in ${url.lang} with its heading and SEO tags`, async ({ request, baseURL }) => {
      const response = await request.get(url.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['set-cookie']).toBeUndefined();
      const html = await response.text();
      expect(attr(html, /<html[^>]* lang="([^"]+)"/)).toBe(url.lang);
      const page = MESSAGES[url.lang].Pages[url.routeKey];
      expect(html).toContain(`>${page.title}</h1>`);
      // One title, in the head, whichever part of the page renders it.
      const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)];
      expect(titles.map((title) => title[1])).toEqual([documentTitle(url.lang, url.routeKey).replace(/&/g, '&amp;').replace(/'/g, '&#x27;')]);
      expect(titles[0]!.index).toBeLessThan(html.indexOf('</head>'));
      expect(html).toContain(`<meta name="description" content="${page.description.replace(/'/g, '&#x27;').replace(/"/g, '&quot;')}"/>`);
      // Canonical: English pages point to the unprefixed URL, /en/... included.
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
      expect(new URL(canonical!).pathname).toBe(url.canonicalPath);
      for (const hreflang of ['en', 'ka', 'kk', 'ru', 'x-default']) {
        expect(html, `hreflang ${hreflang}`).toMatch(new RegExp(`<link rel="alternate" hrefLang="${hreflang}" href="[^"]+"`));
      }
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy).toMatch(/(^|; )default-src 'self'(;|$)/);
      expect(policy).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
      expect(policy).toMatch(/(^|; )style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
      expect(policy).toContain("object-src 'none'");
      // Styles are classes: the policy allows no style attribute.
      expect(html.replace(/<script[\s\S]*?<\/script>/g, '')).not.toMatch(/<[a-z][^>]* style="/);
      expect(baseURL).toBeTruthy();
    });
  }
});

test.describe('every URL, in the browser', () => {
  for (const url of ALL_URLS) {
    test(`${url.path} renders in ${url.lang} without errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const response = await page.goto(url.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', url.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[url.lang].Pages[url.routeKey].title);
      await expect(page.getByRole('contentinfo')).toContainText('V.0.4');
      await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
      // The code the page fetches when idle (its forms, its lazy parts) runs under the policy too.
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      // Paint first, then hydrate (lib/deploy/first-paint.ts): no chunk of Next's is requested
      // before the first contentful paint, and React has hydrated the page after it.
      const load = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        firstChunk: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(load.firstChunk, 'the first chunk is requested after the first contentful paint').toBeGreaterThanOrEqual(load.firstContentfulPaint);
      expect(await page.evaluate(hydrated)).toBe(true);
    });
  }
});
