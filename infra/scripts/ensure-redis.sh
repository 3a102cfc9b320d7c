#!/usr/bin/env bash
# Make sure Redis answers.
# - REDIS_URL set: someone else owns the server; only check that it answers.
# - otherwise: use the machine's local Redis on 127.0.0.1:6379, starting it
#   if it is stopped (fresh machines boot with it stopped).
set -euo pipefail
source "$(dirname "$0")/lib.sh"

if [[ -n "${REDIS_URL:-}" ]]; then
  [[ "$(redis-cli -u "$REDIS_URL" ping 2>/dev/null)" == PONG ]] \
    || die "REDIS_URL is set but does not answer (redis-cli -u \"\$REDIS_URL\" ping)"
  log "REDIS_URL answers; nothing to do"
  exit 0
fi

HOST=127.0.0.1 PORT=6379
# The machine's own start command: in-memory only (no RDB/AOF), loopback only.
START_CMD=(redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$PORT" --save "" --appendonly no
           --dir /var/lib/redis --logfile /var/log/redis/ci.log)
# The same command, printable (for messages).
START_DESC='redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log'
ping_redis() { [[ "$(redis-cli -h "$HOST" -p "$PORT" ping 2>/dev/null)" == PONG ]]; }

if ! ping_redis; then
  log "Redis not answering on $HOST:$PORT; starting it: $START_DESC"
  # redis-server refuses to start if its --dir or log folder is missing.
  mkdir -p /var/lib/redis /var/log/redis
  "${START_CMD[@]}" || die "could not start Redis with: $START_DESC"
  wait_for 30 ping_redis \
    || die "Redis still not answering on $HOST:$PORT after 30 s (started with: $START_DESC)"
  log "Redis is up"
fi
log "Redis ready: redis://$HOST:$PORT/0"
