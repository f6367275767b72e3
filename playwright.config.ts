import { existsSync } from 'node:fs';
import { E2E_DATA_DIR } from './tests/e2e/storage';
import { chromium, defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the production build (`npm run build` first; `npm run test:e2e` does
 * both). Playwright's own Chromium is used when installed, otherwise Debian's /usr/bin/chromium.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ORIGIN = `http://localhost:${PORT}`;


function chromiumExecutable(): string | undefined {
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // No bundled browser registered: fall through to the system one.
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: E2E_ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    command: `npx next start -p ${PORT}`,
    // The API accepts posts only from SITE_URL's pages: here, the test server's own origin.
    env: { DATA_DIR: E2E_DATA_DIR, SUBMISSIONS_RATE_LIMIT: '0', SITE_URL: E2E_ORIGIN },
    url: `${E2E_ORIGIN}/en`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
