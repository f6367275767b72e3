/**
 * Every URL, on whichever server the project points at: over HTTP (status, language, heading,
 * SEO tags, the page's own Content-Security-Policy) and in the browser, where the policy is
 * watched (csp-watch.ts): no violation may fire while the page loads, hydrates and fetches the
 * code it loads when idle. In the browser, next start's prefixed URLs are checked at phone size
 * (mobile.spec.ts, on the visit that checks their layout) and the static profile's at desktop size
 * here, with the same checks (page-checks.ts): each URL once on each server.
 */

import { type Page, test as httpTest } from '@playwright/test';
import { expect, test } from './csp-watch';
import { expectPaintedThenHydrated, expectRendered, expectTargetsLargeEnough, untilIdleCodeRan, watchErrors, watchRequests } from './page-checks';
import { E2E_NGINX_ORIGIN } from './servers';
import { ALL_URLS, MESSAGES, documentTitle, type SiteUrl } from './site';

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

/** Opens the URL and checks it: no error, the policy kept (csp-watch.ts), paint first, then hydrate. */
async function checkInBrowser(page: Page, url: SiteUrl): Promise<void> {
  const errors = watchErrors(page);
  const requests = watchRequests(page);
  const response = await page.goto(url.path);
  expect(response?.status()).toBe(200);
  await expectRendered(page, url);
  // The code the page fetches when idle (its forms, its lazy parts) runs under the policy too.
  await untilIdleCodeRan(page, requests);
  expect(errors).toEqual([]);
  await expectPaintedThenHydrated(page);
  await expectTargetsLargeEnough(page);
}

test.describe('every URL, in the browser', () => {
  for (const url of ALL_URLS.filter((each) => each.prefix === '')) {
    test(`${url.path} renders in ${url.lang} without errors`, ({ page }) => checkInBrowser(page, url));
  }

  // next start's prefixed URLs are opened at phone size by mobile.spec.ts, which makes these same
  // checks on that visit: here, only the static profile's, at desktop size.
  test.describe('prefixed, on the static profile', () => {
    test.skip(({ baseURL }) => baseURL !== E2E_NGINX_ORIGIN, "next start's are checked at phone size, on mobile.spec.ts's visit");
    for (const url of ALL_URLS.filter((each) => each.prefix !== '')) {
      test(`${url.path} renders in ${url.lang} without errors`, ({ page }) => checkInBrowser(page, url));
    }
  });
});
