import type { Pool } from '@wine/platform/db/pool';
import type { Logger } from '@wine/platform/observability/logger';

const DAY_MS = 24 * 60 * 60_000;
const INTERVAL_MS = 15 * 60_000;

/**
 * Deletes rows that can only ever be refused: expired codes and counters, spent proofs and
 * checkout proofs past their expiry, and refresh tokens that expired, or were rotated or revoked over a week ago (a
 * replay that old is still refused, just without revoking the family again).
 */
export async function purgeExpired(pool: Pool, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  await pool.query('DELETE FROM identity_sign_in_addresses WHERE updated_at < $1', [dayAgo]);
  await pool.query('DELETE FROM identity_sign_in_challenges WHERE expires_at < $1', [dayAgo]);
  await pool.query('DELETE FROM identity_ip_counters WHERE window_start < $1', [dayAgo]);
  await pool.query('DELETE FROM identity_spent_proofs WHERE expires_at < $1', [now]);
  await pool.query('DELETE FROM identity_checkout_proofs WHERE expires_at < $1', [now]);
  await pool.query(
    `DELETE FROM identity_refresh_tokens
      WHERE expires_at < $1 OR rotated_at < $2 OR revoked_at < $2`,
    [now, weekAgo],
  );
}

/** Runs purgeExpired every 15 minutes until stopped; a failed run is logged and retried next time. */
export function startHousekeeping(pool: Pool, clock: () => Date, logger: Pick<Logger, 'error'>) {
  const run = () =>
    purgeExpired(pool, clock()).catch((err) => logger.error({ err }, 'identity housekeeping failed'));
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
    },
  };
}
