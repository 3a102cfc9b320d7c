#!/usr/bin/env bash
# Bring up everything the back end needs (PostgreSQL, Redis, Kafka) and print
# the env values to use, one KEY=value per line on stdout (dotenv format);
# progress goes to stderr. Values already set in the environment win, e.g.
#   set -a; eval "$(infra/scripts/services-up.sh)"; set +a
set -euo pipefail
HERE="$(dirname "$0")"

"$HERE/ensure-postgres.sh" >&2
"$HERE/ensure-redis.sh" >&2
"$HERE/fetch-kafka-jars.sh" >&2   # also needed by the tests' disposable brokers
"$HERE/ensure-kafka.sh" >&2

echo "DATABASE_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/wine}"
echo "REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379/0}"
echo "KAFKA_BROKERS=${KAFKA_BROKERS:-127.0.0.1:${KAFKA_PORT:-9092}}"
