import { z } from 'zod';

/**
 * Who an analytics message is about, as the topics carry it: a keyed pseudonym of the shop's id
 * (HMAC-SHA256 under the analytics context's secret key, base64url without padding), never the
 * id itself. The same id always gives the same pseudonym, so consumers join on it; without the
 * key nobody can compute it from an id, nor an id from it (docs/analytics.md, "What a consumer
 * can and cannot join on"). The pattern also keeps a clear id (a UUID) from passing for one.
 */
export const Pseudonym = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'a keyed pseudonym: 43 base64url characters')
  .describe('HMAC-SHA256 of the id under the analytics key, base64url: joins, never names');
