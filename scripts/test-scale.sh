#!/usr/bin/env bash
# npm run test:scale: the catalogue at scale. Generates 1,200 experts and 360 services, builds the
# site from them (CONTENT_DIR), holds every prerendered page to the page budgets (perf:js), and
# runs tests/scale against `next start`. Last in `npm test`: it leaves that build in .next and out/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-browser.sh
DIR=content-generated/scale
npm run -s content:generate -- --experts 1200 --services 360 --seed 7 --out "$DIR"
CONTENT_DIR="$DIR" OLD_SITE_URL=https://previous.example.org SITE_URL=http://localhost:3210 npm run build
CONTENT_DIR="$DIR" npm run perf:js
CONTENT_DIR="$DIR" npx playwright test --config playwright.scale.config.ts "$@"
