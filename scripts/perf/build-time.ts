/** `npm run perf:build`: the time of `next build` from a clean .next, in seconds. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nextBin } from '../next-bin';
import type { BuildResult } from './rules/summary';

rmSync('.next', { recursive: true, force: true });
const started = performance.now();
const result = spawnSync(process.execPath, [nextBin(), 'build'], { stdio: 'inherit', env: process.env });
const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
mkdirSync(join('perf', 'results'), { recursive: true });
const report: BuildResult = { date: new Date().toISOString(), seconds, ok: result.status === 0 };
writeFileSync(join('perf', 'results', 'build.json'), JSON.stringify(report, null, 2));
console.log(`next build from a clean .next: ${seconds} s`);
process.exitCode = result.status ?? 1;
