#!/usr/bin/env bash
# Stop the local broker started by ensure-kafka.sh (found via its pid file).
# Data in .run/kafka/data is kept; the next ensure-kafka.sh reuses it.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

PID_FILE="$RUN_DIR/kafka/kafka.pid"
pid="$(cat "$PID_FILE" 2>/dev/null || true)"

# Only signal the pid if it still is our broker: pids get recycled. (A zombie
# has an empty cmdline, so it also counts as stopped.)
is_broker() { tr '\0' ' ' 2>/dev/null <"/proc/$1/cmdline" | grep -q 'kafka\.Kafka'; }
stopped() { ! is_broker "$pid"; }

if [[ -z "$pid" ]] || ! is_broker "$pid"; then
  log "no local Kafka broker running (pid file: ${pid:-none})"
  rm -f "$PID_FILE"
  exit 0
fi

log "stopping Kafka (pid $pid)"
kill -TERM "$pid"
# A controlled shutdown normally takes a few seconds; force it after 30 s.
if ! wait_for 30 stopped; then
  log "still running after 30 s; sending SIGKILL"
  kill -KILL "$pid" 2>/dev/null || true
  wait_for 10 stopped || die "could not stop pid $pid"
fi
rm -f "$PID_FILE"
log "Kafka stopped"
