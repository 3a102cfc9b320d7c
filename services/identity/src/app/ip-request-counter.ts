import { type IpBucket, ipWindowMs } from '../domain/ip-request-limits.ts';
import type { IdentityServices } from './identity-services.ts';

/**
 * Counts a request from `ip` in the current window and returns the count, this one included.
 * The count is taken before the work, in one atomic upsert, so a burst of parallel requests
 * cannot all pass a check made before any of them was counted.
 */
export async function countIpRequest(
  { pool, hasher }: Pick<IdentityServices, 'pool' | 'hasher'>,
  bucket: IpBucket,
  ip: string,
  now: Date,
): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / ipWindowMs) * ipWindowMs);
  const { rows } = await pool.query<{ count: number }>(
    `INSERT INTO identity_ip_counters (bucket, ip_hash, window_start, count) VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, ip_hash, window_start) DO UPDATE SET count = identity_ip_counters.count + 1
     RETURNING count`,
    [bucket, hasher.ip(ip), windowStart],
  );
  return rows[0]?.count ?? 1;
}
