#!/usr/bin/env bash
# The API against its own OpenAPI schema: schemathesis generates requests from the schema (a few examples
# per operation, every check on), anonymous and logged in, against a real server on a fresh database.
# NUL bytes are left out of the generated data (tests/foundation/test_request_guards.py covers them: a 400
# naming the field, which schemathesis would count as a valid request refused), and so is the stateful
# phase (it follows the API root's links with methods they do not take).
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
EXAMPLES="${SCHEMATHESIS_EXAMPLES:-2}"
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
    --max-examples "$EXAMPLES" --seed 20261202 --request-timeout 20 --no-color --warnings off \
    --phases examples,coverage,fuzzing --generation-allow-x00 false "${@:2}"
}
status=0
run anonymous || status=1
run "logged in as a judge" --auth schema-judge:schema-judge-password || status=1
exit $status
