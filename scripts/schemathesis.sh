#!/usr/bin/env bash
# The API against its own OpenAPI schema: schemathesis generates requests from the schema (a few examples
# per operation, every check on), anonymous and logged in, against a real server on a fresh database.
# NUL bytes are generated too (`--generation-allow-x00 true`): the API answers them with a 400 naming the
# field, documented on every operation (config/schema.py). The stateful phase is left out (it follows the
# API root's links with methods they do not take).
# Any failure fails the run. Called by scripts/test.sh; `bash scripts/schemathesis.sh` runs it alone.
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=.venv/bin
DB="${SCHEMATHESIS_DATABASE:-arbiter_schemathesis}"
export DATABASE_URL="postgres://postgres@127.0.0.1:5432/$DB"
export CELERY_BROKER_URL="${TEST_BROKER_URL:-redis://127.0.0.1:6379/0}"
export ARBITER_VAR_DIR="$PWD/var/test-schemathesis"
# Schemathesis sends wrong credentials on purpose (its auth checks): login throttling is tested elsewhere.
export DEBUG=false DB_CONN_MAX_AGE=60 LOG_LEVEL=ERROR LOGIN_FAILURE_LIMIT=1000000
export DJANGO_SETTINGS_MODULE=config.settings_schemathesis  # MD5 passwords: its wrong credentials cost no PBKDF2
EXAMPLES="${SCHEMATHESIS_EXAMPLES:-2}"
rm -rf "$ARBITER_VAR_DIR"
psql -h 127.0.0.1 -U postgres -q -c "DROP DATABASE IF EXISTS \"$DB\"" -c "CREATE DATABASE \"$DB\"" postgres || exit 1
$BIN/python manage.py migrate --noinput -v 0 || exit 1
$BIN/python manage.py load_demo >/dev/null || exit 1
$BIN/python manage.py shell -v 0 < scripts/schemathesis_seed.py || exit 1
PORT=$($BIN/python -c "import socket; s=socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])")
mkdir -p "$ARBITER_VAR_DIR"
SERVER_LOG="$ARBITER_VAR_DIR/server.log"  # the server's 4xx warnings: thousands, expected; shown on a failure
$BIN/gunicorn config.wsgi:application --bind "127.0.0.1:$PORT" --workers 2 --threads 4 --log-level error \
  2>"$SERVER_LOG" &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null' EXIT
run() {  # label, extra arguments
  echo "-- schemathesis ($1)"
  $BIN/schemathesis run "http://127.0.0.1:$PORT/api/schema/" --wait-for-schema 60 --checks all \
    --max-examples "$EXAMPLES" --seed 20261202 --request-timeout 20 --no-color --warnings off \
    --phases examples,coverage,fuzzing --generation-allow-x00 true "${@:2}"
}
status=0
run anonymous || status=1
run "logged in as a judge and organiser with data" --auth schema-judge:schema-judge-password || status=1
if [ $status -ne 0 ]; then
  echo "-- the server's last errors ($SERVER_LOG)"
  grep -v -E "^(Bad Request|Unauthorized|Forbidden|Not Found|Method Not Allowed|Conflict|Unsupported Media Type|Payload Too Large|Request Entity Too Large):" \
    "$SERVER_LOG" | tail -40
fi
exit $status
