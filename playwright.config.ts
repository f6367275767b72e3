/**
 * End-to-end tests against the production build (`npm run build` first; `npm run test:e2e` does
 * both). Playwright's own Chromium is used when installed, otherwise Debian's /usr/bin/chromium.
 *
 * Two servers: `next start` (projects desktop and mobile, every suite), and the static profile,
 * nginx serving the static tree with Node behind it for /api (`npm run start:nginx`, project
 * nginx: the HTTP suite, every URL with its policy watched, the smoke test of each island and
 * form, the language switcher, and the headers of both servers side by side). A third, `next
 * start` as a newcomer starts it (no SITE_URL, another port), is reached at 127.0.0.1 by project
 * other-address: every form. `next start` sends its mail to the mail catcher
 * (scripts/mail-catcher.ts), which keeps each one as a file for tests/e2e/mail.spec.ts.
 *
 * `BASE_URL=https://staging.example.org npm run test:e2e` runs the visitor-facing suites against
 * that site instead and starts no server: tests tagged @server (they send forms and read the
 * server's storage) and the static profile's comparison of two local servers are skipped.
 */

import { availableParallelism } from 'node:os';
import { BASE_URL, E2E_NGINX_ORIGIN, E2E_NGINX_PORT, E2E_ORIGIN, E2E_OTHER_ORIGIN, E2E_OTHER_PORT, E2E_PORT, E2E_SMTP_PORT } from './tests/e2e/servers';
import { E2E_DATA_DIR, E2E_MAIL_DIR } from './tests/e2e/storage';
import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from './tests/chromium';
import { nginxBinary } from './scripts/nginx/binary';
import { missingDependency } from './tests/support/dependencies';

// scripts/ensure-nginx.sh (run by npm run test:e2e) installs nginx where it can; elsewhere the
// nginx project is left out, saying so; in CI, where it is always installed, its absence fails the run.
const nginxMissing = BASE_URL ? undefined : missingDependency('nginx', nginxBinary() !== undefined, 'as root: bash scripts/ensure-nginx.sh');
const nginxInstalled = !BASE_URL && !nginxMissing;
if (BASE_URL)
  console.warn(
    `playwright: testing ${BASE_URL}; tests tagged @server (they send forms and read the server's own storage) and the static profile's are skipped.`,
  );
else if (nginxMissing) console.warn(`playwright: the static profile (project nginx) is not tested: ${nginxMissing}`);
const serverEnv = { DATA_DIR: E2E_DATA_DIR, SUBMISSIONS_RATE_LIMIT: '0' };
// `next start` mails the office and the customers through the mail catcher (tests/e2e/mail.spec.ts).
const mailEnv = { SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`, OFFICE_EMAIL: 'office@e2e.example', OUTBOX_RETRY_MAX_SECONDS: '2' };
// What a visitor does runs at phone size too: the header's tools in its menu, the dialogs, the
// forms with a file and a dropped connection, search, currency and language.
const PHONE_SUITES = /(mobile|smoke|journeys|search|currency|locale-switcher)\.spec\.ts/;
const BOTH_SERVERS = /(proxy|routes|share-previews|smoke|locale-switcher)\.spec\.ts/;
// At phone size, the suites written once per language run in Georgian only (the other script, the
// longest words): the layout is what the phone adds, and the desktop run covers all four.
const PHONE_OTHER_LANGUAGES = /(?<!site )search in (en|kk|ru) |help centre in (en|kk|ru):|reaches storage with both request forms \((en|kk|ru)\)/;
const SERVER_TESTS = BASE_URL ? [/@server/] : [];

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // One browser per core: the servers and each browser's own processes share them too. Three on
  // two cores ran a tenth faster on a quiet machine, and on a fresh one put the load at 14, where
  // tests timed to the machine failed.
  workers: availableParallelism(),
  timeout: 30_000,
  // How long an expectation waits for what it expects (a page, a dialog, a view transition): a
  // guard against a hang, not a speed check. Beside two CPU-bound processes on two cores, a view
  // transition's start took over the default 5 s.
  expect: { timeout: 10_000 },
  // The HTML report (playwright-report/, with a trace for each failure): npx playwright show-report.
  // require-assertions fails the run when a test passed without an assertion of its own.
  reporter: [['list'], ['html', { open: 'never' }], ['./tests/support/require-assertions.ts']],
  grepInvert: SERVER_TESTS,
  use: {
    baseURL: BASE_URL ?? E2E_ORIGIN,
    // On CI a failed test is run once more, and that run is traced; locally every failure is.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /(mobile|static-profile|other-address)\.spec\.ts/ },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: PHONE_SUITES,
      grepInvert: [...SERVER_TESTS, PHONE_OTHER_LANGUAGES],
    },
    // The server as a newcomer starts it (no SITE_URL), reached at another address: every form.
    ...(BASE_URL ? [] : [{ name: 'other-address', use: { ...devices['Desktop Chrome'], baseURL: E2E_OTHER_ORIGIN }, testMatch: /other-address\.spec\.ts/ }]),
    ...(nginxInstalled
      ? [{ name: 'nginx', use: { ...devices['Desktop Chrome'], baseURL: E2E_NGINX_ORIGIN }, testMatch: [BOTH_SERVERS, /static-profile\.spec\.ts/] }]
      : []),
  ],
  webServer: BASE_URL
    ? []
    : [
        {
          command: 'npx tsx scripts/mail-catcher.ts',
          env: { MAIL_CATCHER_PORT: String(E2E_SMTP_PORT), MAIL_CATCHER_DIR: E2E_MAIL_DIR },
          port: E2E_SMTP_PORT,
          reuseExistingServer: !process.env.CI,
          timeout: 30_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          command: `npx next start -p ${E2E_PORT}`,
          env: { ...serverEnv, ...mailEnv, SITE_URL: E2E_ORIGIN },
          url: `${E2E_ORIGIN}/en`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          command: `npx next start -p ${E2E_OTHER_PORT}`,
          // SITE_URL left to its default (http://localhost:3000): neither this port nor 127.0.0.1.
          env: { ...serverEnv, SITE_URL: '' },
          url: `${E2E_OTHER_ORIGIN}/en`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
          stdout: 'ignore' as const,
          stderr: 'pipe' as const,
        },
        ...(nginxInstalled
          ? [
              {
                // Its Node server listens on E2E_NGINX_PORT + 1 and shares the data directory.
                command: 'npm run start:nginx',
                env: { ...serverEnv, PORT: String(E2E_NGINX_PORT), SITE_URL: E2E_NGINX_ORIGIN },
                // start:nginx starts nginx once Node answers.
                url: `${E2E_NGINX_ORIGIN}/en`,
                reuseExistingServer: !process.env.CI,
                timeout: 60_000,
                stdout: 'ignore' as const,
                stderr: 'pipe' as const,
                // As Ctrl-C would: start:nginx stops nginx and Node itself.
                gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
              },
            ]
          : []),
      ],
});
