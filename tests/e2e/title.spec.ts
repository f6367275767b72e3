/**
 * The document's title through client-side navigations: the old page's until the new page's
 * replaces it, never empty (a tab showing the bare URL, a screen reader announcing nothing).
 * The title is sampled every few milliseconds and on every change to the head, through link
 * clicks in the header and the footer and through the history, in every language.
 */

import type { Page } from '@playwright/test';
import { untilIdleCodeRan, watchRequests } from './page-checks';
import { expect, test } from './page-ready';
import { documentTitle, LANGUAGES, MESSAGES } from './site';
import { localizedPath } from '@/lib/i18n/paths';
import { routePath, type RouteKey } from '@/lib/routes';

type TitleSample = { at: number; title: string };

/** Records every title the document shows: polled every 2 ms, and on every mutation of the head. */
async function watchTitle(page: Page): Promise<void> {
  await page.evaluate(() => {
    const start = performance.now();
    const samples: { at: number; title: string }[] = [];
    const sample = () => {
      const title = document.title;
      if (samples.at(-1)?.title !== title) samples.push({ at: Math.round(performance.now() - start), title });
    };
    sample();
    new MutationObserver(sample).observe(document.head, { childList: true, subtree: true, characterData: true });
    window.setInterval(sample, 2);
    Object.assign(window, { titleSamples: samples });
  });
}

/** The titles shown since the last call, and a fresh record that starts with the current one. */
async function takeTitles(page: Page): Promise<TitleSample[]> {
  return page.evaluate(() => {
    const samples = (window as unknown as { titleSamples?: TitleSample[] }).titleSamples;
    if (!samples) throw new Error('the page was loaded anew: not a client-side navigation');
    const taken = [...samples];
    samples.splice(0, samples.length - 1);
    return taken;
  });
}

for (const { lang } of LANGUAGES) {
  const m = MESSAGES[lang];
  const href = (key: RouteKey) => localizedPath(routePath(key), lang);

  test(`the title in ${lang} stays the old page's until the new page's replaces it, never empty`, async ({ page }) => {
    test.setTimeout(60_000);
    // The navigations that fetch the page when clicked: the site prefetches only links on screen,
    // after 2 s of idle, and not on Save-Data or 2G (lib/navigation/prefetch.ts). There the new
    // page could arrive before its head, and the title was empty for 0.2 to 0.9 s.
    await page.route(/[?&]_rsc=/, (route) => (route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue()));
    const requests = watchRequests(page);
    await page.goto(href('experts'));
    await watchTitle(page);

    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    const steps: { action: string; key: RouteKey; go: () => Promise<unknown> }[] = [
      { action: 'footer link', key: 'documentation', go: () => footer.locator(`a[href="${href('documentation')}"]`).click() },
      { action: 'header link', key: 'services', go: () => header.locator(`a[href="${href('services')}"]`).click() },
      { action: 'footer link', key: 'contact_us', go: () => footer.locator(`a[href="${href('contact_us')}"]`).click() },
      {
        action: 'header logo',
        key: 'home',
        go: () =>
          header
            .locator(`a[href="${href('home')}"]`)
            .first()
            .click(),
      },
      { action: 'footer link', key: 'documentation', go: () => footer.locator(`a[href="${href('documentation')}"]`).click() },
      { action: 'header link', key: 'experts', go: () => header.locator(`a[href="${href('experts')}"]`).click() },
      { action: 'back', key: 'documentation', go: () => page.goBack() },
      { action: 'back', key: 'home', go: () => page.goBack() },
      { action: 'back', key: 'contact_us', go: () => page.goBack() },
      { action: 'forward', key: 'home', go: () => page.goForward() },
      { action: 'forward', key: 'documentation', go: () => page.goForward() },
    ];

    let shown = documentTitle(lang, 'experts');
    await expect(page).toHaveTitle(shown);
    for (const step of steps) {
      const next = documentTitle(lang, step.key);
      await step.go();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Pages[step.key].title);
      await expect(page).toHaveTitle(next);
      // Past the page transition (150 + 220 ms) and anything the page loads after it: no view
      // transition or animation running, then nothing in flight over the idle moments.
      await page.waitForFunction(
        () =>
          !(document as Document & { activeViewTransition?: unknown }).activeViewTransition &&
          document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      await untilIdleCodeRan(page, requests);
      const titles = await takeTitles(page);
      expect
        .soft(
          titles.map((sample) => sample.title),
          `${step.action} to ${step.key}: the titles shown, with their times ${JSON.stringify(titles)}`,
        )
        .toEqual([shown, next]);
      shown = next;
    }
  });
}
