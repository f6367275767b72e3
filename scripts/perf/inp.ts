/**
 * `npm run perf:inp` (after a build): how fast the page answers a tap or a key, as Interaction to
 * Next Paint, on a 390 px phone with the CPU slowed 4× (Chromium's throttling), after the page
 * has loaded and gone idle. Two interactions in the four languages:
 *   - opening the request dialog from an expert's card on /experts: scrolled to, read for a
 *     moment, then tapped (the tap, until the next paint);
 *   - typing a word into the header search, one key every 120 ms (each key is an interaction).
 * INP is the slowest interaction of the step (the Event Timing API, as the web-vitals library
 * reads it). Beside them, in the same run, the anchor app's one tap (scripts/perf/anchor.ts) in
 * each language. Writes perf/results/inp.json, prints a table, and fails over BUDGETS.inpMs.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { anchorRatio, BUDGETS, median, type InpResult } from './rules/summary';
import { startServer } from '../../tests/integration/server';
import { ANCHOR_DIR, anchorPathFor, startAnchor } from './anchor';

const PREFIXES = ['', '/ge', '/kz', '/ru'];
const CPU_SLOWDOWN = 4;
const RUNS = 3;

type Interaction = { name: string; duration: number; id: number };

async function interactions(page: Page): Promise<Interaction[]> {
  return page.evaluate(() => (window as unknown as { interactions: Interaction[] }).interactions.splice(0));
}

/** The slowest interaction, each interaction counted once at its longest event. */
function inp(events: Interaction[]): number {
  const byInteraction = new Map<number, number>();
  for (const event of events) byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  return Math.max(0, ...byInteraction.values());
}

const STEPS = {
  'open the request dialog': {
    path: '/experts',
    async run(page: Page) {
      // A reader on a phone: scrolls the card to the middle of the screen, reads it a moment,
      // then taps with a finger. (Not left at the screen's bottom edge: there this headless
      // Chromium presents a changed element only once the main thread is free, on a page with no
      // code of the site's as on this one: docs/performance.md, "INP beside the anchor's tap".)
      const button = page.locator('main a[data-request-button]').first();
      await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(1500);
      await interactions(page);
      await button.tap();
      await page.locator('dialog[open] form').waitFor();
      await page.waitForTimeout(500);
    },
  },
  'type into the header search': {
    path: '/',
    async run(page: Page) {
      const menu = page.locator('header button[aria-expanded]');
      if (await menu.isVisible()) await menu.click();
      const search = page.locator('header input[role="combobox"]');
      await search.click();
      await page.waitForTimeout(300);
      await interactions(page);
      await search.pressSequentially('design', { delay: 120 });
      await page.waitForTimeout(500);
    },
  },
} as const;

const server = await startServer({});
// The anchor app, when built (npm run perf:anchor): its tap is measured beside the site's.
const anchor = existsSync(join(ANCHOR_DIR, '.next', 'BUILD_ID')) ? await startAnchor() : null;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
/** One load of `url` at phone size, idle, then `run` with the CPU slowed: the INP of what `run` did. */
async function measureOnce(url: string, run: (page: Page) => Promise<void>): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: Interaction[] = [];
    (window as unknown as { interactions: Interaction[] }).interactions = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.interactionId) seen.push({ name: entry.name, duration: entry.duration, id: entry.interactionId });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await interactions(page);
  await run(page);
  // Event Timing entries arrive after the frame that follows the interaction.
  await page.waitForTimeout(200);
  const value = inp(await interactions(page));
  await context.close();
  return value;
}

const middle = (values: number[]) => Math.round(median(values));

/** The anchor's one interaction: a tap on its button, which shows or hides its links. */
async function tapAnchorButton(page: Page) {
  await page.locator('nav button').tap();
  await page.waitForTimeout(500);
}

const rows: InpResult['rows'] = [];
try {
  // `npm run perf:inp -- dialog` measures only the steps whose name has that word.
  const only = process.argv[2];
  for (const [step, { path, run }] of Object.entries(STEPS).filter(([name]) => !only || name.includes(only))) {
    for (const prefix of PREFIXES) {
      const url = path === '/' ? prefix || '/' : `${prefix}${path}`;
      // Each run of the site's step is followed by a run of the anchor's tap in the same language.
      const site: number[] = [];
      const bare: number[] = [];
      for (let attempt = 0; attempt < RUNS; attempt++) {
        site.push(await measureOnce(`${server.url}${url}`, run));
        if (anchor) bare.push(await measureOnce(`${anchor.url}${anchorPathFor(url)}`, tapAnchorButton));
      }
      rows.push({ step, url, inpMs: middle(site), runsMs: site.map(Math.round), ...(anchor ? { anchorInpMs: middle(bare) } : {}) });
      const row = rows.at(-1)!;
      console.log(
        `${step}, ${url}: INP ${row.inpMs} ms (runs ${row.runsMs.join(', ')})` +
          (row.anchorInpMs === undefined ? '' : `; the anchor's tap ${row.anchorInpMs} ms, ratio ${anchorRatio(row.inpMs, row.anchorInpMs).toFixed(2)}`),
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
  anchor?.stop();
}

const result: InpResult = { date: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, budgetMs: BUDGETS.inpMs, rows };
mkdirSync(join('perf', 'results'), { recursive: true });
writeFileSync(join('perf', 'results', 'inp.json'), JSON.stringify(result, null, 2));
console.log(
  [
    '',
    `| interaction (390 px, CPU ${CPU_SLOWDOWN}× slower) | page | INP, median of ${RUNS} | the anchor's tap | ratio |`,
    '| --- | --- | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.step} | ${row.url} | ${row.inpMs} ms | ${row.anchorInpMs ?? '—'} ms | ${row.anchorInpMs ? (row.inpMs / row.anchorInpMs).toFixed(2) : '—'} |`,
    ),
  ].join('\n'),
);
const slow = rows.filter((row) => row.inpMs > BUDGETS.inpMs);
if (slow.length > 0) {
  console.error(`INP over ${BUDGETS.inpMs} ms: ${slow.map((row) => `${row.step} ${row.url} ${row.inpMs} ms`).join(', ')}`);
  process.exitCode = 1;
}
