import { loadConfig } from '@wine/platform/config/load-config';
import { platformConfigSchema } from '@wine/platform/config/platform-config';
import { migrate, platformMigrations } from '@wine/platform/db/migrate';
import { createPool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import { z } from 'zod';
import type { ImportDeps } from './import-catalog.ts';

const importConfigSchema = z.object({ DATABASE_URL: platformConfigSchema.shape.DATABASE_URL });

/**
 * The event store of DATABASE_URL for a command-line import. Every event of one run shares a
 * correlation id, so the run can be found in the log as one action.
 */
export async function withImportDeps<T>(work: (deps: ImportDeps) => Promise<T>): Promise<T> {
  const config = loadConfig(importConfigSchema);
  const pool = createPool(config.DATABASE_URL, { applicationName: 'catalog-import' });
  try {
    await migrate(pool, [platformMigrations]);
    const clock = () => new Date();
    return await work({
      store: new EventStore(pool, { clock }),
      pool,
      clock,
      metadata: metadataFromContext(),
    });
  } finally {
    await pool.end();
  }
}
