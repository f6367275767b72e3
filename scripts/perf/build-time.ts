/**
 * `npm run perf:build`: `npm run build` step by step from a clean .next (the content check, the
 * type check, then `next build`, of which the static tree's writer is the last part), then the anchor app's
 * `next build` (scripts/perf/anchor.ts) in the same run, in seconds, and their ratio: the
 * machine's speed moves both, the ratio is the site's cost.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
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

rmSync('.next', { recursive: true, force: true });
const contentCheck = timed(process.execPath, [join('node_modules', 'tsx', 'dist', 'cli.mjs'), join('scripts', 'check-content.ts')]);
const typeCheck = timed('npm', ['run', '-s', 'typecheck']);
const nextBuild = timed(process.execPath, [nextBin(), 'build']);
// The adapter says how long it took to write the static tree (scripts/static-tree/build.ts).
const staticTree = /static tree: .* in ([\d.]+) s/.exec(nextBuild.output)?.[1];
const anchor = buildAnchor();
const seconds = Number((contentCheck.seconds + typeCheck.seconds + nextBuild.seconds).toFixed(1));
mkdirSync(join('perf', 'results'), { recursive: true });
const report: BuildResult = {
  date: new Date().toISOString(),
  seconds,
  ok: contentCheck.ok && typeCheck.ok && nextBuild.ok && anchor.ok,
  anchorSeconds: anchor.seconds,
  steps: [
    { name: 'content check', seconds: contentCheck.seconds },
    { name: 'type check', seconds: typeCheck.seconds },
    { name: 'next build', seconds: nextBuild.seconds },
    ...(staticTree ? [{ name: 'of which the static tree', seconds: Number(staticTree) }] : []),
  ],
};
writeFileSync(join('perf', 'results', 'build.json'), JSON.stringify(report, null, 2));
console.log(
  `npm run build from a clean .next: ${seconds} s (content check ${contentCheck.seconds} s, type check ${typeCheck.seconds} s, next build ${nextBuild.seconds} s` +
    `${staticTree ? `, of which the static tree ${staticTree} s` : ''}); the anchor app's next build: ${anchor.seconds} s; ratio ${(seconds / anchor.seconds).toFixed(2)}`,
);
process.exitCode = report.ok ? 0 : 1;
