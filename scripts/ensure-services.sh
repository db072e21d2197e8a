#!/usr/bin/env bash
# Make sure PostgreSQL and Redis answer; start them when they are down; fail loudly otherwise.
set -uo pipefail

wait_for() {  # name, check command
  for _ in $(seq 1 30); do
    if eval "$2" >/dev/null 2>&1; then return 0; fi
    sleep 1
  done
  echo "ERROR: $1 does not answer ($2)" >&2
  return 1
}

if ! pg_isready -h 127.0.0.1 -p 5432 -q; then
  echo "PostgreSQL is down: starting it"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
  wait_for PostgreSQL "pg_isready -h 127.0.0.1 -p 5432 -q" || exit 1
fi
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "Redis is down: starting it"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
  wait_for Redis "redis-cli -h 127.0.0.1 -p 6379 ping" || exit 1
fi
echo "PostgreSQL and Redis answer"
