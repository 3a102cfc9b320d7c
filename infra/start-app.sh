#!/usr/bin/env bash
# make start: services, migrations, seed, the gateway (relay + projectors + HTTP) serving the
# storefront's production build, in the foreground. `make dev` (STOREFRONT_MODE=dev) runs Vite's
# dev server with hot reload in front of the gateway instead. Prints the URLs once they answer;
# Ctrl-C stops what it started.
# Whatever cannot start stops it at once with one line: what, why as far as known, which log.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
source infra/scripts/lib.sh

HOST="${HOST:-127.0.0.1}"
GATEWAY_PORT="${PORT:-8080}"
STOREFRONT_PORT=5173
DEV=false
[ "${STOREFRONT_MODE:-production}" = dev ] && [ -f storefront/vite.config.ts ] && DEV=true
LOGS=.run/logs
SELF=.run/start-app.pid
mkdir -p "$LOGS"

fail() { printf 'make start: %s\n' "$*" >&2; exit 1; }
# The last line of a log, shortened, for the one-line reason.
last_line() { grep -v '^[[:space:]]*$' "$1" 2>/dev/null | tail -n1 | cut -c1-240; }

# A second `make start` while one runs: say so now, not later as a port clash.
other="$(cat "$SELF" 2>/dev/null || true)"
if [[ -n "$other" && "$other" != "$$" ]] && tr '\0' ' ' <"/proc/$other/cmdline" 2>/dev/null | grep -q start-app.sh; then
  fail "already running (pid $other); use that one, or stop it with Ctrl-C in its terminal"
fi
ports=("$GATEWAY_PORT")
$DEV && ports+=("$STOREFRONT_PORT")
for port in "${ports[@]}"; do
  if tcp_open 127.0.0.1 "$port"; then fail "port $port is in use by $(port_owner "$port"); stop it first"; fi
done
echo $$ >"$SELF"

pids=()
kafka_started_here=false
cleanup() {
  trap - INT TERM EXIT
  if ((${#pids[@]} > 0)); then echo; log "stopping..."; fi
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  # Only a broker this run started: a shared one on the same port keeps serving others.
  if $kafka_started_here; then infra/scripts/stop-kafka.sh >>"$LOGS/services.log" 2>&1 || true; fi
  rm -f "$SELF"
  if ((${#pids[@]} > 0)); then log "stopped"; fi
}
trap cleanup INT TERM EXIT

# In a container (docker-compose.yml) the services are other containers: SKIP_SERVICES=1.
if [ "${SKIP_SERVICES:-0}" != 1 ]; then
  if [ -z "${KAFKA_BROKERS:-}" ] && ! tcp_open 127.0.0.1 "${KAFKA_PORT:-9092}"; then kafka_started_here=true; fi
  log "starting what is not running of Postgres, Redis and Kafka (progress in $LOGS/services.log)"
  if ! env_lines="$(infra/scripts/services-up.sh 2>"$LOGS/services.log")"; then
    # The scripts end with `[<script>] ERROR: <cause>`.
    cause="$(grep -h 'ERROR: ' "$LOGS/services.log" | tail -n1 | sed -E 's/^\[([^]]*)\] ERROR: /\1: /')"
    fail "${cause:-$(last_line "$LOGS/services.log")} (log: $LOGS/services.log)"
  fi
  set -a
  eval "$env_lines"
  set +a
fi

# Node is always here; curl may not be (slim container images).
http_ok() { node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$1"; }
# wait_until_answers NAME PID URL LOG: fails with one line if the process exits or never answers.
wait_until_answers() {
  local deadline=$((SECONDS + 60))
  until http_ok "$3" 2>/dev/null; do
    kill -0 "$2" 2>/dev/null || fail "the $1 exited while starting: $(last_line "$4") (log: $4)"
    ((SECONDS < deadline)) || fail "the $1 did not answer on $3 within 60 s (log: $4)"
    sleep 0.5
  done
}

if $DEV; then
  # The dev server's proxy on this machine names each visitor in X-Forwarded-For.
  export TRUSTED_PROXIES="${TRUSTED_PROXIES:-127.0.0.1,::1}"
  export WEB_APP_URL="${WEB_APP_URL:-http://127.0.0.1:$STOREFRONT_PORT}"
  STOREFRONT_URL="http://127.0.0.1:$STOREFRONT_PORT"
elif [ -f storefront/vite.config.ts ]; then
  # The production build, rebuilt only when a source of it changed since the last one.
  if [ ! -f storefront/dist/index.html ] ||
    [ -n "$(find storefront/src storefront/public storefront/build storefront/index.html storefront/vite.config.ts contracts/src \
      -newer storefront/dist/index.html -print -quit)" ]; then
    log "building the storefront for production (log in $LOGS/storefront-build.log)"
    NODE_ENV=production node node_modules/vite/bin/vite.js build --config storefront/vite.config.ts \
      >"$LOGS/storefront-build.log" 2>&1 || fail "building the storefront failed: $(last_line "$LOGS/storefront-build.log") (log: $LOGS/storefront-build.log)"
  fi
  export STOREFRONT_DIR="$ROOT/storefront/dist"
  export WEB_APP_URL="${WEB_APP_URL:-http://127.0.0.1:$GATEWAY_PORT}"
  STOREFRONT_URL="http://127.0.0.1:$GATEWAY_PORT"
fi

# Which build runs, for wine_build_info on /metrics.
BUILD_COMMIT="${BUILD_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}"
export BUILD_COMMIT
# Output on the terminal and in a log; $! stays the process itself, so Ctrl-C reaches it. The
# log file keeps the JSON lines; the terminal gets them readable, unless this is production
# (the image run as is) or LOG_FORMAT=json asks for the JSON there too.
if [ "${NODE_ENV:-development}" = production ] || [ "${LOG_FORMAT:-pretty}" = json ]; then
  readable() { cat; }
else
  readable() { node --import tsx services/platform/src/cli/pretty-logs.ts; }
fi
node --import tsx services/gateway/src/main.ts > >(tee "$LOGS/gateway.log" | readable) 2>&1 &
gateway=$!
pids+=("$gateway")
if $DEV; then
  # node itself (not npx, which would leave vite behind on Ctrl-C) so the pid below is vite's.
  (cd storefront && exec node ../node_modules/vite/bin/vite.js --host "$HOST" --port "$STOREFRONT_PORT" --strictPort) \
    > >(tee "$LOGS/storefront.log") 2>&1 &
  storefront=$!
  pids+=("$storefront")
fi

# Live, not ready: the gateway serves (commands, reads from Postgres) while a dependency is away.
wait_until_answers gateway "$gateway" "http://127.0.0.1:$GATEWAY_PORT/health/live" "$LOGS/gateway.log"
# Idempotent: schedules today's drop and imports only what changed in the seed file.
npm run --silent seed >"$LOGS/seed.log" 2>&1 || fail "seeding the catalog, its reviews and the festivals failed: $(last_line "$LOGS/seed.log") (log: $LOGS/seed.log)"
# Idempotent too: the journal and learning pages of content/, only what changed since.
npm run --silent content:import >>"$LOGS/seed.log" 2>&1 || fail "importing the content folder failed: $(last_line "$LOGS/seed.log") (log: $LOGS/seed.log)"
if $DEV; then
  wait_until_answers storefront "$storefront" "http://127.0.0.1:$STOREFRONT_PORT/" "$LOGS/storefront.log"
fi

cat <<MSG

  Wine deals is running.
    Storefront      ${STOREFRONT_URL:-(no storefront in this checkout)}
    Gateway         http://127.0.0.1:$GATEWAY_PORT
    API reference   http://127.0.0.1:$GATEWAY_PORT/docs   (OpenAPI: /openapi.json)
    Health/metrics  http://127.0.0.1:$GATEWAY_PORT/health/ready  /health/live  /metrics
    Simulators      payments http://127.0.0.1:${PAYMENT_SIMULATOR_PORT:-8090}  courier http://127.0.0.1:${COURIER_SIMULATOR_PORT:-8091} (loopback only)
    Kafka           ${KAFKA_BROKERS}
    Postgres        ${DATABASE_URL}
    Redis           ${REDIS_URL}
    Logs            $LOGS/

  Ctrl-C stops everything this command started.

MSG
wait -n "${pids[@]}"
