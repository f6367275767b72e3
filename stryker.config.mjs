// Mutation testing (npm run test:mutation, not part of npm test): StrykerJS changes the code of
// the modules that guard people's data and the door, one small change at a time, and runs the unit
// tests that cover each change; a change no test notices is a surviving mutant. The scores per
// module, and the survivors kept on purpose with their reasons, are in docs/testing.md.
//
// One module a run (STRYKER_MODULE=lib/http; scripts/testing/mutation.sh runs them all in turn), each with
// its own report and its own incremental file, so a second run re-tests only the mutants whose
// code or tests changed.
const module = process.env.STRYKER_MODULE ?? 'lib/security';
// STRYKER_FILES (globs) and STRYKER_REPORT: part of a module under a report of its own, so that
// two people can work on one module's files at once; the module's own run comes last.
const files = process.env.STRYKER_FILES?.split(',') ?? [`${module}/**/*.ts`];
const name = process.env.STRYKER_REPORT ?? module.replace(/^lib\//, '');

export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: [...files, `!${module}/**/*.test.ts`, `!${module}/**/*.fixtures.ts`],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  incremental: true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  tempDirName: `.stryker-tmp/${name}`,
  // Stryker leaves out only its own run's temporary folder: without this, a sandbox copied every
  // other module's sandboxes, nested a level deeper with each run.
  ignorePatterns: ['/.stryker-tmp'],
  // Four test runners on two cores: the storage tests mostly wait (for locks, timers and the
  // databases), and with two the cores stood idle most of the time (load 0.7).
  concurrency: 4,
  // Stryker rewrites the tsconfig's `extends` and `references` through TypeScript's JS API, which
  // TypeScript 7 no longer has; ours has neither, so there is nothing to rewrite.
  tsconfigFile: 'no-tsconfig-to-rewrite.json',
  thresholds: { high: 90, low: 80, break: null },
};
