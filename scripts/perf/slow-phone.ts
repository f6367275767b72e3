/**
 * `npm run perf:phone` (after a build, and `npm run perf:anchor`): the site as a phone on a slow
 * network gets it, beside the anchor app (scripts/perf/anchor.ts) in the same minutes. Chromium
 * at 390 px with the network throttled (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and
 * the CPU slowed 4×; each page loaded five times, each load followed by a load of the anchor's
 * page in the same language. For each: first contentful paint, largest contentful paint, and the
 * time from a tap made as soon as the thing to tap is on screen (during hydration, as an impatient
 * visitor does) until it is answered: on the site, the first request button (the dialog opens or
 * the request page shows); on the anchor, its first link (the next page shows). A tap that is
 * never answered within 20 s counts as lost and fails the run.
 *
 *   --runs=N    loads per page (default 5); --page=/x  only that page, in the four languages.
 *   --loader-ab the first-paint loader's A/B (scripts/static-tree/first-paint.ts): each run also loads the
 *               page as Next wrote it, its own script tags put back; both through the same proxy.
 *
 * Writes perf/results/phone.json and prints each page's medians with their ratios to the anchor's.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { anchorPathFor, startAnchor } from './anchor';
import { anchorRatio, median } from './rules/summary';
import { startHtmlProxy } from './html-proxy';
import { withNextScriptTags } from '../static-tree/first-paint';
import { startServer } from '../../tests/integration/server';

const PREFIXES = ['', '/ge', '/kz', '/ru'];
const chosenPages = process.argv.filter((arg) => arg.startsWith('--page=')).map((arg) => arg.slice('--page='.length));
const PAGES = chosenPages.length > 0 ? chosenPages : ['/', '/experts'];
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };
const CPU_SLOWDOWN = 4;
const TAP_TIMEOUT_MS = 20_000;
const LOADER_AB = process.argv.includes('--loader-ab');

type Load = { fcpMs: number; lcpMs: number; tapMs: number | null };
type Figures = { fcpMs: number; lcpMs: number; tapMs: number | null };
type Ratios = { fcp: number; lcp: number; tap: number | null };
/** `nextTags`: with --loader-ab, the same page with Next's own script tags, beside the anchor too. */
type Row = { url: string; site: Figures; anchor: Figures; ratios: Ratios; lostTaps: number; nextTags?: { site: Figures; ratios: Ratios; lostTaps: number } };

/** One load on the slow phone: paints, then a tap on `target` the moment it shows, until `answered`. */
async function load(browser: Browser, url: string, target: (page: Page) => Locator, answered: (page: Page) => Promise<unknown>): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // The paints are reported as they happen, by document: a tap on a request link may open the
  // request page before they could be read from the first one (its context is then gone).
  const paintsByDocument = new Map<number, { fcp: number; lcp: number }>();
  await page.exposeFunction('reportPaint', (timeOrigin: number, kind: 'fcp' | 'lcp', time: number) => {
    const paints = paintsByDocument.get(timeOrigin) ?? { fcp: 0, lcp: 0 };
    paints[kind] = time;
    paintsByDocument.set(timeOrigin, paints);
  });
  // A string, not a function: tsx would wrap a named function in a helper the page lacks.
  await page.addInitScript(`
    const report = (kind, time) => window.reportPaint(performance.timeOrigin, kind, time);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) report('lcp', entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') report('fcp', entry.startTime);
    }).observe({ type: 'paint', buffered: true });
  `);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const button = target(page);
    await button.waitFor({ state: 'visible', timeout: 60_000 });
    const tapped = Date.now();
    await button.tap({ noWaitAfter: true });
    const tapMs = await answered(page).then(
      () => Date.now() - tapped,
      () => null,
    );
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    // The first document's paints: the page loaded, not a request page the tap opened.
    const paints = paintsByDocument.get(Math.min(...paintsByDocument.keys())) ?? { fcp: 0, lcp: 0 };
    return { fcpMs: Math.round(paints.fcp), lcpMs: Math.round(paints.lcp), tapMs };
  } finally {
    await context.close();
  }
}

const medianOf = (loads: Load[], key: 'fcpMs' | 'lcpMs') => median(loads.map((each) => each[key]));
const medianTap = (loads: Load[]) => {
  const answered = loads.map((each) => each.tapMs).filter((value): value is number => value !== null);
  return answered.length > 0 ? median(answered) : null;
};
const ratio = (site: number | null, anchor: number | null) => (site === null || anchor === null ? null : Number(anchorRatio(site, anchor).toFixed(2)));

const server = await startServer({});
const anchor = await startAnchor();
// For the A/B both variants go through a proxy, so that it costs both the same.
const proxies = LOADER_AB ? await Promise.all([startHtmlProxy(server.url, (html) => html), startHtmlProxy(server.url, withNextScriptTags)]) : null;
const siteUrl = proxies ? proxies[0].url : server.url;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const rows: Row[] = [];
try {
  for (const pagePath of PAGES) {
    for (const prefix of PREFIXES) {
      const path = pagePath === '/' ? prefix || '/' : `${prefix}${pagePath}`;
      const site: Load[] = [];
      const nextTags: Load[] = [];
      const bare: Load[] = [];
      const loadSite = (base: string) =>
        load(
          browser,
          `${base}${path}`,
          (page) => page.locator('main a[data-request-button]').first(),
          (page) =>
            Promise.race([
              page.locator('dialog[open] form').waitFor({ timeout: TAP_TIMEOUT_MS }),
              page.waitForURL(/\/request_to_(expert|service)|\/request$/, { timeout: TAP_TIMEOUT_MS }).then(() => page.locator('main h1').waitFor()),
            ]),
        );
      for (let run = 0; run < RUNS; run++) {
        site.push(await loadSite(siteUrl));
        if (proxies) nextTags.push(await loadSite(proxies[1].url));
        bare.push(
          await load(
            browser,
            `${anchor.url}${anchorPathFor(path)}`,
            (page) => page.locator('nav a').first(),
            (page) => page.waitForURL((url) => url.pathname !== anchorPathFor(path), { timeout: TAP_TIMEOUT_MS }).then(() => page.locator('h1').waitFor()),
          ),
        );
      }
      const figures = (loads: Load[]): Figures => ({ fcpMs: medianOf(loads, 'fcpMs'), lcpMs: medianOf(loads, 'lcpMs'), tapMs: medianTap(loads) });
      const bareFigures = figures(bare);
      const ratios = (of: Figures): Ratios => ({
        fcp: ratio(of.fcpMs, bareFigures.fcpMs)!,
        lcp: ratio(of.lcpMs, bareFigures.lcpMs)!,
        tap: ratio(of.tapMs, bareFigures.tapMs),
      });
      const lostTaps = (loads: Load[]) => loads.filter((each) => each.tapMs === null).length;
      const siteFigures = figures(site);
      const row: Row = {
        url: path,
        site: siteFigures,
        anchor: bareFigures,
        ratios: ratios(siteFigures),
        lostTaps: lostTaps(site),
        ...(proxies ? { nextTags: { site: figures(nextTags), ratios: ratios(figures(nextTags)), lostTaps: lostTaps(nextTags) } } : {}),
      };
      rows.push(row);
      const line = (label: string, of: Figures, by: Ratios, lost: number) =>
        `${label.padEnd(12)} FCP ${of.fcpMs} ms (anchor ${row.anchor.fcpMs}, ${by.fcp}×)  LCP ${of.lcpMs} ms (anchor ${row.anchor.lcpMs}, ${by.lcp}×)  tap answered ${of.tapMs ?? 'never'} ms (anchor ${row.anchor.tapMs ?? 'never'}, ${by.tap ?? '–'}×)${lost ? `  LOST ${lost} of ${RUNS}` : ''}`;
      console.log(line(path, row.site, row.ratios, row.lostTaps));
      if (row.nextTags) console.log(line('  Next tags', row.nextTags.site, row.nextTags.ratios, row.nextTags.lostTaps));
    }
  }
} finally {
  await browser.close();
  await server.stop();
  anchor.stop();
  for (const proxy of proxies ?? []) proxy.stop();
}

mkdirSync(join('perf', 'results'), { recursive: true });
writeFileSync(
  join('perf', 'results', 'phone.json'),
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, rows }, null, 2),
);
const lost = rows.filter((row) => row.lostTaps > 0);
if (lost.length > 0) {
  console.error(`A tap was never answered: ${lost.map((row) => `${row.url} (${row.lostTaps} of ${RUNS})`).join(', ')}`);
  process.exitCode = 1;
}
