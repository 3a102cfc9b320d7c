import { inject } from 'vitest';
import { createTestDatabase, uniqueName } from '../testing/test-env.ts';
import { LedgerWorld } from './ledger-world.ts';

/** A world in a database and under topic names of its own on the shared Postgres and Kafka. */
export async function worldOnSharedServices(): Promise<{ world: LedgerWorld; close: () => Promise<void> }> {
  const db = await createTestDatabase();
  const world = new LedgerWorld(db.pool, db.url, inject('services').kafkaBrokers, `${uniqueName('chaos')}.`);
  return {
    world,
    close: async () => {
      await world.close();
      await db.drop();
    },
  };
}
