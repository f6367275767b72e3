#!/usr/bin/env bash
# npm run test:integration: the HTTP tests against the production build (`npm run build` first).
# The files that load the machine (fuzzing, a locked database, a crash under load) run one at a
# time (vitest.integration.config.ts); the mail test, which mostly waits (its SMTP server is down
# for a minute), runs beside them in a process of its own, and its report is printed after theirs.
set -uo pipefail
cd "$(dirname "$0")/.."
MAIL=tests/integration/mail.test.ts
mail_log=$(mktemp)
trap 'rm -f "$mail_log"' EXIT
npx vitest run --config vitest.integration.config.ts "$MAIL" >"$mail_log" 2>&1 &
mail_pid=$!
npx vitest run --config vitest.integration.config.ts --exclude "$MAIL"
load_status=$?
wait "$mail_pid"
mail_status=$?
cat "$mail_log"
if [ "$load_status" -ne 0 ] || [ "$mail_status" -ne 0 ]; then
  echo "test:integration failed: the load files exited $load_status, the mail test $mail_status" >&2
  exit 1
fi
