import { createHmac, timingSafeEqual } from 'node:crypto';
import { MessageKind } from '@wine/contracts/messaging/message-kinds';
import { z } from 'zod';

/** Whose messages of which kind a link turns off. */
export interface Unsubscribe {
  userId: string;
  kind: MessageKind;
}

const Payload = z.object({ u: z.uuid(), k: MessageKind });

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * The token in an unsubscribe link: who and which kind, signed with the context's link key
 * (HMAC-SHA256), so it works without signing in and nobody can make one for someone else. It
 * never expires: a link in an old mail must still work (and it can only turn something off).
 */
export function unsubscribeToken(key: Buffer, { userId, kind }: Unsubscribe): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, k: kind })).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** The link's person and kind, or null for a token that was not signed with this key (tampered, made up, cut short). */
export function readUnsubscribeToken(key: Buffer, token: string): Unsubscribe | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = Payload.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? { userId: parsed.data.u, kind: parsed.data.k } : null;
  } catch {
    return null;
  }
}

/** The link itself, on the shop's own address (the storefront passes /api to the gateway). */
export const unsubscribeUrl = (webAppUrl: string, key: Buffer, who: Unsubscribe) =>
  `${webAppUrl.replace(/\/$/, '')}/api/messaging/unsubscribe?token=${unsubscribeToken(key, who)}`;
