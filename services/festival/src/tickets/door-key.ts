import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * A door key: what one door's scanners send to record admissions, issued by an operator
 * (`npm run festival:door-key`) from the festival's door secret (FESTIVAL_DOOR_KEY). It names
 * one festival and one door and ends with the festival, so a device lost at a gate scans nowhere
 * else and nothing after the festival; the door an admission records is the key's, not one a
 * device could claim. Stateless: `fdk1.<payload>.<mac>`, the payload's festival, door and end
 * signed with HMAC-SHA256 under a key derived from the door secret (docs/festival.md).
 */
export interface DoorKey {
  festivalId: string;
  doorId: string;
  /** The festival's end: the key scans nothing after it. */
  expiresAt: Date;
}

const PREFIX = 'fdk1';
const Payload = z.object({ f: z.string().min(1), d: z.string().min(1), e: z.int().positive() });

/** Door keys are signed under a key of their own, never the door secret itself. */
const macKey = (doorSecret: string) =>
  createHmac('sha256', doorSecret).update('festival door keys v1').digest();
const macOf = (doorSecret: string, payload: string) =>
  createHmac('sha256', macKey(doorSecret)).update(`${PREFIX}.${payload}`).digest();

export function issueDoorKey(doorSecret: string, key: DoorKey): string {
  const payload = Buffer.from(
    JSON.stringify({ f: key.festivalId, d: key.doorId, e: Math.floor(key.expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${PREFIX}.${payload}.${macOf(doorSecret, payload).toString('base64url')}`;
}

/** The door key `sent` is, when the door secret signed it and it has not expired at `now`. */
export function readDoorKey(doorSecret: string, sent: string, now: Date): DoorKey | undefined {
  const [prefix, payload, mac, ...rest] = sent.split('.');
  if (prefix !== PREFIX || !payload || !mac || rest.length > 0) return undefined;
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(doorSecret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let fields: z.infer<typeof Payload>;
  try {
    fields = Payload.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
  const expiresAt = new Date(fields.e * 1000);
  return now < expiresAt ? { festivalId: fields.f, doorId: fields.d, expiresAt } : undefined;
}
