/**
 * `npm run perf:build`: `npm run build` step by step from a clean .next (the steps of its script in
 * package.json; `next build`'s last part is the static tree's writer), then the anchor app's
 * `next build` (scripts/perf/anchor.ts) in the same run, in seconds, and their ratio: the
 * machine's speed moves both, the ratio is the site's cost.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nextBin } from '../next-bin';
import { buildAnchor } from './anchor';
import type { BuildResult } from './rules/summary';

const secondsSince = (started: number) => Number(((performance.now() - started) / 1000).toFixed(1));

/** A command's time, its output passed through (and kept, for the static tree's own figure). */
function timed(command: string, args: string[]): { seconds: number; ok: boolean; output: string } {
  const started = performance.now();
  const result = spawnSync(command, args, { env: process.env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  return { seconds: secondsSince(started), ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
}

/** `npm run build`'s own steps (package.json), each timed alone: what the script runs, never a copy of it. */
const BUILD_STEPS = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { build: string } }).scripts.build.split('&&').map((step) => step.trim());
const stepName = (step: string) => (step === 'next build' ? step : step.replace(/^npm run /, '').replace(':', ' '));
const runStep = (step: string) =>
  step === 'next build' ? timed(process.execPath, [nextBin(), 'build']) : timed('npm', ['run', '-s', step.replace(/^npm run /, '')]);

rmSync('.next', { recursive: true, force: true });
const steps = BUILD_STEPS.map((step) => ({ name: stepName(step), ...runStep(step) }));
const nextBuild = steps.find((step) => step.name === 'next build') ?? { output: '', ok: false, seconds: 0 };
// The adapter says how long it took to write the static tree (scripts/static-tree/build.ts).
const staticTree = /static tree: .* in ([\d.]+) s/.exec(nextBuild.output)?.[1];
const anchor = buildAnchor();
const seconds = Number(steps.reduce((sum, step) => sum + step.seconds, 0).toFixed(1));
mkdirSync(join('perf', 'results'), { recursive: true });
const report: BuildResult = {
  date: new Date().toISOString(),
  seconds,
  ok: steps.every((step) => step.ok) && anchor.ok,
  anchorSeconds: anchor.seconds,
  steps: [...steps.map(({ name, seconds }) => ({ name, seconds })), ...(staticTree ? [{ name: 'of which the static tree', seconds: Number(staticTree) }] : [])],
};
writeFileSync(join('perf', 'results', 'build.json'), JSON.stringify(report, null, 2));
console.log(
  `npm run build from a clean .next: ${seconds} s (${steps.map((step) => `${step.name} ${step.seconds} s`).join(', ')}` +
    `${staticTree ? `, of which the static tree ${staticTree} s` : ''}); the anchor app's next build: ${anchor.seconds} s; ratio ${(seconds / anchor.seconds).toFixed(2)}`,
);
process.exitCode = report.ok ? 0 : 1;
