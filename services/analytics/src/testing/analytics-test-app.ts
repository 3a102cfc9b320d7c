import type { EventBus } from '@wine/platform/bus/kafka';
import type { Pool } from '@wine/platform/db/pool';
import { optionalUser } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { createLogger } from '@wine/platform/observability/logger';
import type { Redis } from 'ioredis';
import type { AnalyticsConfig } from '../analytics-config.ts';
import { type Analytics, createAnalytics } from '../create-analytics.ts';
import { TEST_PSEUDONYM_KEY } from './test-pseudonyms.ts';
import { testVerifier } from './test-verifier.ts';

export const silentLogger = createLogger('analytics-test', { level: 'silent' });

const GENEROUS: AnalyticsConfig = {
  NODE_ENV: 'test',
  ANALYTICS_PSEUDONYM_KEY: TEST_PSEUDONYM_KEY,
  AB_EXPERIMENTS: {},
  ANALYTICS_RATE_PER_SECOND: 100_000,
  ANALYTICS_RATE_BURST: 100_000,
};

/** The analytics routes on an HTTP app, as the gateway mounts them, with a JSON `post` helper. */
export function analyticsTestApp(deps: {
  pool: Pool;
  redis: Redis;
  bus?: EventBus;
  prefix: string;
  config?: Partial<AnalyticsConfig>;
  schemaBaseUrl?: string;
}): Analytics & {
  post(path: string, body: unknown, ip?: string, token?: string): Promise<Response>;
} {
  const analytics = createAnalytics({
    pool: deps.pool,
    redis: deps.redis,
    logger: silentLogger,
    config: { ...GENEROUS, ...deps.config },
    ...(deps.bus ? { bus: deps.bus } : {}),
    topicPrefix: deps.prefix,
    redisKeyPrefix: deps.prefix,
    ...(deps.schemaBaseUrl ? { schemaBaseUrl: deps.schemaBaseUrl } : {}),
  });
  // Requests come as through a proxy on this machine that names each caller.
  const app = createApp({ name: 'analytics-test', logger: silentLogger, trustedProxies: ['127.0.0.1'] });
  app.use('*', optionalUser(testVerifier));
  app.route('/', analytics.router);
  return {
    ...analytics,
    post: async (path, body, ip = '203.0.113.7', token?: string) =>
      app.request(
        path,
        {
          method: 'POST',
          body: JSON.stringify(body),
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': ip,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
      ),
  };
}
