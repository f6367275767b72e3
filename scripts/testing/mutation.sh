#!/usr/bin/env bash
# npm run test:mutation: StrykerJS over the modules that guard people's data and the door, one
# module a run (stryker.config.mjs), with a throw-away PostgreSQL for the storage tests; then the
# scores into docs/testing.md (mutation-summary.ts). Reports: reports/mutation/<module>.html.
# One module: npm run test:mutation -- lib/http
set -euo pipefail
cd "$(dirname "$0")/../.."
MODULES=("$@")
[ ${#MODULES[@]} -gt 0 ] || MODULES=(lib/security lib/http lib/forms lib/office lib/submissions)
for module in "${MODULES[@]}"; do
  echo "mutation: $module"
  STRYKER_MODULE="$module" bash scripts/with-postgres.sh node_modules/.bin/stryker run
done
npx tsx scripts/testing/mutation-summary.ts
# The table as the project's formatter lays it out, so format:check stays green.
npx biome format --write docs/testing.md
