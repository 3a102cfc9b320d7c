import { createHmac } from 'node:crypto';
import { installSecret } from '@wine/platform/config/install-secrets';
import type { AnalyticsConfig } from '../analytics-config.ts';

/** Turns the shop's ids into the keyed pseudonyms the analytics topics carry (contracts' `Pseudonym`). */
export interface Pseudonyms {
  user(userId: string): string;
  device(deviceId: string): string;
}

/**
 * ANALYTICS_PSEUDONYM_KEY. Production must set it (and every process of an install the same
 * one, or their pseudonyms would not join); elsewhere an unset one is this install's own, made
 * at random once and kept in the git-ignored .run/secrets: no default anyone could read and
 * recompute pseudonyms with.
 */
export function analyticsPseudonymKey(
  config: Pick<AnalyticsConfig, 'NODE_ENV' | 'ANALYTICS_PSEUDONYM_KEY'>,
  installSecretsDir?: string,
): string {
  if (config.ANALYTICS_PSEUDONYM_KEY !== undefined) return config.ANALYTICS_PSEUDONYM_KEY;
  if (config.NODE_ENV === 'production')
    throw new Error('Invalid configuration: ANALYTICS_PSEUDONYM_KEY must be set in production');
  return installSecret('ANALYTICS_PSEUDONYM_KEY', installSecretsDir);
}

/**
 * HMAC-SHA256 of the id, base64url, under a key of its kind derived from the secret
 * (HMAC-SHA256(secret, 'analytics-user' | 'analytics-device')): stable, so consumers join on it;
 * not reversible, nor computable from an id, without the secret; and a device id that happens to
 * equal a user id does not get that user's pseudonym.
 */
export function pseudonyms(secret: string): Pseudonyms {
  const keyOf = (kind: string) => createHmac('sha256', secret).update(kind).digest();
  const userKey = keyOf('analytics-user');
  const deviceKey = keyOf('analytics-device');
  return {
    user: (userId) => createHmac('sha256', userKey).update(userId).digest('base64url'),
    device: (deviceId) => createHmac('sha256', deviceKey).update(deviceId).digest('base64url'),
  };
}

/** Whom a page view or conversion is about, as its message says it. */
export const subjectOf = (of: Pseudonyms, ids: { userId: string | null; deviceId: string | null }) => ({
  userPseudonym: ids.userId === null ? null : of.user(ids.userId),
  devicePseudonym: ids.deviceId === null ? null : of.device(ids.deviceId),
});
