import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** HTTP tests against the production build (`npm run build` first), each with its own server. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/integration/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
