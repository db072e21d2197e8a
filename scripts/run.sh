#!/usr/bin/env bash
# Migrate, load the demo cards into each game that has no real cards yet (a game with real cards is
# left alone: remove_demo GAME takes the demo cards out after an import), then run the web server and
# one Celery worker in the foreground. Ctrl-C or SIGTERM stops both. DEMO=0 skips the demo cards.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python
PORT="${PORT:-8000}"
export DEBUG="${DEBUG:-false}"  # production-safe by default; DEBUG=true make run for development

$PY manage.py migrate --noinput
if [ "${DEMO:-1}" != 0 ]; then $PY manage.py load_demo; fi
$PY manage.py collectstatic --noinput -v 0

pids=()
stop() {
  trap - INT TERM EXIT
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait || true
}
trap stop INT TERM EXIT

# -B: the worker also runs Celery beat, whose sweep resends work lost while the broker was down.
.venv/bin/celery -A config worker -B --pool prefork -c "${WORKER_CONCURRENCY:-2}" -l INFO &
pids+=($!)
# --worker-connections: a process holds at most this many connections (its 4 threads' and 6 kept alive; one more
# kept alive is closed after its answer), so clients holding theirs open are shared between the processes instead
# of piling on whichever accepted first, on one core under the GIL (docs/benchmarks/speed.md: 20 clients of the
# deck editor at 171-339 req/s with gunicorn's default of 1000, 268-359 with 10).
.venv/bin/gunicorn config.wsgi:application --bind "127.0.0.1:${PORT}" --workers "${WEB_WORKERS:-2}" \
  --threads 4 --worker-connections "${WEB_CONNECTIONS:-10}" --access-logfile - &
pids+=($!)
echo "Arbiter is running on http://127.0.0.1:${PORT}/ (Ctrl-C to stop)"
# Whichever of the two exits first brings the other down.
wait -n
