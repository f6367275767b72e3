/**
 * `test` whose `page.goto` and `page.reload` return once React has hydrated the page, as a visitor
 * waits for a page to be ready before using it. A page requests Next's chunks only after its
 * first contentful paint (lib/deploy/first-paint.ts), so the load event, which Playwright waits
 * for, no longer waits for them: without this, a click right after `goto` could reach the plain
 * HTML (a request button is then a link to the request page). Navigations that ask for another
 * `waitUntil` (a test that wants the page before it is ready) are left as they are.
 */

import { test as base, expect, type Page } from '@playwright/test';

/** Waits until Next has started and React has hydrated the page, and the page is idle again. */
export async function untilHydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(() => 'next' in window && Object.keys(document.body).some((key) => key.startsWith('__reactFiber')), null, { timeout: 15_000 })
    .catch((error: Error) => {
      throw new Error(`${page.url()} did not hydrate: ${error.message}`);
    });
  // Hydration yields to the browser between its slices: idle twice means it has finished.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if ((options?.waitUntil ?? 'load') === 'load' && response?.ok()) await untilHydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if ((options?.waitUntil ?? 'load') === 'load' && response?.ok()) await untilHydrated(page);
      return response;
    };
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
