/**
 * `npm run perf:lighthouse` (after a build): Lighthouse 13 on the production server with
 * CHROME_PATH, else the system Chromium, else Playwright's.
 *
 *   --ci       the checks CI holds: the home page in the four languages, mobile preset, one run;
 *              fails unless accessibility, best practices and SEO are 100, there is no layout
 *              shift, no console error and no failed request (none of these depends on the
 *              machine's load).
 *   (default)  home, experts, services, offices, contact_us, documentation, for_investors in the
 *              four languages, mobile and desktop, each run interleaved with a run of the anchor
 *              app's page in the same language (scripts/perf/anchor.ts, built by
 *              `npm run perf:anchor`): performance, LCP and TBT as the median of five runs, beside
 *              the anchor's and as ratios to it, with Lighthouse's benchmark index of the runs;
 *              fails on the same checks, warns where a ratio misses its budget (BUDGETS.anchor);
 *              writes perf/results/lighthouse.json, which `npm run perf:summary` tabulates.
 *
 *   --mobile   only the mobile preset (the budgets are the mobile ones);
 *   --page=/x  only that page, in the four languages (repeatable), for a quick look.
 *
 * There is no network beyond this machine, so map tiles and any analytics are unreachable: the
 * console and failed-request checks show the pages do not depend on them.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { anchorPathFor, startAnchor } from './anchor';
import { anchorBudgetMisses, anchorRatio, median, type AnchorFigures, type LighthouseResult, type LighthouseRow as Row } from './rules/summary';
import { failedRequests, type NetworkRequest } from './rules/failed-requests';
import { startServer } from '../../tests/integration/server';

const ci = process.argv.includes('--ci');
const PREFIXES = ['', '/ge', '/kz', '/ru'];
const chosenPages = process.argv.filter((arg) => arg.startsWith('--page=')).map((arg) => arg.slice('--page='.length));
const PAGES = ci ? ['/'] : chosenPages.length > 0 ? chosenPages : ['/', '/experts', '/services', '/offices', '/contact_us', '/documentation', '/for_investors'];
const PRESETS = ci || process.argv.includes('--mobile') ? (['mobile'] as const) : (['mobile', 'desktop'] as const);
const RUNS = ci ? 1 : Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 5);

/**
 * A first visit: Lighthouse clears the HTTP cache but, by default, keeps local storage, IndexedDB
 * and cookies, so a run after the first would find what the page wrote on the one before (the
 * fonts' flag, lib/fonts/first-visit.ts) with none of the cached files it stands for. And the
 * anchor's next-intl proxy remembers the last language in a cookie (shared by every port of
 * localhost): its `/` then answered with a redirect to the language measured just before, and
 * the anchor's English figures were a redirect and another page's.
 */
const COLD_LOAD: NonNullable<Flags['clearStorageTypes']> = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
  'cookies',
];

function networkRequests(details: unknown): NetworkRequest[] {
  return (details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
}

/** When the load event fired, in ms from the start (Lighthouse's observed metrics). */
function loadEventMs(details: unknown): number | undefined {
  return (details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0]?.observedLoad;
}

/**
 * The page's HTML document's bytes on the wire (headers and compressed body): the request of the
 * URL Lighthouse ended on, not a redirect before it.
 */
function documentBytes(requests: NetworkRequest[], mainDocumentUrl: string | undefined): number | undefined {
  return requests.find((request) => request.resourceType === 'Document' && request.url === mainDocumentUrl)?.transferSize;
}

const server = await startServer({});
// The yardstick, measured in the same minutes as each page (not for --ci's checks, which hold no speed figure).
const anchor = ci ? null : await startAnchor();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : chromium.executablePath()),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
/** One Lighthouse run of a URL: its row of figures and checks, and the benchmark index of the machine at that moment. */
async function measure(url: string, preset: 'mobile' | 'desktop', path: string): Promise<{ row: Row; benchmarkIndex: number }> {
  const audit = () =>
    lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        clearStorageTypes: COLD_LOAD,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
  let lhr = (await audit())!.lhr;
  // On this busy machine Lighthouse itself now and then fails a run (its scores are then 0):
  // one more try, and a second failure counts, with Lighthouse's reason.
  if (lhr.runtimeError) {
    console.warn(`${preset} ${url}: Lighthouse failed (${lhr.runtimeError.code}), trying again`);
    lhr = (await audit())!.lhr;
    if (lhr.runtimeError) console.error(`${preset} ${url}: Lighthouse failed again: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = networkRequests(lhr.audits['network-requests']?.details);
  return {
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex ?? 0),
    row: {
      url: path,
      preset,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      documentBytes: documentBytes(requests, lhr.mainDocumentUrl),
      consoleErrors: (lhr.audits['errors-in-console']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
      failedRequests: failedRequests(requests, loadEventMs(lhr.audits.metrics?.details)),
    },
  };
}

/** The median of the runs that saw the figure; undefined when none did. */
function medianOfKnown(values: (number | undefined)[]): number | undefined {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length > 0 ? median(known) : undefined;
}

const rows: Row[] = [];
try {
  for (const page of PAGES) {
    for (const prefix of PREFIXES) {
      const path = page === '/' ? prefix || '/' : `${prefix}${page}`;
      for (const preset of PRESETS) {
        // A first request warms the server and its caches; Lighthouse measures what visitors get.
        await fetch(`${server.url}${path}`).then((response) => response.arrayBuffer());
        if (anchor) await fetch(`${anchor.url}${anchorPathFor(path)}`).then((response) => response.arrayBuffer());
        const runs: Row[] = [];
        const anchorRuns: AnchorFigures[] = [];
        const benchmarks: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const site = await measure(`${server.url}${path}`, preset, path);
          runs.push(site.row);
          benchmarks.push(site.benchmarkIndex);
          if (anchor) {
            const { row } = await measure(`${anchor.url}${anchorPathFor(path)}`, preset, anchorPathFor(path));
            anchorRuns.push({ performance: row.performance, lcpMs: row.lcpMs, tbtMs: row.tbtMs, cls: row.cls, documentBytes: row.documentBytes });
          }
        }
        const row: Row = {
          ...runs[0]!,
          performance: median(runs.map((r) => r.performance)),
          lcpMs: median(runs.map((r) => r.lcpMs)),
          tbtMs: median(runs.map((r) => r.tbtMs)),
          cls: Math.max(...runs.map((r) => r.cls)),
          documentBytes: medianOfKnown(runs.map((r) => r.documentBytes)),
          accessibility: Math.min(...runs.map((r) => r.accessibility)),
          bestPractices: Math.min(...runs.map((r) => r.bestPractices)),
          seo: Math.min(...runs.map((r) => r.seo)),
          consoleErrors: Math.max(...runs.map((r) => r.consoleErrors)),
          failedRequests: [...new Set(runs.flatMap((r) => r.failedRequests))],
          benchmarkIndex: median(benchmarks),
          ...(anchorRuns.length > 0
            ? {
                anchor: {
                  performance: median(anchorRuns.map((r) => r.performance)),
                  lcpMs: median(anchorRuns.map((r) => r.lcpMs)),
                  tbtMs: median(anchorRuns.map((r) => r.tbtMs)),
                  cls: Math.max(...anchorRuns.map((r) => r.cls)),
                  documentBytes: medianOfKnown(anchorRuns.map((r) => r.documentBytes)),
                },
              }
            : {}),
        };
        rows.push(row);
        console.log(
          `${row.preset.padEnd(7)} ${row.url.padEnd(22)} perf ${row.performance} errors ${row.consoleErrors} failed ${row.failedRequests.length} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms CLS ${row.cls} document ${row.documentBytes ?? '?'} B` +
            (row.anchor
              ? ` | anchor perf ${row.anchor.performance} LCP ${row.anchor.lcpMs} ms TBT ${row.anchor.tbtMs} ms document ${row.anchor.documentBytes ?? '?'} B | ratios perf ${(row.performance / row.anchor.performance).toFixed(2)} LCP ${(row.lcpMs / row.anchor.lcpMs).toFixed(2)} TBT ${anchorRatio(row.tbtMs, row.anchor.tbtMs).toFixed(2)} | benchmark ${row.benchmarkIndex}`
              : ''),
        );
      }
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
  anchor?.stop();
}

mkdirSync(join('perf', 'results'), { recursive: true });
const report: LighthouseResult = { date: new Date().toISOString(), runs: RUNS, rows };
writeFileSync(join('perf', 'results', ci ? 'lighthouse-ci.json' : 'lighthouse.json'), JSON.stringify(report, null, 2));

const failures = rows.filter(
  (r) => r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100 || r.cls > 0 || r.consoleErrors > 0 || r.failedRequests.length > 0,
);
if (failures.length > 0) {
  console.error(
    `Lighthouse below 100 in accessibility, best practices or SEO, with layout shift, console errors or failed requests: ${failures
      .map((r) => `${r.preset} ${r.url}${r.failedRequests.length ? ` (${r.failedRequests.join(', ')})` : ''}`)
      .join(', ')}`,
  );
  process.exitCode = 1;
}
// Speed is judged beside the anchor measured in the same minutes, never as an absolute score.
const misses = rows.filter((r) => r.preset === 'mobile').flatMap((r) => anchorBudgetMisses(r).map((miss) => `${r.url}: ${miss.words}`));
if (!ci && misses.length > 0) console.warn(`Beside the anchor app (median of ${RUNS}), over budget: ${misses.join('; ')}`);
