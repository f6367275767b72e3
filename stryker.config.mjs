// Mutation testing (npm run test:mutation, not part of npm test): StrykerJS changes the code of
// the modules that guard people's data and the door, one small change at a time, and runs the unit
// tests that cover each change; a change no test notices is a surviving mutant. The scores per
// module, and the survivors kept on purpose with their reasons, are in docs/testing.md.
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: [
    'lib/submissions/**/*.ts',
    'lib/office/**/*.ts',
    'lib/http/**/*.ts',
    'lib/forms/**/*.ts',
    'lib/security/**/*.ts',
    '!lib/**/*.test.ts',
    '!lib/**/*.fixtures.ts',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // Stryker rewrites the tsconfig's `extends` and `references` through TypeScript's JS API, which
  // TypeScript 7 no longer has; ours has neither, so there is nothing to rewrite.
  tsconfigFile: 'no-tsconfig-to-rewrite.json',
  concurrency: 2,
  thresholds: { high: 90, low: 80, break: null },
};
