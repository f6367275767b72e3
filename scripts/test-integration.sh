#!/usr/bin/env bash
# npm run test:integration: the HTTP tests against the production build (`npm run build` first).
# The files that load the machine (fuzzing, a locked database, a crash under load) run one at a
# time (vitest.integration.config.ts); the mail test, which mostly waits (its SMTP server is down
# for a minute), runs beside them in a process of its own, and its report is printed after theirs.
# With arguments (`npm run test:integration -- tests/integration/api.test.ts`), one plain run of them.
set -uo pipefail
cd "$(dirname "$0")/.."
CONFIG=vitest.integration.config.ts
# Vitest itself, not through npx: the mail run's process is the one the trap stops.
VITEST=node_modules/.bin/vitest
if [ "$#" -gt 0 ]; then
  exec "$VITEST" run --config "$CONFIG" "$@"
fi
MAIL=tests/integration/mail.test.ts
mail_log=$(mktemp)
"$VITEST" run --config "$CONFIG" "$MAIL" >"$mail_log" 2>&1 &
mail_pid=$!
# Ended early (the load run failed to start, a Ctrl-C), the mail run ends too.
trap 'kill "$mail_pid" 2>/dev/null; rm -f "$mail_log"' EXIT
"$VITEST" run --config "$CONFIG" --exclude "$MAIL"
load_status=$?
wait "$mail_pid"
mail_status=$?
cat "$mail_log"
if [ "$load_status" -ne 0 ] || [ "$mail_status" -ne 0 ]; then
  echo "test:integration failed: the load files exited $load_status, the mail test $mail_status" >&2
  exit 1
fi
