import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * HTTP tests against the production build (`npm run build` first), each with its own server, one
 * file at a time: several load the machine. `npm run test:integration` (scripts/test-integration.sh)
 * runs the mail test, which mostly waits, in a second run beside the others.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/integration/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // A test that passes without a single assertion checks nothing: it fails instead.
    expect: { requireAssertions: true },
  },
});
