import type { Pool } from '@wine/platform/db/pool';

/** Marks a single-use proof spent; false when it already was (a replay). */
export async function spendProof(pool: Pool, proof: string, expiresAt: Date): Promise<boolean> {
  const { rowCount } = await pool.query(
    'INSERT INTO identity_spent_proofs (proof, expires_at) VALUES ($1, $2) ON CONFLICT (proof) DO NOTHING',
    [proof, expiresAt],
  );
  return rowCount === 1;
}
