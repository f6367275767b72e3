/**
 * `npm run perf:build`: the time of `next build` from a clean .next, then of the anchor app's
 * (scripts/perf/anchor.ts) in the same run, in seconds, and their ratio: the machine's speed
 * moves both, the ratio is the site's cost.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nextBin } from '../next-bin';
import { buildAnchor } from './anchor';
import type { BuildResult } from './rules/summary';

rmSync('.next', { recursive: true, force: true });
const started = performance.now();
const result = spawnSync(process.execPath, [nextBin(), 'build'], { stdio: 'inherit', env: process.env });
const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
const anchor = buildAnchor();
mkdirSync(join('perf', 'results'), { recursive: true });
const report: BuildResult = { date: new Date().toISOString(), seconds, ok: result.status === 0 && anchor.ok, anchorSeconds: anchor.seconds };
writeFileSync(join('perf', 'results', 'build.json'), JSON.stringify(report, null, 2));
console.log(`next build from a clean .next: ${seconds} s; the anchor app's: ${anchor.seconds} s; ratio ${(seconds / anchor.seconds).toFixed(2)}`);
process.exitCode = report.ok ? 0 : 1;
