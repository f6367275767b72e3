/**
 * `npm run perf:catalog`: the site with a catalogue of thousands, measured beside today's in the
 * same run. Generates 3,000 experts and 900 services (PERF_CATALOG_EXPERTS, PERF_CATALOG_SERVICES),
 * then:
 * - builds the site from content/ and from the generated catalogue in turn (`npm run build`, from
 *   a clean .next), each with its wall time and the peak memory of its processes, and their ratio;
 * - with the generated build under `next start`: the HTML bytes and elements of every kind of page
 *   (the prerendered lists, a far page of results, an expert's and a service's own page, the
 *   request pages), the search endpoint's p99 at 100 concurrent clients over 400 different queries
 *   beside a static file's under the same load, and on a 390 px phone with the CPU slowed 4×: how
 *   long until the catalogue's search box can be used, and until results follow the last keystroke.
 * Writes perf/results/catalog.json and prints a Markdown table. It leaves the generated build in
 * .next and out/: run it last, and build again before other measurements.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { freePort, startServer } from '../../tests/integration/server';
import { countElements } from './rules/page-weight';

const EXPERTS = Number(process.env.PERF_CATALOG_EXPERTS ?? 3000);
const SERVICES = Number(process.env.PERF_CATALOG_SERVICES ?? 900);
const DIR = join('content-generated', 'perf');
const BUILD_ENV = { OLD_SITE_URL: 'https://previous.example.org', SITE_URL: 'http://localhost:3210' };

type Build = { content: string; seconds: number; peakMemoryMb: number; ok: boolean };

/** The resident memory of a process and all its descendants, in kB (from /proc). */
function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function build(content: string): Promise<Build> {
  rmSync('.next', { recursive: true, force: true });
  const started = performance.now();
  const child = spawn('npm', ['run', '-s', 'build'], { env: { ...process.env, ...BUILD_ENV, CONTENT_DIR: content }, stdio: ['ignore', 'ignore', 'inherit'] });
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 250);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  return { content, seconds: Math.round((performance.now() - started) / 100) / 10, peakMemoryMb: Math.round(peak / 1024), ok: code === 0 };
}

type Experts = { experts: { id: string; name: Record<string, string> }[] };
const generated = <T>(name: string): T => JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as T;

async function pageSizes(origin: string, paths: string[]) {
  const rows: { path: string; status: number; htmlBytes: number; elements: number }[] = [];
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`);
    const html = await response.text();
    rows.push({ path, status: response.status, htmlBytes: Buffer.byteLength(html), elements: countElements(html) });
  }
  return rows;
}

async function load(origin: string, paths: string[]) {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  const options = { url: origin, connections: 100, duration: 10, requests, headers: { 'accept-encoding': 'gzip' } };
  await autocannon({ ...options, duration: 3 });
  const result = await autocannon(options);
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

/** On a phone, CPU 4× slower: until the search box takes input, and from the last keystroke to the results. */
async function phone(origin: string, query: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  const runs: { usableMs: number; resultsMs: number }[] = [];
  try {
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const started = Date.now();
      await page.goto(`${origin}/ru/experts`, { waitUntil: 'commit' });
      const box = page.locator('main input[type="search"]');
      await box.waitFor();
      await page.waitForFunction(() => !document.querySelector('main fieldset')?.hasAttribute('disabled'), undefined, { polling: 20, timeout: 30_000 });
      const usableMs = Date.now() - started;
      await box.pressSequentially(query, { delay: 80 });
      const typed = Date.now();
      await page.waitForFunction(
        (wanted) =>
          document.querySelector('main article')?.textContent?.includes(wanted) &&
          !document.querySelector('[data-testid="catalog-count"]')?.hasAttribute('aria-busy'),
        query,
        { polling: 10, timeout: 30_000 },
      );
      runs.push({ usableMs, resultsMs: Date.now() - typed });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { runs, usableMs: median(runs.map((run) => run.usableMs)), resultsMs: median(runs.map((run) => run.resultsMs)) };
}

const step = spawnSync(
  'npm',
  ['run', '-s', 'content:generate', '--', '--experts', String(EXPERTS), '--services', String(SERVICES), '--seed', '1', '--out', DIR],
  { stdio: 'inherit' },
);
if (step.status !== 0) throw new Error('perf:catalog: the generator failed');

const today = await build('content');
const large = await build(DIR);
if (!today.ok || !large.ok) throw new Error('perf:catalog: a build failed');

const experts = generated<Experts>('experts').experts;
const services = generated<{ services: { id: string }[] }>('services').services;
const server = await startServer({ SITE_URL: 'http://localhost:3210' }, { port: await freePort() });
try {
  const far = experts[EXPERTS - 10]!;
  const sizes = await pageSizes(server.url, [
    '/ru',
    '/ru/experts',
    '/ru/services',
    '/ru/experts?page=100',
    `/ru/experts?q=${encodeURIComponent(far.name.ru!)}`,
    `/ru/experts/${far.id}`,
    `/ru/services/${services[SERVICES - 5]!.id}`,
    '/ru/request_to_expert',
    `/ru/request_to_expert?expert=${far.id}`,
    '/ru/full_card_service',
  ]);
  const queries = experts.slice(0, 400).map((expert, index) => {
    const params = new URLSearchParams({ lang: ['en', 'ka', 'kk', 'ru'][index % 4]!, type: index % 3 === 0 ? 'service' : 'expert' });
    if (index % 2 === 0) params.set('q', expert.name.en!.split(' ')[index % 4 === 0 ? 0 : 1]!);
    else params.set('page', String(1 + (index % 40)));
    return `/api/catalog?${params}`;
  });
  const search = await load(server.url, queries);
  const anchor = await load(server.url, ['/icon.svg']);
  const onPhone = await phone(server.url, far.name.ru!.split(' ')[1]!);
  const report = {
    date: new Date().toISOString(),
    experts: EXPERTS,
    services: SERVICES,
    builds: { today, large, timeRatio: Math.round((large.seconds / today.seconds) * 100) / 100 },
    pages: sizes,
    search: {
      ...search,
      anchor,
      p99Ratio: Math.round((search.p99Ms / Math.max(1, anchor.p99Ms)) * 100) / 100,
      connections: 100,
      distinctQueries: queries.length,
    },
    phone: { cpuSlowdown: 4, ...onPhone },
  };
  mkdirSync(join('perf', 'results'), { recursive: true });
  writeFileSync(join('perf', 'results', 'catalog.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n| ${EXPERTS} × ${SERVICES} | figure | beside |\n| --- | --- | --- |`);
  console.log(
    `| build | ${large.seconds} s, peak ${large.peakMemoryMb} MB | 14 × 18: ${today.seconds} s, peak ${today.peakMemoryMb} MB (${report.builds.timeRatio}×) |`,
  );
  for (const row of sizes)
    console.log(`| \`${row.path.slice(0, 60)}\` | ${(row.htmlBytes / 1000).toFixed(0)} KB, ${row.elements} elements (${row.status}) | budget 200 KB, 800 |`);
  console.log(
    `| search endpoint, 100 clients, ${queries.length} queries | p99 ${search.p99Ms} ms, ${search.requestsPerSecond} req/s | a static file: p99 ${anchor.p99Ms} ms, ${anchor.requestsPerSecond} req/s |`,
  );
  console.log(
    `| phone, CPU 4× slower | search box usable ${onPhone.usableMs} ms after navigation; results ${onPhone.resultsMs} ms after the last keystroke | budgets 3,000 and 500 ms |`,
  );
} finally {
  await server.stop();
}
