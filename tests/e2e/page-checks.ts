/**
 * What every URL must do in the browser, wherever it is opened: routes.spec.ts (desktop and the
 * static profile) and mobile.spec.ts (at phone size, on the same visit as its layout checks, so
 * that a page is not loaded twice to be checked twice). The policy watch comes with the test
 * (csp-watch.ts).
 */

import type { Page, Request } from '@playwright/test';
import { expect, hydrated, twoIdleMoments } from './page-ready';
import { MESSAGES, readerMoves, type SiteUrl } from './site';

/** Every error the page reports (uncaught exceptions and console errors), from now on. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** A prefetch of the router's (lib/navigation/prefetch.ts, after 2 s of idle): data for a next page, no code of this one. */
export const isPrefetch = (request: Request) => Boolean(request.headers()['next-router-prefetch']) || /[?&]_rsc=/.test(request.url());

/** The page's requests but the router's prefetches, from now on: how many are in flight, and how many have started. */
export function watchRequests(page: Page): { inFlight: () => number; started: () => number } {
  const inFlight = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    if (isPrefetch(request)) return;
    inFlight.add(request);
    started++;
  });
  page.on('requestfinished', (request) => void inFlight.delete(request));
  page.on('requestfailed', (request) => void inFlight.delete(request));
  return { inFlight: () => inFlight.size, started: () => started };
}

/**
 * Until the code the page fetches when idle (its forms, its lazy parts: lib/navigation/browser.ts,
 * whenIdle, and once a reader moves, whenEngaged) has arrived and run: nothing in flight, and nothing new started over two idle moments,
 * twice in a row. 'networkidle' is no substitute: it is reached once per load, often before the
 * first idle moment asks for anything.
 */
export async function untilIdleCodeRan(page: Page, requests: ReturnType<typeof watchRequests>): Promise<void> {
  await readerMoves(page);
  for (let quietRounds = 0; quietRounds < 2; ) {
    await expect.poll(requests.inFlight, { message: 'requests in flight', intervals: [50, 100] }).toBe(0);
    const before = requests.started();
    await twoIdleMoments(page);
    quietRounds = requests.inFlight() === 0 && requests.started() === before ? quietRounds + 1 : 0;
  }
}

/** The page as `goto` left it (page-ready.ts: hydrated): its language, heading and footer. */
export async function expectRendered(page: Page, url: SiteUrl): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', url.lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[url.lang].Pages[url.routeKey].title);
  await expect(page.getByRole('contentinfo')).toContainText('V.0.4');
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
}

/** The fetch priorities of the chunk preloads the first-paint loader added (on a slow network only). */
export function loaderPreloads(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('head link[rel="preload"][href*="/_next/static/chunks/"]')].map((link) => link.getAttribute('fetchpriority')),
  );
}

/**
 * Paint first, then hydrate (scripts/static-tree/first-paint.ts): no chunk of Next's is requested before
 * the first contentful paint of the page's latest load, but by the loader's low-priority preloads
 * where it found the network slow, and React has hydrated the page after it.
 */
export async function expectPaintedThenHydrated(page: Page): Promise<void> {
  const load = await page.evaluate(() => {
    const chunks = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname)) as PerformanceResourceTiming[];
    const firstContentfulPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    return {
      firstContentfulPaint,
      chunks: chunks.length,
      before: chunks.filter((entry) => entry.startTime < firstContentfulPaint).map((entry) => `${entry.initiatorType} ${entry.name}`),
    };
  });
  const preloads = await loaderPreloads(page);
  const preloaded = preloads.length > 0 && preloads.every((priority) => priority === 'low');
  // Without a chunk the check below would hold by itself.
  expect(load.chunks, 'chunks requested').toBeGreaterThan(0);
  expect(load.firstContentfulPaint, 'first contentful paint').toBeGreaterThan(0);
  const unexpected = preloaded ? load.before.filter((request) => !request.startsWith('link ')) : load.before;
  expect(unexpected, `chunks requested before the first contentful paint${preloaded ? ' but by the preloads' : ''}`).toEqual([]);
  expect(await page.evaluate(hydrated)).toBe(true);
  // React found the loader's chunks at hydration and added none of them again (which would run it twice).
  const scripts = await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')));
  expect(
    scripts.filter((source, index) => scripts.indexOf(source) !== index),
    'chunks added twice',
  ).toEqual([]);
}

/**
 * No control or link on the page is smaller than 24 × 24 px to aim at (WCAG 2.5.8), but a link
 * inside a sentence (the criterion's own exception): every visible focus stop, in every state the
 * page opens in. Checked on the visit that checks the rest of the page.
 */
export async function expectTargetsLargeEnough(page: Page): Promise<void> {
  const small = await page.evaluate(() => {
    const found: string[] = [];
    const focusable = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    for (const element of document.querySelectorAll<HTMLElement>(focusable)) {
      if ((element as HTMLButtonElement).disabled || element.closest('[inert]')) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width >= 24 && box.height >= 24) continue;
      const inSentence =
        element.tagName === 'A' &&
        getComputedStyle(element).display === 'inline' &&
        (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
      if (!inSentence)
        found.push(
          `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return found;
  });
  expect(small, 'focus stops smaller than 24 × 24 px').toEqual([]);
}
