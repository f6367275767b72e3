import type { Page } from '@playwright/test';
import { expect, test } from './csp-watch';
import { twoIdleMoments } from './page-ready';
import {
  expectPaintedThenHydrated,
  expectRendered,
  loaderPreloads,
  expectTargetsLargeEnough,
  untilIdleCodeRan,
  watchErrors,
  watchRequests,
} from './page-checks';
import { ALL_URLS, type SiteUrl } from './site';
import { DEFERRABLE_ATTRIBUTE, DEFERRED_LAYOUT_ATTRIBUTE, LAID_OUT_ATTRIBUTE } from '@/lib/layout/deferred-layout';

test.describe('at 390 px', () => {
  test('the menu opens, navigates, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/kz');
    const nav = page.getByRole('navigation', { name: 'Негізгі навигация' });
    await expect(nav).toBeHidden();
    const button = page.getByRole('button', { name: 'Мәзірді ашу' });
    await button.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Тіл' })).toBeVisible();
    // The panel covers the page below the header instead of spilling over the content.
    const panel = await nav.locator('xpath=..').boundingBox();
    expect(panel!.height).toBeGreaterThan(600);
    const covered = await page.evaluate(() => Boolean(document.elementFromPoint(195, 700)?.closest('[data-open="true"]')));
    expect(covered).toBe(true);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await nav.getByRole('link', { name: 'Сарапшылар' }).click();
    await expect(page).toHaveURL(/\/kz\/experts$/);
    await expect(nav).toBeHidden();
  });
});

/**
 * Every page at the two phone widths in every language, and at a tablet width in English:
 * nothing sticks out sideways (long Georgian and Kazakh words wrap), and the page is as tall
 * before the visitor scrolls as it turns out to be, so the scroll bar tells the truth and nothing
 * moves under the thumb. The first of these visits is also next start's check of the URL in the
 * browser (routes.spec.ts makes it on the static profile): its language, heading and footer, no
 * error and no policy violation (csp-watch.ts) once the code it fetches when idle has run, paint
 * first, then hydrate.
 */
async function checkHeightAndOverflow(page: Page, url: SiteUrl, width: number, firstVisit?: { errors: string[]; requests: ReturnType<typeof watchRequests> }) {
  await page.setViewportSize({ width, height: 760 });
  const response = await page.goto(url.path);
  await page.waitForLoadState('load');
  if (firstVisit) {
    expect(response?.status()).toBe(200);
    await expectRendered(page, url);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${width} px: horizontal overflow in px`).toBeLessThanOrEqual(0);
  // The sections below the first screen are laid out a few at a time once the page has loaded
  // (lib/layout/deferred-layout.ts), between the tasks of the page's own start: the page's height
  // is its own once they all are.
  await untilLaidOut(page, `${url.path} ${width} px`);
  const before = await page.evaluate(() => document.documentElement.scrollHeight);
  // Through the page a screen at a time, as a thumb would, and back to the top.
  const after = await page.evaluate(async () => {
    // Two frames, so layout has run; a timer too, since a busy headless browser may hold frames back.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 250);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
    return document.documentElement.scrollHeight;
  });
  expect(Math.abs(before - after) / after, `${width} px: height ${before} px before scrolling, ${after} px after`).toBeLessThanOrEqual(0.1);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), `${width} px: layout shift`).toBe(0);
  if (firstVisit) {
    // The code the page fetches when idle (its forms, its lazy parts) runs under the policy too.
    await untilIdleCodeRan(page, firstVisit.requests);
    expect(firstVisit.errors, `${width} px: errors`).toEqual([]);
    await expectPaintedThenHydrated(page);
    await expectTargetsLargeEnough(page);
  }
}

type DeferredLayout = { sections: number; tasks: number; referenceTasks: number; ms: number };

/**
 * Watches, from the load event on, the head script lay out the sections (lib/layout/deferred-layout.ts):
 * the tasks it takes (one batch of sections per task, each a MutationObserver delivery), and beside
 * them a plain chain of zero-delay timers started at the same event, which runs in turn with the
 * script's tasks whatever the machine's load. Added before the page loads.
 */
async function watchDeferredLayout(page: Page): Promise<void> {
  await page.addInitScript(
    ({ mark, laidOut }) => {
      const watched = { sections: 0, tasks: 0, referenceTasks: 0, ms: 0, done: false };
      (window as unknown as { deferredLayout: typeof watched }).deferredLayout = watched;
      addEventListener('load', () => {
        const loadedAt = performance.now();
        new MutationObserver((records) => {
          watched.tasks++;
          watched.sections += records.filter((record) => record.attributeName === laidOut).length;
        }).observe(document.documentElement, { subtree: true, attributeFilter: [laidOut] });
        const reference = () => {
          watched.referenceTasks++;
          if (document.documentElement.hasAttribute(mark)) setTimeout(reference, 0);
          else Object.assign(watched, { ms: performance.now() - loadedAt, done: true });
        };
        setTimeout(reference, 0);
      });
    },
    { mark: DEFERRED_LAYOUT_ATTRIBUTE, laidOut: LAID_OUT_ATTRIBUTE },
  );
}

/**
 * Waits until the head script has laid out every section, and holds it to its rule: a batch of
 * sections per task, each task queued at once after the last (no timer of its own), so the plain
 * timer chain beside it ran about as many tasks. Time in ms is only noted: a busy machine stretches it.
 */
async function untilLaidOut(page: Page, label: string): Promise<DeferredLayout> {
  await page.waitForFunction(() => (window as unknown as { deferredLayout?: { done: boolean } }).deferredLayout?.done === true, null, { timeout: 20_000 });
  const layout = await page.evaluate(() => (window as unknown as { deferredLayout: DeferredLayout }).deferredLayout);
  test.info().annotations.push({
    type: 'laid out after load',
    description: `${label}: ${layout.sections} sections in ${layout.tasks} tasks, ${Math.round(layout.ms)} ms`,
  });
  expect(layout.sections, `${label}: sections laid out after load`).toBe(await page.locator(`[${DEFERRABLE_ATTRIBUTE}]`).count());
  expect(layout.tasks, `${label}: tasks, at least one section each`).toBeLessThanOrEqual(Math.max(1, layout.sections));
  expect(layout.referenceTasks, `${label}: tasks of a plain zero-delay timer chain run meanwhile (the script took ${layout.tasks})`).toBeLessThanOrEqual(
    2 * layout.tasks + 2,
  );
  return layout;
}

test.describe('sections below the first screen', () => {
  // A section is skipped while its content is not drawn: checkVisibility() tells.
  const skipped = (deferrable: string) =>
    [...document.querySelectorAll(`[${deferrable}]`)].filter((section) => !section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })).length;

  test('are skipped until the page has loaded, then laid out, even when the site’s scripts never arrive', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 760 });
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.addInitScript(
      `document.addEventListener('DOMContentLoaded', () => { window.skippedAtParse = (${skipped.toString()})(${JSON.stringify(DEFERRABLE_ATTRIBUTE)}); })`,
    );
    await watchDeferredLayout(page);
    await page.goto('/ru', { waitUntil: 'domcontentloaded' });
    const sections = await page.locator(`[${DEFERRABLE_ATTRIBUTE}]`).count();
    expect(sections).toBeGreaterThan(5);
    // Parsed but not yet loaded: only the first screen's sections are laid out.
    const skippedAtParse = await page.evaluate(() => (window as unknown as { skippedAtParse: number }).skippedAtParse);
    expect(skippedAtParse).toBeGreaterThanOrEqual(sections - 2);
    expect((await untilLaidOut(page, '/ru without its chunks')).sections).toBe(sections);
    expect(await page.locator(`[${DEFERRABLE_ATTRIBUTE}]:not([${LAID_OUT_ATTRIBUTE}])`).count()).toBe(0);
    expect(await page.evaluate(skipped, DEFERRABLE_ATTRIBUTE)).toBe(0);
    // Every section is as tall as its content, none the 720 px guess.
    const heights = await page.locator(`[${DEFERRABLE_ATTRIBUTE}]`).evaluateAll((all) => all.map((section) => section.getBoundingClientRect().height));
    expect(heights.filter((height) => Math.round(height) === 720)).toEqual([]);
  });

  test('a link to one of them lays the page out whole from the start: it lands on the section, which stays in place while the page loads', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 760 });
    // Whether the FAQ's top is on screen just under the header, in each frame the browser draws
    // from the first paint on: two intersection observers, one on the band at the top of the
    // screen (the FAQ must reach into it) and one on everything above the screen (it must not).
    // They report changes as the browser draws, and read no layout themselves: script reading
    // the position between the page's tasks changed where the browser kept the anchor.
    await page.addInitScript(
      ({ band, mark }) => {
        const seen: { band: 'top' | 'above'; inside: boolean; top: number }[] = [];
        const watched = { seen, markedAtParse: false };
        (window as unknown as { faqWatch: typeof watched }).faqWatch = watched;
        document.addEventListener('DOMContentLoaded', () => {
          watched.markedAtParse = document.documentElement.hasAttribute(mark);
          const faq = document.getElementById('faq')!;
          const watch = (which: 'top' | 'above', rootMargin: string) =>
            new IntersectionObserver(
              (entries) => {
                for (const entry of entries) seen.push({ band: which, inside: entry.isIntersecting, top: Math.round(entry.boundingClientRect.top) });
              },
              { rootMargin },
            ).observe(faq);
          watch('top', `0px 0px ${band - innerHeight}px 0px`);
          watch('above', `100000px 0px ${-innerHeight}px 0px`);
        });
      },
      { band: 120, mark: DEFERRED_LAYOUT_ATTRIBUTE },
    );
    await page.goto('/ru#faq');
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    await twoIdleMoments(page);
    const { seen, markedAtParse } = await page.evaluate(
      () => (window as unknown as { faqWatch: { seen: { band: string; inside: boolean; top: number }[]; markedAtParse: boolean } }).faqWatch,
    );
    expect(markedAtParse, 'sections deferred on a page opened at an anchor').toBe(false);
    // Once in the band, the FAQ never left it nor went above the screen.
    const inBand = seen.filter((report) => report.band === 'top');
    expect(inBand.at(-1)?.inside, 'the FAQ at the top of the screen').toBe(true);
    expect(
      inBand.slice(inBand.findIndex((report) => report.inside)).filter((report) => !report.inside),
      'frames with the FAQ out of place',
    ).toEqual([]);
    expect(
      seen.filter((report) => report.band === 'above' && report.inside),
      'frames with the FAQ above the screen',
    ).toEqual([]);
    const landed = await page.evaluate(() => Math.round(document.getElementById('faq')!.getBoundingClientRect().top));
    // Below the sticky header, at the top of the screen.
    expect(landed).toBeGreaterThan(0);
    expect(landed).toBeLessThan(120);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(5_000);
  });

  test('without JavaScript, are laid out from the start', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 760 } });
    const page = await context.newPage();
    await page.goto('/ru');
    expect(await page.evaluate((mark) => document.documentElement.hasAttribute(mark), DEFERRED_LAYOUT_ATTRIBUTE)).toBe(false);
    expect(await page.evaluate(skipped, DEFERRABLE_ATTRIBUTE)).toBe(0);
    await context.close();
  });
});

test('on a slow network the chunks are preloaded at once, at low priority, and a tap during hydration is answered', async ({ page }) => {
  // A phone's slow network (150 ms round trip, 1.6 Mbit/s): the page's head comes late,
  // so the first-paint loader preloads the chunks at once instead of fetching them after the paint.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 });
  await page.goto('/ru', { waitUntil: 'commit' });
  const button = page.locator('main a[data-request-button]').first();
  await button.waitFor();
  // The loader has run (it stands in the head): the chunks are being preloaded, at low priority.
  const preloads = await loaderPreloads(page);
  expect(preloads.length).toBeGreaterThan(0);
  expect(new Set(preloads)).toEqual(new Set(['low']));
  // Tapped as soon as it shows: the dialog opens, or (before hydration) the request page does.
  await button.tap();
  await expect
    .poll(async () => (await page.locator('dialog[open] form').count()) > 0 || /\/request_to_(expert|service)|\/request$/.test(page.url()), { timeout: 20_000 })
    .toBe(true);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
});

// Started in the tap's own handler, the dialog's code (arriving at once from a near server) ran
// before the next frame, so nothing showed the tap until the dialog came (perf:inp).
test('a tap on a request button is painted, the button busy, before the dialog starts to load', async ({ page }) => {
  await page.goto('/experts');
  const button = page.locator('main a[data-request-button]').first();
  // No pointer has moved and nothing has focus: the dialog's code is not fetched yet.
  const seen = await button.evaluate(
    (element) =>
      new Promise<{ frame: number; firstFetch: number; busy: string | null; opacity: string }>((resolve) => {
        const clickedAt = performance.now();
        const frame = { at: 0, busy: null as string | null, opacity: '' };
        requestAnimationFrame(() => {
          frame.at = performance.now();
          frame.busy = element.getAttribute('aria-busy');
          frame.opacity = getComputedStyle(element).opacity;
        });
        (element as HTMLElement).click();
        const untilFetched = () => {
          const fetched = performance.getEntriesByType('resource').filter((entry) => entry.startTime >= clickedAt);
          if (frame.at && fetched.length > 0)
            resolve({ frame: frame.at, firstFetch: Math.min(...fetched.map((entry) => entry.startTime)), busy: frame.busy, opacity: frame.opacity });
          else setTimeout(untilFetched, 20);
        };
        untilFetched();
      }),
  );
  expect(seen.busy).toBe('true');
  expect(Number(seen.opacity)).toBeLessThan(1);
  expect(seen.firstFetch).toBeGreaterThan(seen.frame);
  await expect(page.locator('dialog[open] form')).toBeVisible();
  await expect(button).not.toHaveAttribute('aria-busy');
});

test("hydration builds no Intl formatter (a long task on a phone): the catalogues, the converter and the help centre show the server's words until they change", async ({
  page,
}) => {
  // Counts every Intl object the page builds; use-intl and lib/money build theirs through these globals.
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
    for (const name of ['NumberFormat', 'PluralRules', 'DateTimeFormat'] as const) {
      Object.assign(Intl, {
        [name]: new Proxy(Intl[name], {
          construct(target, args) {
            built.push(name);
            return Reflect.construct(target, args);
          },
        }),
      });
    }
  });
  const built = () => page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt.length);
  for (const prefix of ['', '/ge', '/kz', '/ru']) {
    for (const path of ['/', '/experts', '/services', '/help_center']) {
      await page.goto(prefix + path);
      expect(await built(), `${prefix}${path}: Intl objects built while it hydrated`).toBe(0);
    }
  }
  // What changes is worded on the client: the help centre's summary, the converter's answer, the catalogue's count.
  const summary = page.getByRole('main').getByRole('status');
  const everyQuestion = await summary.textContent();
  await page.getByRole('main').getByRole('group').getByRole('button').nth(1).click();
  await expect(summary).not.toHaveText(everyQuestion ?? '');
  await expect(summary).toHaveText(/^\d+ вопрос/);
  await page.goto('/ru/services');
  await page.getByTestId('converter-result').scrollIntoViewIfNeeded();
  await page.locator('#converter input').fill('250');
  await expect(page.getByTestId('converter-result')).toHaveText(/126\s?250/);
  expect(await built()).toBeGreaterThan(0);
  await page.goto('/ru/experts');
  await page.locator('main input[type="search"]').fill('zzzz');
  await expect(page.getByTestId('catalog-count')).toContainText('0 экспертов');
});

test.describe('every page on a phone', () => {
  for (const url of ALL_URLS.filter((u) => u.prefix !== '')) {
    const widths = url.prefix === 'en' ? [320, 390, 768] : [320, 390];
    test(`${url.path} at ${widths.join(', ')} px: renders in ${url.lang} without errors; no horizontal overflow; its height before scrolling is its real height, without layout shift`, async ({
      page,
    }) => {
      // A long page (the home pages) loaded and scrolled through at two or three widths took
      // 30 s on a loaded machine.
      test.setTimeout(60_000);
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await watchDeferredLayout(page);
      const errors = watchErrors(page);
      const requests = watchRequests(page);
      for (const [index, width] of widths.entries()) await checkHeightAndOverflow(page, url, width, index === 0 ? { errors, requests } : undefined);
      expect(errors, 'errors at any width').toEqual([]);
    });
  }
});
