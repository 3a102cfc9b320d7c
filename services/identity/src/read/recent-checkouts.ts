import type { Pool } from '@wine/platform/db/pool';
import { quoteIdent } from '@wine/platform/projections/pg-projector';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import type { CompletedCheckout } from '../domain/checkout-sign-in.ts';
import { RECENT_CHECKOUTS } from '../projections/recent-checkouts.ts';

const table = `${quoteIdent(pgSchemaOf(RECENT_CHECKOUTS))}.recent_checkouts`;

/** A checkout from the identity-recent-checkouts read model. */
export async function recentCheckout(
  pool: Pool,
  checkoutId: string,
): Promise<(CompletedCheckout & { userId: string }) | undefined> {
  const { rows } = await pool.query<{ email_digest: string | null; user_id: string; completed_at: Date }>(
    `SELECT email_digest, user_id, completed_at FROM ${table} WHERE checkout_id = $1`,
    [checkoutId],
  );
  const row = rows[0];
  return row && { emailDigest: row.email_digest, userId: row.user_id, completedAt: row.completed_at };
}
