#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL server on a loopback port and PG_TEST_URL pointing
# to it, so the storage suite also runs against PostgreSQL. Installs Debian's postgresql when it is
# missing and this runs as root with apt; otherwise runs the command without it and says why.
set -euo pipefail

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1; }

PG_BIN="$(find_bin)"
if [ -z "$PG_BIN" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "with-postgres: installing Debian's postgresql"
  export DEBIAN_FRONTEND=noninteractive
  (apt-get install -y -qq postgresql >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq postgresql >/dev/null; }) || true
  PG_BIN="$(find_bin)"
fi
if [ -z "$PG_BIN" ]; then
  echo "with-postgres: PostgreSQL is not installed and cannot be installed here (needs root and apt-get); the PostgreSQL storage tests are skipped."
  exec "$@"
fi

DIR="$(mktemp -d /tmp/pg-test.XXXXXX)"
PORT="${PG_TEST_PORT:-54329}"
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  chown postgres:postgres "$DIR"
  RUN_AS=(runuser -u postgres --)
fi
cleanup() { "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -o "-h 127.0.0.1 -p $PORT -k $DIR -c fsync=on" start >/dev/null
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
export PG_TEST_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
