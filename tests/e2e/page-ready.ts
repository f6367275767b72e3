/**
 * `test` whose `page.goto` and `page.reload` return once React has hydrated the page, as a visitor
 * waits for a page to be ready before using it. A page requests Next's chunks only after its
 * first contentful paint (scripts/static-tree/first-paint.ts), so the load event, which Playwright waits
 * for, no longer waits for them: without this, a click right after `goto` could reach the plain
 * HTML (a request button is then a link to the request page). Navigations that ask for another
 * `waitUntil` (a test that wants the page before it is ready) are left as they are.
 */

import { test as base, expect, type Page, type Response } from '@playwright/test';

/** In the page: Next has started and React has hydrated the document. */
export const hydrated = () => 'next' in window && Object.keys(document.body).some((key) => key.startsWith('__reactFiber'));

/**
 * Until the browser has had two idle moments: whatever it was doing (hydrating, starting a part) is done.
 * Each waits at most 2 s, as the site's own idle work does (lib/navigation/browser.ts): headless
 * Chromium, with nothing left to draw after a client-side navigation, at times starts no idle
 * period until something asks for a frame, and the title test waited out its 60 s there.
 */
export async function twoIdleMoments(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2_000 }), { timeout: 2_000 })),
  );
}

/** Waits until Next has started and React has hydrated the page, and the page is idle again. */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(hydrated, null, { timeout: 15_000 }).catch((error: Error) => {
    throw new Error(`${page.url()} did not hydrate: ${error.message}`);
  });
  // Hydration yields to the browser between its slices: idle twice means it has finished.
  await twoIdleMoments(page);
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const ready = async (response: Response | null, waitUntil = 'load') => {
      if (waitUntil === 'load' && response?.ok()) await untilHydrated(page);
      return response;
    };
    page.goto = async (url, options) => ready(await goto(url, options), options?.waitUntil);
    page.reload = async (options) => ready(await reload(options), options?.waitUntil);
    await use(page);
  },
});

export { expect };

/**
 * Holds back the page's code (Next's chunks) until `release`: the page as a visitor sees it
 * between its first paint and hydration.
 */
export async function holdChunks(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/**
 * Arms a timer of `ms` in the page, on the page's own clock; the returned function waits until it
 * has fired and the page has drawn a frame and run a task after it. A check that something did
 * not happen waits for this, armed when the thing could have started and as long as the site's
 * own rule would take to do it, rather than for a fixed pause of the test's: a busy machine delays
 * the page's timers and the site's alike, while a pause in the test passes falsely.
 */
export async function pageTimer(page: Page, ms: number): Promise<() => Promise<void>> {
  const id = await page.evaluate((delay) => {
    const page = window as unknown as { testTimers?: Promise<void>[] };
    page.testTimers ??= [];
    const timers = page.testTimers;
    timers.push(new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 0)), delay)));
    return timers.length - 1;
  }, ms);
  return () => page.evaluate((index) => (window as unknown as { testTimers: Promise<void>[] }).testTimers[index], id);
}
