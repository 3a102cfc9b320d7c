import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inTransaction, type Pool } from './pool.ts';

const MIGRATION_LOCK = 7_400_001;

/**
 * Applies each `NNN_name.sql` of the given folders once, in name order, under an advisory lock
 * so that several processes starting together do not race.
 */
export async function migrate(pool: Pool, folders: { scope: string; dir: string }[]): Promise<string[]> {
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id),
    );
    const applied: string[] = [];
    for (const { scope, dir } of folders) {
      const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
      for (const file of files) {
        const id = `${scope}/${file}`;
        if (done.has(id)) continue;
        await client.query(await readFile(join(dir, file), 'utf8'));
        await client.query('INSERT INTO schema_migrations (id) VALUES ($1)', [id]);
        applied.push(id);
      }
    }
    return applied;
  });
}

export const platformMigrations = {
  scope: 'platform',
  dir: new URL('../../migrations', import.meta.url).pathname,
};
