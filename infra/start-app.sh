#!/usr/bin/env bash
# make start: services, migrations, seed, the gateway (relay + projectors + HTTP) and the
# storefront, in the foreground. Prints the URLs once they answer; Ctrl-C stops what it started.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
source infra/scripts/lib.sh

HOST="${HOST:-127.0.0.1}"
kafka_was_up=true
# In a container (docker-compose.yml) the services are other containers: SKIP_SERVICES=1.
if [ "${SKIP_SERVICES:-0}" != 1 ]; then
  if [ -z "${KAFKA_BROKERS:-}" ] && ! tcp_open 127.0.0.1 9092; then kafka_was_up=false; fi
  mkdir -p .run
  set -a
  eval "$(infra/scripts/services-up.sh)"
  set +a
fi

# Node is always here; curl may not be (slim container images).
http_ok() { node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$1"; }

pids=()
cleanup() {
  trap - INT TERM EXIT
  echo; log "stopping..."
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  if [ "$kafka_was_up" = false ]; then infra/scripts/stop-kafka.sh || true; fi
  log "stopped"
}
trap cleanup INT TERM EXIT

# The storefront's proxy on this machine names each visitor in X-Forwarded-For.
TRUSTED_PROXIES="${TRUSTED_PROXIES:-127.0.0.1,::1}" node --import tsx services/gateway/src/main.ts &
pids+=($!)
if [ -f storefront/vite.config.ts ]; then
  # node itself (not npx, which would leave vite behind on Ctrl-C) so the pid below is vite's.
  (cd storefront && exec node ../node_modules/vite/bin/vite.js --host "$HOST" --port 5173 --strictPort) &
  pids+=($!)
fi

wait_for 60 http_ok http://127.0.0.1:${PORT:-8080}/health || die "the gateway did not answer on :${PORT:-8080}/health"
# Idempotent: schedules today's drop and imports only what changed in the seed file.
npm run --silent seed
if [ -f storefront/vite.config.ts ]; then
  wait_for 60 http_ok http://127.0.0.1:5173/ || die "the storefront did not answer on :5173"
fi

cat <<MSG

  Wine deals is running.
    Storefront      http://127.0.0.1:5173
    Gateway         http://127.0.0.1:${PORT:-8080}
    API reference   http://127.0.0.1:${PORT:-8080}/docs   (OpenAPI: /openapi.json)
    Health/metrics  http://127.0.0.1:${PORT:-8080}/health  /metrics
    Kafka           ${KAFKA_BROKERS}
    Postgres        ${DATABASE_URL}
    Redis           ${REDIS_URL}

  Ctrl-C stops everything this command started.

MSG
wait -n "${pids[@]}"
