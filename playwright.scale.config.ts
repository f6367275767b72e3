/**
 * The catalogue at scale (`npm run test:scale`, scripts/test-scale.sh): the production build made
 * from a generated catalogue of 1,200 experts and 360 services (CONTENT_DIR), served by `next
 * start`, tried as visitors try it: pages of results with and without JavaScript, the search,
 * the experts' and services' own pages, and the budgets of every page that is rendered on request.
 */

import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from './tests/chromium';
import { SCALE_ORIGIN, SCALE_PORT } from './tests/scale/scale';

export default defineConfig({
  testDir: './tests/scale',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: availableParallelism(),
  timeout: 30_000,
  reporter: [['list'], ['./tests/support/require-assertions.ts']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: SCALE_ORIGIN,
    launchOptions: { executablePath: chromiumExecutable(), args: ['--disable-background-networking', '--no-first-run', '--disable-quic'] },
  },
  webServer: {
    command: `npx next start -p ${SCALE_PORT}`,
    url: `${SCALE_ORIGIN}/ru/experts`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { SITE_URL: 'http://localhost:3210', DATA_DIR: '/tmp/experts-site-scale-data' },
  },
});
