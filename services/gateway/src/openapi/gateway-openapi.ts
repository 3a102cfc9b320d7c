import { loadConfig } from '@wine/platform/config/load-config';
import { createPool } from '@wine/platform/db/pool';
import type { OpenApiDocument } from '@wine/platform/http/api-reference-page';
import { createApp } from '@wine/platform/http/create-app';
import { createLogger } from '@wine/platform/observability/logger';
import { ReadModelProgress } from '@wine/platform/projections/read-model-progress';
import { Redis } from 'ioredis';
import { createContexts } from '../contexts.ts';
import { gatewayConfigSchema } from '../gateway-config.ts';
import { mountContexts } from '../mount-contexts.ts';

// The variables of a development gateway (`make start`, whose document has the dev-only
// routes too), fixed so the document does not depend on the machine that builds it.
const developmentEnv = {
  NODE_ENV: 'development',
  EVENT_BUS: 'postgres',
  PAYMENT_SIMULATOR_PORT: '0',
  COURIER_SIMULATOR_PORT: '0',
};

/**
 * The OpenAPI document GET /openapi.json serves, composed as main.ts composes the gateway
 * (createApp, then every registered context mounted) but with no Postgres, Redis or Kafka: the
 * document depends on the routes alone, and nothing here sends a query. `make lint` lints it
 * and generates a client's types from it (infra/scripts/lint-openapi.sh).
 */
export async function gatewayOpenApiDocument(): Promise<OpenApiDocument> {
  const config = loadConfig(gatewayConfigSchema, developmentEnv);
  const logger = createLogger('openapi', { level: 'silent' });
  // Both connect on first use only, which never comes.
  const pool = createPool(config.DATABASE_URL, { applicationName: 'openapi' });
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true });
  const contexts = await createContexts({ config, pool, redis, logger, env: developmentEnv });
  try {
    const app = createApp({ name: config.SERVICE_NAME, logger });
    const progress = new ReadModelProgress(pool, new Map(), { sourceOf: async () => 'store' });
    mountContexts(app, contexts, progress);
    const response = await app.request('/openapi.json');
    if (!response.ok) throw new Error(`GET /openapi.json answered ${response.status}`);
    return (await response.json()) as OpenApiDocument;
  } finally {
    for (const face of contexts.faces) await face.close?.();
    redis.disconnect();
    await pool.end();
  }
}
