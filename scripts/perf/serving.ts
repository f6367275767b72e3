/**
 * `npm run perf:serving` (after a build): requests per second and p99 latency of the static
 * profile (`npm run start:nginx`): a prefixed page, an unprefixed page and a request the language
 * cookie redirects, each through nginx and through the `next start` behind it, and as the
 * reference, the same bytes as a plain precompressed file from the same nginx configuration, all
 * in one run. Writes perf/results/serving.json.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { ServingCase, ServingMeasurement, ServingResult } from './rules/summary';
import { freePort } from '../../tests/integration/server';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// The references: each case's own answer as a file with its precompressed copies, in a folder
// nginx serves files from (/_next/static/), so the same configuration sends them.
const STATIC = join('out', '_next', 'static');
const SUFFIXES = ['', '.gz', '.br'];
const references: string[] = [];
function referenceOf(name: string, source: string | Buffer): string {
  const file = join(STATIC, `perf-reference-${name}.html`);
  for (const suffix of typeof source === 'string' ? SUFFIXES : ['']) {
    if (typeof source !== 'string') writeFileSync(file, source);
    else if (existsSync(`${source}${suffix}`)) copyFileSync(`${source}${suffix}`, `${file}${suffix}`);
  }
  references.push(file);
  return `/_next/static/perf-reference-${name}.html`;
}
if (!existsSync(join('out', 'ru', 'experts.html'))) throw new Error('perf:serving: out/ is missing: run `npm run build` first.');

const port = await freePort();
const nodePort = await freePort();
const profile = spawn(process.execPath, ['--import', 'tsx', join('scripts', 'start-nginx.ts')], {
  env: { ...process.env, PORT: String(port), NGINX_NODE_PORT: String(nodePort), SUBMISSIONS_RATE_LIMIT: '0' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopped = new Promise((resolve) => profile.once('exit', resolve));

async function until(url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (profile.exitCode !== null) throw new Error('perf:serving: start:nginx stopped');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not yet listening.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`perf:serving: ${url} did not answer within a minute`);
}

async function measure(origin: string, path: string, status: number, headers: Record<string, string> = {}): Promise<ServingMeasurement> {
  const options = { url: `${origin}${path}`, headers: { 'accept-encoding': 'gzip', ...headers } };
  await autocannon({ ...options, connections: 5, duration: 2 });
  const result = await autocannon({ ...options, connections, duration });
  const answered = result.statusCodeStats as unknown as Record<string, { count: number }>;
  const total = Object.values(answered).reduce((sum, entry) => sum + entry.count, 0);
  return {
    path,
    status,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    unexpected: total - (answered[String(status)]?.count ?? 0),
    errors: result.errors,
  };
}

try {
  const nginx = `http://localhost:${port}`;
  const next = `http://localhost:${nodePort}`;
  await until(`${nginx}/en`);
  // The redirect's reference holds the bytes of nginx's own 302 body.
  const redirectBody = Buffer.from(await (await fetch(`${nginx}/experts`, { headers: { cookie: 'NEXT_LOCALE=ru' }, redirect: 'manual' })).arrayBuffer());
  const cases: ServingCase[] = [];
  for (const [name, path, status, headers, source] of [
    ['prefixed', '/ru/experts', 200, {}, join('out', 'ru', 'experts.html')],
    ['unprefixed', '/experts', 200, {}, join('out', 'en', 'experts.html')],
    ['redirected', '/experts', 302, { cookie: 'NEXT_LOCALE=ru' }, redirectBody],
  ] as const) {
    const reference = await measure(nginx, referenceOf(name, source), 200);
    cases.push({ name, reference, nginx: await measure(nginx, path, status, headers), next: await measure(next, path, status, headers) });
  }
  const report: ServingResult = { date: new Date().toISOString(), connections, durationSeconds: duration, cases };
  mkdirSync(join('perf', 'results'), { recursive: true });
  writeFileSync(join('perf', 'results', 'serving.json'), JSON.stringify(report, null, 2));
  console.log(JSON.stringify(report, null, 2));
} finally {
  profile.kill('SIGTERM');
  await stopped;
  for (const file of references) for (const suffix of SUFFIXES) rmSync(`${file}${suffix}`, { force: true });
}
