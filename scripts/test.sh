#!/usr/bin/env bash
# The whole suite on PostgreSQL with a real worker over Redis, then a smoke run on the embedded
# default (SQLite and the filesystem broker). Any failure fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=.venv/bin

bash scripts/ensure-services.sh || exit 1

# The tests read real card data and the seed documents from ../shared (outside the repository). A clone made
# elsewhere finds them beside the repository it was cloned from; ARBITER_SHARED names them explicitly.
if [ -z "${ARBITER_SHARED:-}" ]; then
  ARBITER_SHARED="$PWD/../shared"
  origin="$(git config --get remote.origin.url 2>/dev/null || true)"
  if [ ! -d "$ARBITER_SHARED" ] && [ -d "$origin" ]; then ARBITER_SHARED="$origin/../shared"; fi
fi
if [ ! -d "$ARBITER_SHARED/data" ] || [ ! -d "$ARBITER_SHARED/seeds" ]; then
  echo "ERROR: no card data and seeds at $ARBITER_SHARED: set ARBITER_SHARED to the folder holding data/ and seeds/" >&2
  exit 1
fi
ARBITER_SHARED="$(cd "$ARBITER_SHARED" && pwd)"
export ARBITER_SHARED
bash scripts/ensure-browser.sh || exit 1

# The test databases need not survive a crash of the server: commits do not wait for the disk (config/settings.py).
# The workers, servers and commands the tests start inherit it.
export DB_SYNCHRONOUS_COMMIT="${DB_SYNCHRONOUS_COMMIT:-off}"

echo "== ruff"
$BIN/ruff check . || exit 1
$BIN/ruff format --check . || exit 1

# Three processes share the two cores (pytest-xdist): much of a test's time is waiting for a worker, a browser or
# a server, so the others' tests run meanwhile (two left the cores idle a third of the time: 17:37 for the whole
# run, three 15:18 before the schema and smoke runs overlapped). TEST_PROCESSES sets another count.
# Whole files go to one process (fixtures shared per module stay shared), and tests.support.parallel gives each
# process its own var folder and Redis database.
# `python -m` puts the checkout on sys.path, where `-p` finds that plugin before the settings are read.
PARALLEL=(-p tests.support.parallel -n "${TEST_PROCESSES:-3}" --dist loadfile)
pytest_run() {  # pytest exits 5 when it collected nothing: that is a failure here too
  $BIN/python -m pytest "${PARALLEL[@]}" "$@"
  local rc=$?
  if [ $rc -eq 5 ]; then echo "ERROR: no tests ran" >&2; return 1; fi
  return $rc
}

# The API's schema run (schemathesis: its client's CPU and one server) goes on in the background from the start:
# the PostgreSQL pass leaves the cores idle a third of its time, waiting on workers, browsers and servers. Run
# after it, the schema run added 100-180 s to `make test` (issue 29, item 7); its output is printed at the end.
mkdir -p var
SCHEMA_LOG="$PWD/var/schemathesis.log"
echo "== the API against its schema (schemathesis, a live server, anonymous and logged in), in the background"
# In a process group of its own (setsid), so that a failure before the end stops it with its server.
TEST_BROKER_URL="${TEST_BROKER_URL:-redis://127.0.0.1:6379/0}" setsid bash scripts/schemathesis.sh >"$SCHEMA_LOG" 2>&1 &
SCHEMA=$!
trap 'kill -- -$SCHEMA 2>/dev/null' EXIT

echo "== full suite on PostgreSQL + Redis"
rm -rf var/test-pg
DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/arbiter}" \
CELERY_BROKER_URL="${TEST_BROKER_URL:-redis://127.0.0.1:6379/0}" \
ARBITER_VAR_DIR="$PWD/var/test-pg" \
  pytest_run -q "$@" || exit 1

echo "== smoke run on SQLite + filesystem broker"
rm -rf var/test-sqlite
(
  unset DATABASE_URL CELERY_BROKER_URL CELERY_RESULT_BACKEND
  export ARBITER_VAR_DIR="$PWD/var/test-sqlite"
  pytest_run -q -m smoke "$@"
)
smoke=$?
wait $SCHEMA
schema=$?
trap - EXIT
echo "== the API against its schema: what it printed"
cat "$SCHEMA_LOG"
if [ $schema -ne 0 ]; then echo "ERROR: the API failed its schema run (above)" >&2; fi
if [ $smoke -ne 0 ] || [ $schema -ne 0 ]; then exit 1; fi
echo "All tests passed"
