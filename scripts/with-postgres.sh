#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL on 127.0.0.1 and TEST_DATABASE_URL pointing at it,
# so the sandbox's storage tests run on real PostgreSQL as well as PGlite. Stops it afterwards.
set -euo pipefail
INITDB=$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$INITDB" ]; then
  echo "with-postgres: PostgreSQL is not installed; PostgreSQL tests are skipped" >&2
  exec "$@"
fi
BIN=$(dirname "$INITDB")
DIR=$(mktemp -d /tmp/vitrin-pg.XXXXXX)
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
RUN_AS=()
if [ "$(id -u)" = 0 ]; then
  # PostgreSQL refuses to run as root.
  chown -R postgres:postgres "$DIR" 2>/dev/null || { useradd -r postgres 2>/dev/null || true; chown -R postgres "$DIR"; }
  RUN_AS=(runuser -u postgres --)
fi
"${RUN_AS[@]}" "$BIN/initdb" -D "$DIR/data" -U vitrin --auth=trust >/dev/null
"${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1" -l "$DIR/log" -w start >/dev/null
cleanup() { "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT
"$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U vitrin vitrin_test
export TEST_DATABASE_URL="postgres://vitrin@127.0.0.1:$PORT/vitrin_test"
"$@"
