#!/usr/bin/env bash
# make lint's OpenAPI part, on the document the gateway serves (composed from the routes by
# services/gateway/src/openapi/write-openapi.ts; no Postgres, Redis or Kafka needed): Redocly's
# lint with redocly.yaml must find no error, and a client's types generated from it with
# openapi-typescript must typecheck, used as a client would use them.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
npx tsx services/gateway/src/openapi/write-openapi.ts "$work/openapi.json"
npx redocly lint "$work/openapi.json" --config redocly.yaml --format=summary
# --default-non-nullable false: a field with a default is one a request may leave out (the
# page view's eventName); openapi-typescript would otherwise make it required everywhere.
npx openapi-typescript "$work/openapi.json" --output "$work/openapi.ts" --default-non-nullable false >/dev/null
# A named call's body and answer, typed by operationId and by path: a generated client's view.
cat > "$work/client.ts" <<'TS'
import type { operations, paths } from './openapi';

type LogPageView = operations['logPageView'];
export const body: LogPageView['requestBody']['content']['application/json'] = { page: '/shop?type=red' };
type Logged = paths['/fn/logPageView']['post']['responses'][200]['content']['application/json'];
export const answer: Logged = { success: true, message: 'Page view logged successfully', eventID: 'e-1' };
TS
npx tsc --noEmit --strict --skipLibCheck --target es2022 --module preserve --moduleResolution bundler \
  "$work/client.ts"
log "OpenAPI: Redocly found no error; openapi-typescript's client types typecheck"
