import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

const macOf = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * `<payload>.<mac>`: the fields as JSON in base64url, signed with HMAC-SHA256 under `key`, for a
 * token that carries what it grants (an unsubscribe link, a door key) and needs no look-up.
 */
export function signToken(key: Buffer, fields: unknown): string {
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${payload}.${macOf(key, payload)}`;
}

/**
 * The fields of a token `key` signed, as `schema` reads them; null for anything else: tampered,
 * made up, cut short, or signed fields that are not the schema's. The MAC is compared in
 * constant time before anything is parsed.
 */
export function readSignedToken<S extends z.ZodType>(
  key: Buffer,
  token: string,
  schema: S,
): z.output<S> | null {
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) return null;
  const expected = Buffer.from(macOf(key, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
