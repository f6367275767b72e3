#!/usr/bin/env bash
# npm run test:e2e. Locally: finds or installs Chromium and nginx, builds, checks the page budgets,
# runs Playwright against the build (next start and the nginx profile), then Lighthouse's quick
# check. With BASE_URL set: only Playwright, against that deployed site (playwright.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-browser.sh
if [ -n "${BASE_URL:-}" ]; then
  exec npx playwright test "$@"
fi
bash scripts/ensure-nginx.sh || true
OLD_SITE_URL=https://previous.example.org SITE_URL=http://localhost:3210 npm run build
npm run perf:js
npx playwright test "$@"
npm run perf:lighthouse -- --ci
