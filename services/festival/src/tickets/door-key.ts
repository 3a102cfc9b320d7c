import { createHmac } from 'node:crypto';
import { readSignedToken, signToken } from '@wine/platform/crypto/signed-token';
import { z } from 'zod';

/**
 * A door key: what one door's scanners send to record admissions, issued by an operator
 * (`npm run festival:door-key`) from the festival's door secret (FESTIVAL_DOOR_KEY). It names
 * one festival and one door and expires (a day after it is issued by default, never past the
 * festival's end), so a device lost at a gate scans nowhere else and not for long; the door an
 * admission records is the key's, not one a device could claim. Stateless: `fdk1.` and a signed
 * token of the festival, door and expiry (platform's signed-token.ts) under a key derived from the
 * door secret (docs/festival.md).
 */
export interface DoorKey {
  festivalId: string;
  doorId: string;
  /** When it stops scanning. */
  expiresAt: Date;
}

const PREFIX = 'fdk1.';
const Payload = z.object({ f: z.string().min(1), d: z.string().min(1), e: z.int().positive() });

/** Door keys are signed under a key of their own, never the door secret itself. */
const signingKey = (doorSecret: string) =>
  createHmac('sha256', doorSecret).update('festival door keys v1').digest();

export function issueDoorKey(doorSecret: string, key: DoorKey): string {
  const fields = { f: key.festivalId, d: key.doorId, e: Math.floor(key.expiresAt.getTime() / 1000) };
  return `${PREFIX}${signToken(signingKey(doorSecret), fields)}`;
}

/** The door key `sent` is, when the door secret signed it and it has not expired at `now`. */
export function readDoorKey(doorSecret: string, sent: string, now: Date): DoorKey | undefined {
  if (!sent.startsWith(PREFIX)) return undefined;
  const fields = readSignedToken(signingKey(doorSecret), sent.slice(PREFIX.length), Payload);
  if (!fields) return undefined;
  const expiresAt = new Date(fields.e * 1000);
  return now < expiresAt ? { festivalId: fields.f, doorId: fields.d, expiresAt } : undefined;
}
