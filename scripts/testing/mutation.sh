#!/usr/bin/env bash
# npm run test:mutation: StrykerJS over the modules that guard people's data and the door, one
# module a run (stryker.config.mjs), with a throw-away PostgreSQL for the storage tests; then the
# scores into docs/testing.md (mutation-summary.ts). Reports: reports/mutation/<module>.html.
# One module: npm run test:mutation -- lib/http; Stryker's own options (--name or --name=value) after the modules:
# npm run test:mutation -- lib/forms --force (every mutant tested again, see docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
MODULES=()
OPTIONS=()
for arg in "$@"; do
  if [[ "$arg" == -* ]]; then OPTIONS+=("$arg"); else MODULES+=("$arg"); fi
done
[ ${#MODULES[@]} -gt 0 ] || MODULES=(lib/security lib/http lib/forms lib/office lib/submissions)
for module in "${MODULES[@]}"; do
  echo "mutation: $module"
  STRYKER_MODULE="$module" bash scripts/with-postgres.sh node_modules/.bin/stryker run ${OPTIONS[@]+"${OPTIONS[@]}"}
done
npx tsx scripts/testing/mutation-summary.ts
# The table as the project's formatter lays it out, so format:check stays green.
npx biome format --write docs/testing.md
