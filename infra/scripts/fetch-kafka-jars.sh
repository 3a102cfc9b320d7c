#!/usr/bin/env bash
# Copy Apache Kafka's jars (infra/kafka/pom.xml) from Maven Central into infra/kafka/.cache/libs,
# once per pom version. The local broker runs from them, and so do the tests' disposable brokers
# (even when another broker already answers on 9092).
set -euo pipefail
source "$(dirname "$0")/lib.sh"

KAFKA_DIR="$ROOT/infra/kafka"
LIBS="$KAFKA_DIR/.cache/libs"          # git-ignored
STATE="$RUN_DIR/kafka"
mkdir -p "$STATE"

# The marker holds the pom's hash: editing the pom (e.g. a version bump)
# triggers a clean re-copy instead of mixing old and new jars on the classpath.
pom_hash="$(sha256sum "$KAFKA_DIR/pom.xml" | cut -d' ' -f1)"
if [[ "$(cat "$LIBS/.complete" 2>/dev/null || true)" != "$pom_hash" ]]; then
  log "fetching Kafka jars from Maven Central into ${LIBS#"$ROOT"/}"
  rm -rf "$LIBS"
  # Output kept in a file and shown only on failure (-q still prints colour codes).
  if ! mvn -q -B -f "$KAFKA_DIR/pom.xml" dependency:copy-dependencies -DoutputDirectory="$LIBS" \
      >"$STATE/mvn.log" 2>&1; then
    tail -n 40 "$STATE/mvn.log" >&2
    die "mvn could not fetch the Kafka jars (full output: ${STATE#"$ROOT"/}/mvn.log)"
  fi
  echo "$pom_hash" >"$LIBS/.complete"
fi
