/**
 * `npm run perf:summary` (the last step of `npm run perf`): the figures of whichever of
 * perf/results/{build,js,serving,lighthouse,inp,phone}.json exist against their budgets, each beside the
 * anchor app's, with the date and the machine they ran on. Writes perf/results/summary.{json,md},
 * puts the table in docs/performance.md (between its perf-summary markers) and prints the Markdown.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  perfSummary,
  withSummaryBlock,
  type BuildResult,
  type InpResult,
  type JsResult,
  type LighthouseResult,
  type MachineInfo,
  type PhoneResult,
  type ServingResult,
} from './rules/summary';

const RESULTS = join('perf', 'results');

function readResult<T>(name: string): T | undefined {
  const path = join(RESULTS, name);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

/** The Chromium Lighthouse uses (CHROME_PATH, else the system one), if it answers `--version`. */
function chromiumVersion(): string | undefined {
  const result = spawnSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8', timeout: 10_000 });
  // Debian's answer ends in "built on Debian GNU/Linux 12 (bookworm)": the version is enough.
  const version = result.status === 0 ? result.stdout.trim().replace(/\s+built on .*$/, '') : '';
  return version || undefined;
}

const processors = cpus();
const chromium = chromiumVersion();
const machine: MachineInfo = {
  date: new Date().toISOString(),
  cpus: processors.length,
  cpuModel: processors[0]?.model.trim() ?? 'unknown CPU',
  memoryGiB: Number((totalmem() / 1024 ** 3).toFixed(1)),
  node: process.version,
  next: (JSON.parse(readFileSync(join('node_modules', 'next', 'package.json'), 'utf8')) as { version: string }).version,
  ...(chromium ? { chromium } : {}),
};

const { json, markdown, document } = perfSummary(
  {
    build: readResult<BuildResult>('build.json'),
    js: readResult<JsResult>('js.json'),
    serving: readResult<ServingResult>('serving.json'),
    lighthouse: readResult<LighthouseResult>('lighthouse.json'),
    inp: readResult<InpResult>('inp.json'),
    phone: readResult<PhoneResult>('phone.json'),
  },
  machine,
);
mkdirSync(RESULTS, { recursive: true });
writeFileSync(join(RESULTS, 'summary.json'), JSON.stringify(json, null, 2));
writeFileSync(join(RESULTS, 'summary.md'), markdown);
// The performance notebook shows the latest table: the block between its markers is replaced.
const NOTEBOOK = join('docs', 'performance.md');
writeFileSync(NOTEBOOK, withSummaryBlock(readFileSync(NOTEBOOK, 'utf8'), document));
console.log(markdown);
