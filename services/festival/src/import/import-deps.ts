import { loadConfig } from '@wine/platform/config/load-config';
import { platformConfigSchema } from '@wine/platform/config/platform-config';
import { migrate, platformMigrations } from '@wine/platform/db/migrate';
import { createPool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import { z } from 'zod';
import type { FestivalImportDeps } from './import-festivals.ts';

const importConfigSchema = z.object({ DATABASE_URL: platformConfigSchema.shape.DATABASE_URL });

/** The event store of DATABASE_URL for a command-line import; one correlation id per run. */
export async function withFestivalImportDeps<T>(work: (deps: FestivalImportDeps) => Promise<T>): Promise<T> {
  const config = loadConfig(importConfigSchema);
  const pool = createPool(config.DATABASE_URL, { applicationName: 'festival-import' });
  try {
    await migrate(pool, [platformMigrations]);
    const clock = () => new Date();
    return await work({ store: new EventStore(pool, { clock }), clock, metadata: metadataFromContext() });
  } finally {
    await pool.end();
  }
}
