#!/usr/bin/env bash
# Make sure PostgreSQL answers and the dev database `wine` exists.
# - DATABASE_URL set: someone else owns the server; only check that it answers.
# - otherwise: use the machine's local cluster on 127.0.0.1:5432 (trust auth),
#   starting it if it is stopped (fresh machines boot with it stopped).
set -euo pipefail
source "$(dirname "$0")/lib.sh"

if [[ -n "${DATABASE_URL:-}" ]]; then
  pg_isready -q -d "$DATABASE_URL" || die "DATABASE_URL is set but does not answer (pg_isready -d \"\$DATABASE_URL\")"
  log "DATABASE_URL answers; nothing to do"
  exit 0
fi

HOST=127.0.0.1 PORT=5432 DB=wine
# Newest installed major version, e.g. 15 (normally there is exactly one).
PG_VERSION="$(find /etc/postgresql -mindepth 1 -maxdepth 1 -printf '%f\n' 2>/dev/null | sort -V | tail -n1 || true)"
START_CMD="pg_ctlcluster --skip-systemctl-redirect ${PG_VERSION:-<version>} main start"

if ! pg_isready -q -h "$HOST" -p "$PORT"; then
  [[ -n "$PG_VERSION" ]] || die "PostgreSQL not reachable on $HOST:$PORT and no cluster in /etc/postgresql to start"
  log "PostgreSQL not answering on $HOST:$PORT; starting it: $START_CMD"
  # --skip-systemctl-redirect: there is no systemd here, run pg_ctl directly.
  pg_ctlcluster --skip-systemctl-redirect "$PG_VERSION" main start \
    || die "could not start PostgreSQL with: $START_CMD"
  wait_for 30 pg_isready -q -h "$HOST" -p "$PORT" \
    || die "PostgreSQL still not answering on $HOST:$PORT after 30 s (started with: $START_CMD)"
  log "PostgreSQL is up"
fi

psql_q() { psql -h "$HOST" -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -tAqc "$1"; }
if [[ "$(psql_q "select 1 from pg_database where datname='$DB'")" != 1 ]]; then
  log "creating database $DB"
  psql_q "create database $DB"
fi
log "PostgreSQL ready: postgres://postgres@$HOST:$PORT/$DB"
