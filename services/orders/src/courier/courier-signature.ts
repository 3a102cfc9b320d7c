import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a courier report is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const COURIER_SIGNATURE_HEADER = 'courier-signature';

/** As Stripe's: a signature older (or newer) than five minutes is refused, so a replay is. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, payload: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');

/** Signs a report's raw body, with the time in the signature so it cannot be replayed later. */
export function signCourierReport(payload: string, secret: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

/**
 * True when the header signs exactly this raw body with the secret, within the tolerance. Any
 * `v1` may match (a secret being rolled signs with both), compared in constant time.
 */
export function isSignedCourierReport(payload: string, header: string, secret: string, now: Date): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'hex');
  return parts
    .filter(([key, value]) => key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value ?? '', 'hex'), expected));
}
