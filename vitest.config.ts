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
    // A guard against a test that hangs, not a speed check: the property tests run hundreds of
    // cases, and beside two CPU-bound processes on two cores one took over the default 5 s.
    testTimeout: 30_000,
    // A test that passes without a single assertion checks nothing: it fails instead.
    expect: { requireAssertions: true },
  },
});
