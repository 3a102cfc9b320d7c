import { MessageKind } from '@wine/contracts/messaging/message-kinds';
import { readSignedToken, signToken } from '@wine/platform/crypto/signed-token';
import { z } from 'zod';

/** Whose messages of which kind a link turns off. */
export interface Unsubscribe {
  userId: string;
  kind: MessageKind;
}

const Payload = z.object({ u: z.uuid(), k: MessageKind });

/**
 * The token in an unsubscribe link: who and which kind, signed with the context's link key
 * (HMAC-SHA256, platform's signed token), so it works without signing in and nobody can make one
 * for someone else. It never expires: a link in an old mail must still work (and it can only turn
 * something off).
 */
export function unsubscribeToken(key: Buffer, { userId, kind }: Unsubscribe): string {
  return signToken(key, { u: userId, k: kind });
}

/** The link's person and kind, or null for a token that was not signed with this key (tampered, made up, cut short). */
export function readUnsubscribeToken(key: Buffer, token: string): Unsubscribe | null {
  const fields = readSignedToken(key, token, Payload);
  return fields && { userId: fields.u, kind: fields.k };
}

/** The link itself, on the shop's own address (the storefront passes /api to the gateway). */
export const unsubscribeUrl = (webAppUrl: string, key: Buffer, who: Unsubscribe) =>
  `${webAppUrl.replace(/\/$/, '')}/api/messaging/unsubscribe?token=${unsubscribeToken(key, who)}`;
