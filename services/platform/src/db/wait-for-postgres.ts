import type { DependencyWatch } from '../resilience/dependency-watch.ts';
import { retry } from '../resilience/retry.ts';
import type { Pool } from './pool.ts';

/**
 * Resolves once Postgres answers. Everything a process does starts with it (migrations, the
 * event store), so a process started before its database waits here, saying so once, and retries
 * with capped back-off instead of crashing.
 */
export async function waitForPostgres(pool: Pool, watch: DependencyWatch): Promise<void> {
  await retry(() => pool.query('SELECT 1'), { onError: (err) => watch.down(err) });
  watch.up();
}
