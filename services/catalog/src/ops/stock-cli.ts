// npm run stock -- <productId> <bottles>: the warehouse's count of one wine (a restock, a
// breakage), through the wine's decider as an import's count goes. Needs DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { argsOrExit, readCliArgs, UsageError } from '@wine/platform/cli/cli-args';
import { loadConfig } from '@wine/platform/config/load-config';
import { platformConfigSchema } from '@wine/platform/config/platform-config';
import { createPool } from '@wine/platform/db/pool';
import { DomainError } from '@wine/platform/errors/domain-error';
import { EventStore } from '@wine/platform/event-store/event-store';
import { z } from 'zod';
import { countStock } from '../app/count-stock.ts';

const USAGE = `Usage: npm run stock -- <productId> <bottles>
  Sets the wine's counted stock to <bottles> (0 or more): a restock, or a count after a breakage.
  Customers with the wine on their wishlist and back-in-stock alerts on hear when it comes back.
Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/wine).`;

const { productId, stockLevel } = argsOrExit(USAGE, (argv) => {
  const [productId, bottles, ...more] = readCliArgs(argv, {}).positionals;
  const stockLevel = Number(bottles);
  if (!productId || more.length > 0 || !Number.isInteger(stockLevel) || stockLevel < 0)
    throw new UsageError('stock takes a product id and a whole number of bottles');
  return { productId, stockLevel };
});
const config = loadConfig(z.object({ DATABASE_URL: platformConfigSchema.shape.DATABASE_URL }));
const pool = createPool(config.DATABASE_URL, { applicationName: 'stock-cli' });
try {
  const metadata = { correlationId: randomUUID(), causationId: null, userId: null, region: 'GB' };
  const { changed } = await countStock(new EventStore(pool), productId, stockLevel, metadata);
  console.log(
    changed ? `${productId}: ${stockLevel} bottles` : `${productId}: already ${stockLevel} bottles`,
  );
} catch (err) {
  if (!(err instanceof DomainError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await pool.end();
}
