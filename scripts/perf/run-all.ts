/**
 * `npm run perf`: perf:build (which builds the anchor app too), perf:js, perf:serving, perf:lighthouse,
 * perf:inp, perf:phone and perf:office in turn, then
 * perf:summary, which runs even when a step fails its budget; exits non-zero when any step failed.
 * The steps after the build need it, so a failed build skips them.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const STEPS = ['perf:build', 'perf:js', 'perf:serving', 'perf:lighthouse', 'perf:inp', 'perf:phone', 'perf:office'] as const;

// The summary reads whatever results exist: a step that crashes must leave "not measured", not
// the figures of an earlier run.
for (const name of ['build.json', 'js.json', 'serving.json', 'lighthouse.json', 'inp.json', 'phone.json', 'office.json'])
  rmSync(join('perf', 'results', name), { force: true });

const run = (script: string) => spawnSync('npm', ['run', script], { stdio: 'inherit' }).status === 0;

const failed: string[] = [];
for (const step of STEPS) {
  if (!run(step)) {
    failed.push(step);
    if (step === 'perf:build') break;
  }
}
if (!run('perf:summary')) failed.push('perf:summary');
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
