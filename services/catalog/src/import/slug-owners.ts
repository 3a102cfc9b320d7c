import type { Pool } from '@wine/platform/db/pool';

/** Which of these slugs a listed product already holds, and which product holds it. */
export async function slugOwners(pool: Pool, slugs: string[]): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ slug: string; product_id: string }>(
    `SELECT data->>'slug' AS slug, data->>'productId' AS product_id FROM events
      WHERE type = 'WineListed' AND data->>'slug' = ANY($1)`,
    [slugs],
  );
  return new Map(rows.map((r) => [r.slug, r.product_id]));
}
