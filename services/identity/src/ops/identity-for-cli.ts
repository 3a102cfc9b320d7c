import { loadConfig } from '@wine/platform/config/load-config';
import { platformConfigSchema } from '@wine/platform/config/platform-config';
import { migrate, platformMigrations } from '@wine/platform/db/migrate';
import { createPool } from '@wine/platform/db/pool';
import { createLogger } from '@wine/platform/observability/logger';
import { Redis } from 'ioredis';
import { identityConfigSchema } from '../config/identity-config.ts';
import { createIdentity, type Identity } from '../create-identity.ts';
import { identityMigrations } from '../identity-migrations.ts';

/**
 * The identity context as an operator's command line has it: the same configuration as the
 * gateway (IDENTITY_DATA_SECRET and the rest, refused in production without them), its tables
 * migrated, closed when `work` ends.
 */
export async function withIdentity<T>(name: string, work: (identity: Identity) => Promise<T>): Promise<T> {
  const config = loadConfig(
    identityConfigSchema.extend({
      DATABASE_URL: platformConfigSchema.shape.DATABASE_URL,
      REDIS_URL: platformConfigSchema.shape.REDIS_URL,
    }),
  );
  const pool = createPool(config.DATABASE_URL, { applicationName: name });
  const redis = new Redis(config.REDIS_URL);
  try {
    await migrate(pool, [platformMigrations, identityMigrations]);
    return await work(createIdentity({ config, pool, redis, logger: createLogger(name, { level: 'warn' }) }));
  } finally {
    redis.disconnect();
    await pool.end();
  }
}
