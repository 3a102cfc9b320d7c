import { createHmac } from 'node:crypto';
import { DomainError } from '@wine/platform/errors/domain-error';
import type { MessagingServices } from './messaging-services.ts';

const hourMs = 3_600_000;

/**
 * The support form's limits, per hour: a typed address can be sent at most 5 acknowledgements
 * (so the form cannot be used to flood someone else's inbox), and one client address may send
 * 20 messages (a busy office behind one address still gets through).
 */
export const supportLimits = { perEmail: 5, perClient: 20 } as const;

export class TooManySupportMessagesError extends DomainError {
  constructor() {
    super('RATE_LIMITED', 'Too many messages. Please try again later.', 429);
  }
}

/**
 * Counts this message against both limits (one atomic upsert each, before any work, so a burst
 * in parallel cannot pass a check made before it was counted) and refuses it past either.
 */
export async function countSupportMessage(
  { pool, counterKey, clock }: Pick<MessagingServices, 'pool' | 'counterKey' | 'clock'>,
  email: string,
  clientAddress: string,
): Promise<void> {
  const now = clock().getTime();
  const windowStart = new Date(Math.floor(now / hourMs) * hourMs);
  const hash = (value: string) => createHmac('sha256', counterKey).update(value).digest('base64url');
  const { rows } = await pool.query<{ bucket: string; count: number }>(
    `INSERT INTO messaging_rate_counters (bucket, key_hash, window_start, count)
     SELECT * FROM unnest($1::text[], $2::text[], ARRAY[$3::timestamptz, $3::timestamptz], ARRAY[1, 1])
     ON CONFLICT (bucket, key_hash, window_start) DO UPDATE SET count = messaging_rate_counters.count + 1
     RETURNING bucket, count`,
    [['support-email', 'support-client'], [hash(email.toLowerCase()), hash(clientAddress)], windowStart],
  );
  const count = (bucket: string) => rows.find((r) => r.bucket === bucket)?.count ?? 1;
  if (count('support-email') > supportLimits.perEmail || count('support-client') > supportLimits.perClient)
    throw new TooManySupportMessagesError();
}

/** Counters of windows long past, deleted now and then (housekeeping). */
export async function forgetOldCounters({ pool, clock }: Pick<MessagingServices, 'pool' | 'clock'>) {
  await pool.query('DELETE FROM messaging_rate_counters WHERE window_start < $1', [
    new Date(clock().getTime() - 2 * hourMs),
  ]);
}
