import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['lib/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    // One test process per core. Vitest's default leaves one core free (for a watching editor):
    // on two cores that ran the files one at a time, in 126 s instead of 71 s.
    maxWorkers: availableParallelism(),
    // A guard against a test that hangs, not a speed check: the property tests run hundreds of
    // cases, and beside two CPU-bound processes on two cores one took over the default 5 s.
    testTimeout: 30_000,
    // A test that passes without a single assertion checks nothing: it fails instead.
    expect: { requireAssertions: true },
  },
});
