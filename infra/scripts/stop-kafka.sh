#!/usr/bin/env bash
# Stop the local broker started by ensure-kafka.sh (found via its pid file).
# Data in .run/kafka/data is kept and reused by the next ensure-kafka.sh,
# unless --wipe is given (then all topics and offsets are gone).
# Never delete .run/kafka by hand while the broker runs: it dies on its next write.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

STATE="${KAFKA_STATE_DIR:-$RUN_DIR/kafka}"
PID_FILE="$STATE/kafka.pid"
WIPE=false
case "${1:-}" in
  --wipe) WIPE=true ;;
  "") ;;
  *) die "usage: $0 [--wipe]" ;;
esac
wipe() {
  if $WIPE; then
    rm -rf "$STATE/data" "$STATE/cluster-id"
    log "wiped ${STATE#"$ROOT"/}/data"
  fi
}
pid="$(cat "$PID_FILE" 2>/dev/null || true)"

# Only signal the pid if it still is our broker (is_broker: pids get recycled).
stopped() { broker_gone "$pid"; }

if [[ -z "$pid" ]] || ! is_broker "$pid"; then
  log "no local Kafka broker running (pid file: ${pid:-none})"
  rm -f "$PID_FILE"
  wipe
  exit 0
fi

log "stopping Kafka (pid $pid)"
# Tells ensure-kafka.sh that a broker still answering is on its way out (see there).
echo "$pid" >"$STATE/stopping"
kill -TERM "$pid"
# A controlled shutdown normally takes a few seconds; force it after 30 s.
if ! wait_for 30 stopped; then
  log "still running after 30 s; sending SIGKILL"
  kill -KILL "$pid" 2>/dev/null || true
  wait_for 10 stopped || die "could not stop pid $pid"
fi
rm -f "$PID_FILE" "$STATE/stopping"
log "Kafka stopped"
wipe
