# Two commands on a fresh machine: `make start` runs the app, `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := help
SERVICES_ENV := .run/services.env
# Node 24 first on PATH for every recipe (npm and npx run under it too); on a machine whose own
# node is older, ensure-node.sh installs it from the npm registry into .tools/ once.
NODE_BIN := $(shell infra/scripts/ensure-node.sh)
export PATH := $(if $(NODE_BIN),$(NODE_BIN):)$(PATH)

.PHONY: help node install services typecheck lint compose-check test test-unit test-int test-e2e start dev bench chaos build prod-check

help:
	@echo "make start   install, start Postgres/Redis/Kafka, migrate, seed, run the app (Ctrl-C stops it)"
	@echo "make dev     as make start, with the storefront on Vite's dev server (hot reload) on :5173"
	@echo "make test    install, start the services and run unit, integration and browser tests"
	@echo "make bench   write docs/bench/*.md and *.json (not part of make test)"
	@echo "make prod-check  the production build as docker-compose.yml runs it, without Docker (.ci/run runs it)"

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

# What the image runs: the storefront's production build (storefront/dist) and the services as
# JavaScript (dist/server/*.mjs, no tsx at run time). `make start` and the tests run the sources.
build: install
	npm run --silent build

# docker-compose.yml's topology without Docker: the compiled build in production mode behind nginx,
# a guest's 3-D Secure checkout with a gateway and a projector killed (infra/prod-check, docs/deploy.md).
# One at a time on a machine: it owns a database, a Redis database and a topic prefix.
prod-check: install services
	@set -a; source $(SERVICES_ENV); set +a; flock .run/prod-check.lock npx tsx infra/prod-check/prod-check.ts

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

# docker-compose.yml is checked without a Docker engine (the v1 CLI validates offline), with
# .env.example standing in for the .env it needs; where an engine answers, the image is built too.
compose-check:
	@if command -v docker-compose >/dev/null 2>&1; then \
	  WINE_ENV_FILE=.env.example POSTGRES_PASSWORD=compose-check docker-compose config --quiet && echo "docker-compose.yml: valid"; \
	else echo "docker-compose not installed: compose file not validated"; fi
	@if docker info >/dev/null 2>&1; then \
	  WINE_ENV_FILE=.env.example POSTGRES_PASSWORD=compose-check docker compose config --quiet && echo "docker compose config: valid" && \
	  docker build -q -f infra/docker/Dockerfile -t wine-app:compose-check . && echo "image wine-app:compose-check: built"; \
	else echo "no Docker engine here: image not built (make prod-check runs the same topology without it)"; fi
