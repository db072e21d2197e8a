#!/usr/bin/env bash
# The API against its own OpenAPI schema: schemathesis generates requests from the schema (a few examples
# per operation, every check on), anonymous and logged in, against a real server on a fresh database.
# Any failure fails the run. Called by scripts/test.sh; `bash scripts/schemathesis.sh` runs it alone.
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=.venv/bin
DB="${SCHEMATHESIS_DATABASE:-arbiter_schemathesis}"
export DATABASE_URL="postgres://postgres@127.0.0.1:5432/$DB"
export CELERY_BROKER_URL="${TEST_BROKER_URL:-redis://127.0.0.1:6379/0}"
export ARBITER_VAR_DIR="$PWD/var/test-schemathesis"
export DEBUG=false DB_CONN_MAX_AGE=60
EXAMPLES="${SCHEMATHESIS_EXAMPLES:-3}"
rm -rf "$ARBITER_VAR_DIR"
psql -h 127.0.0.1 -U postgres -q -c "DROP DATABASE IF EXISTS \"$DB\"" -c "CREATE DATABASE \"$DB\"" postgres || exit 1
$BIN/python manage.py migrate --noinput -v 0 || exit 1
$BIN/python manage.py load_demo >/dev/null || exit 1
$BIN/python manage.py shell -v 0 -c "
from django.contrib.auth.models import Group, User
judge = User.objects.create_user('schema-judge', password='schema-judge-password')
judge.groups.add(Group.objects.get_or_create(name='judge')[0])
" || exit 1
PORT=$($BIN/python -c "import socket; s=socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])")
$BIN/gunicorn config.wsgi:application --bind "127.0.0.1:$PORT" --workers 2 --threads 4 --log-level error &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null' EXIT
run() {  # label, extra arguments
  echo "-- schemathesis ($1)"
  $BIN/schemathesis run "http://127.0.0.1:$PORT/api/schema/" --wait-for-schema 60 --checks all \
    --max-examples "$EXAMPLES" --seed 20261202 --request-timeout 20 --no-color --warnings off "${@:2}"
}
status=0
run anonymous || status=1
run "logged in as a judge" --auth schema-judge:schema-judge-password || status=1
exit $status
