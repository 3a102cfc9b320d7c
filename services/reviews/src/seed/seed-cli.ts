// npm run seed (after the catalog's seed): writes the reviews behind every rating the shop
// shows, for the wines the catalog's events list, and a few app reviews. Idempotent.
import { argsOrExit, readCliArgs, UsageError } from '@wine/platform/cli/cli-args';
import { loadConfig } from '@wine/platform/config/load-config';
import { platformConfigSchema } from '@wine/platform/config/platform-config';
import { migrate, platformMigrations } from '@wine/platform/db/migrate';
import { createPool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import { z } from 'zod';
import { seedReviews } from './seed-reviews.ts';

const USAGE = `Usage: npm run seed
  After the catalog's seed: the seed reviews of every listed wine, and app reviews; idempotent.
Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/wine).`;

argsOrExit(USAGE, (argv) => {
  if (readCliArgs(argv, {}).positionals.length > 0) throw new UsageError('seed takes no arguments');
});
const config = loadConfig(z.object({ DATABASE_URL: platformConfigSchema.shape.DATABASE_URL }));
const pool = createPool(config.DATABASE_URL, { applicationName: 'reviews-seed' });
try {
  await migrate(pool, [platformMigrations]);
  const outcome = await seedReviews(pool, new EventStore(pool), metadataFromContext());
  console.log(
    `seed: ${outcome.wineReviews} reviews of ${outcome.wines} wines and ${outcome.appReviews} app reviews in place`,
  );
} finally {
  await pool.end();
}
