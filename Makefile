# Two commands on a fresh machine: `make start` runs the app, `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := help
SERVICES_ENV := .run/services.env
# Node 24 first on PATH for every recipe (npm and npx run under it too); on a machine whose own
# node is older, ensure-node.sh installs it from the npm registry into .tools/ once.
NODE_BIN := $(shell infra/scripts/ensure-node.sh)
export PATH := $(if $(NODE_BIN),$(NODE_BIN):)$(PATH)

.PHONY: help node install services typecheck lint compose-check test test-unit test-int test-e2e start dev bench chaos

help:
	@echo "make start   install, start Postgres/Redis/Kafka, migrate, seed, run the app (Ctrl-C stops it)"
	@echo "make dev     as make start, with the storefront on Vite's dev server (hot reload) on :5173"
	@echo "make test    install, start the services and run unit, integration and browser tests"
	@echo "make bench   write docs/bench/*.md and *.json (not part of make test)"

node:
	@node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 24 ? 0 : 1)' \
	  || { echo "Node 24 is needed and infra/scripts/ensure-node.sh could not provide it (node is $$(node --version))"; exit 1; }

# Installs the locked versions, only when the lock file changed since the last install. Not
# `npm ci`: npm 11 writes no lock entries for other platforms' optional packages (Biome's) and
# then refuses its own lock file in `npm ci`.
node_modules/.package-lock.json: package-lock.json
	npm install --no-audit --no-fund
	@touch $@

install: node node_modules/.package-lock.json

# Starts whatever of Postgres, Redis and Kafka is not already answering; env vars win.
services:
	@mkdir -p .run
	@infra/scripts/services-up.sh > $(SERVICES_ENV)

typecheck: install
	npx tsc -p tsconfig.json --noEmit
	@if [ -f storefront/tsconfig.json ]; then npx tsc -p storefront/tsconfig.json --noEmit; fi

lint: install
	npx biome check .
	$$(infra/scripts/ensure-promtool.sh) check rules infra/prometheus/alerts.yml
	infra/scripts/lint-openapi.sh

test-unit: install
	npx vitest run --project unit

test-int: install services
	set -a; source $(SERVICES_ENV); set +a; npx vitest run --project integration

test-e2e: install services
	infra/scripts/ensure-chromium.sh
	set -a; source $(SERVICES_ENV); set +a; npx vitest run --project e2e

test: install services typecheck lint compose-check
	infra/scripts/ensure-chromium.sh
	set -a; source $(SERVICES_ENV); set +a; npx vitest run

# The storefront's production build, served by the gateway, as a shop would deploy it.
start: install
	@infra/start-app.sh

dev: install
	@STOREFRONT_MODE=dev infra/start-app.sh

# bench:lighthouse uses the e2e's port (8081) and Redis database: not while the e2e runs.
# Each writes docs/bench/<area>.md and .json; the order puts the quiet-machine ones first.
BENCHES := backbone append idle reactions shop static-files search reviews festival analytics checkout storefront ssr-flood lighthouse
bench: install services
	infra/scripts/ensure-chromium.sh
	set -a; source $(SERVICES_ENV); set +a; for bench in $(BENCHES); do npm run bench:$$bench || exit 1; done

# Fault injection on a broker, a Postgres cluster and a Redis of its own (never the shared ones);
# writes docs/bench/chaos.md and chaos.json. Not part of make test (its fast subset is).
chaos: install services
	infra/scripts/fetch-kafka-jars.sh
	set -a; source $(SERVICES_ENV); set +a; CHAOS=1 npx vitest run --project chaos

# docker-compose.yml is checked without a Docker engine (the v1 CLI validates offline).
compose-check:
	@if command -v docker-compose >/dev/null 2>&1; then docker-compose config --quiet && echo "docker-compose.yml: valid"; \
	else echo "docker-compose not installed: compose file not validated"; fi
