#!/usr/bin/env bash
# Make sure a Kafka broker answers.
# - KAFKA_BROKERS set: someone else owns the cluster; only check that the first
#   host:port accepts TCP connections.
# - 127.0.0.1:$KAFKA_PORT (9092) already answers: nothing to do.
# - otherwise: run a real single-node KRaft broker from Maven Central jars
#   (no Docker here): fetch jars once, format storage once, start it in the
#   background and wait until it answers a metadata request. It refuses at once,
#   naming the port and its owner, when its controller port ($KAFKA_CONTROLLER_PORT,
#   9093) is taken; a broker of ours still shutting down is waited for, then replaced.
# State (data, logs, pid, cluster id) lives in $KAFKA_STATE_DIR (<repo>/.run/kafka, git-ignored).
set -euo pipefail
source "$(dirname "$0")/lib.sh"

KAFKA_DIR="$ROOT/infra/kafka"
LIBS="$KAFKA_DIR/.cache/libs"          # git-ignored
STATE="${KAFKA_STATE_DIR:-$RUN_DIR/kafka}"
PID_FILE="$STATE/kafka.pid"
CONFIG="$STATE/server.properties"      # generated from infra/kafka/server.properties
HOST=127.0.0.1 PORT="${KAFKA_PORT:-9092}" CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-9093}"
START_TIMEOUT="${KAFKA_START_TIMEOUT:-90}"

if [[ -n "${KAFKA_BROKERS:-}" ]]; then
  first="${KAFKA_BROKERS%%,*}"
  tcp_open "${first%:*}" "${first##*:}" || die "KAFKA_BROKERS is set but $first does not accept connections"
  log "KAFKA_BROKERS ($first) answers; nothing to do"
  exit 0
fi
# A broker of ours that stop-kafka.sh is stopping (Ctrl-C on `make start` a moment ago) still
# answers for a while: it is not "up". Let it finish, then start a fresh one below.
stopping="$(cat "$STATE/stopping" 2>/dev/null || true)"
if [[ -n "$stopping" ]] && is_broker "$stopping"; then
  log "our broker (pid $stopping) is shutting down; waiting for it to finish, then starting a fresh one"
  wait_for "$START_TIMEOUT" broker_gone "$stopping" \
    || die "our broker (pid $stopping) is still shutting down after ${START_TIMEOUT}s (see ${STATE#"$ROOT"/}/kafka.log)"
fi
rm -f "$STATE/stopping"
if tcp_open "$HOST" "$PORT"; then
  log "Kafka already answering on $HOST:$PORT; nothing to do"
  exit 0
fi

mkdir -p "$STATE"
# Serialize concurrent callers (e.g. a test run and a dev server starting together);
# whoever waits re-checks the port once it gets the lock.
exec 9>"$STATE/ensure.lock"
flock -w "$START_TIMEOUT" 9 || die "timed out waiting for another ensure-kafka.sh (lock ${STATE#"$ROOT"/}/ensure.lock)"
if tcp_open "$HOST" "$PORT"; then log "Kafka came up meanwhile; nothing to do"; exit 0; fi

# True if the pid file names a live broker (guards against a recycled pid).
broker_alive() {
  local pid
  pid="$(cat "$PID_FILE" 2>/dev/null)" || return 1
  is_broker "$pid"
}

# Before any slow step: a broker cannot start while something else holds its controller port.
refuse_taken_controller_port() {
  if tcp_open "$HOST" "$CONTROLLER_PORT"; then
    die "cannot start Kafka: its controller port $HOST:$CONTROLLER_PORT is in use by $(port_owner "$CONTROLLER_PORT") (set KAFKA_CONTROLLER_PORT to a free port, or stop that process)"
  fi
}
broker_alive || refuse_taken_controller_port

# --- 1. jars ---------------------------------------------------------------
command -v java >/dev/null || die "Java is not installed: Kafka needs Java 17 or newer (e.g. apt-get install openjdk-17-jre-headless)"
"$ROOT/infra/scripts/fetch-kafka-jars.sh"

# Runs a Kafka CLI class with the cached jars, logging warnings to stderr.
TOOL_JAVA=(java -cp "$LIBS/*" -Dlog4j.configuration="file:$KAFKA_DIR/tools-log4j.properties")
kafka_tool() { "${TOOL_JAVA[@]}" "$@"; }

# --- 2. config + storage ---------------------------------------------------
# log.dirs must be absolute so the broker does not depend on its working dir; the listeners
# follow KAFKA_PORT / KAFKA_CONTROLLER_PORT.
{
  grep -vE '^(listeners|advertised\.listeners|controller\.quorum\.voters)=' "$KAFKA_DIR/server.properties"
  echo
  echo "listeners=PLAINTEXT://$HOST:$PORT,CONTROLLER://$HOST:$CONTROLLER_PORT"
  echo "advertised.listeners=PLAINTEXT://$HOST:$PORT"
  echo "controller.quorum.voters=1@$HOST:$CONTROLLER_PORT"
  echo "log.dirs=$STATE/data"
} >"$CONFIG"

if [[ ! -f "$STATE/data/meta.properties" ]]; then
  # Keep the cluster id: data formatted with one id cannot be opened with another.
  [[ -s "$STATE/cluster-id" ]] || kafka_tool kafka.tools.StorageTool random-uuid >"$STATE/cluster-id"
  log "formatting storage (cluster id $(cat "$STATE/cluster-id"))"
  kafka_tool kafka.tools.StorageTool format -t "$(cat "$STATE/cluster-id")" -c "$CONFIG" >&2
fi

# --- 3. start ----------------------------------------------------------------

start_broker() {
  refuse_taken_controller_port
  log "starting Kafka broker on $HOST:$PORT (controller $HOST:$CONTROLLER_PORT)"
  # setsid + nohup: the broker must outlive this script and the shell/CI step
  # that ran it (no Ctrl-C or hangup from the caller's terminal reaches it).
  # 9>&-: the broker must not inherit the lock, or it would hold it forever.
  setsid nohup java -Xms256m -Xmx512m -XX:+UseG1GC -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true \
    -cp "$LIBS/*" \
    -Dlog4j.configuration="file:$KAFKA_DIR/log4j.properties" -Dkafka.logs.dir="$STATE" \
    kafka.Kafka "$CONFIG" >"$STATE/stdout.log" 2>&1 </dev/null 9>&- &
  echo $! >"$PID_FILE"
  # Until the child has exec'd, its command line is this script's, not the broker's: wait for the
  # exec, or the first check below would take a broker still being born for one that has exited.
  local tries=0
  while kill -0 "$!" 2>/dev/null && ! broker_alive && ((tries++ < 100)); do sleep 0.05; done
}

started_at=$SECONDS
# A broker of ours may be alive and not answering: still starting (its ensure-kafka.sh was
# interrupted) or shutting down (Ctrl-C on `make start` a moment ago). It is waited for below; if
# it exits instead of serving, a fresh one is started.
waiting_for_previous=false
if broker_alive; then
  waiting_for_previous=true
  log "a broker of ours (pid $(cat "$PID_FILE")) is starting or shutting down; waiting for it"
else
  start_broker
fi

# --- 4. wait until it really serves requests ---------------------------------
fail() {
  log "--- tail of ${STATE#"$ROOT"/}/kafka.log ---"; tail -n 40 "$STATE/kafka.log" >&2 2>/dev/null || true
  log "--- tail of ${STATE#"$ROOT"/}/stdout.log ---"; tail -n 40 "$STATE/stdout.log" >&2 2>/dev/null || true
  die "$1"
}
deadline=$((started_at + START_TIMEOUT))
# An open port alone is not enough: the metadata call proves the broker has
# registered with its controller and accepts requests.
until tcp_open "$HOST" "$PORT" \
  && timeout 30 "${TOOL_JAVA[@]}" org.apache.kafka.tools.TopicCommand --bootstrap-server "$HOST:$PORT" --list >/dev/null 2>&1; do
  if ! broker_alive && $waiting_for_previous; then
    waiting_for_previous=false
    log "that broker has exited; starting a fresh one"
    deadline=$((SECONDS + START_TIMEOUT))
    start_broker
  fi
  broker_alive || fail "Kafka broker exited during startup (see ${STATE#"$ROOT"/}/kafka.log)"
  ((SECONDS < deadline)) || fail "Kafka did not answer on $HOST:$PORT within ${START_TIMEOUT}s (pid $(cat "$PID_FILE"))"
  sleep 1
done
log "Kafka ready on $HOST:$PORT after $((SECONDS - started_at))s (pid $(cat "$PID_FILE"))"
