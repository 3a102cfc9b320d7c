import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { readDoorKey } from '../tickets/door-key.ts';

/** The OpenAPI security scheme of the door's calls. */
export const DOOR_KEY_SCHEME = 'festivalDoorKey';

/** The header the door staff's scanners carry their door key in (docs/festival.md). */
export const DoorKeyHeader = z.object({ 'x-festival-door-key': z.string().optional() });

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the caller may record an admission at this door of this festival: it sent a door key
 * issued for that door and festival that has not expired (door-key.ts), or the door secret
 * itself, the operators' (compared in constant time). No secret set: nobody may.
 */
export function mayScanAt(
  sent: string | undefined,
  doorSecret: string | undefined,
  door: { festivalId: string; doorId: string },
  now: Date,
): boolean {
  if (doorSecret === undefined || sent === undefined) return false;
  if (timingSafeEqual(digest(sent), digest(doorSecret))) return true;
  const key = readDoorKey(doorSecret, sent, now);
  return key !== undefined && key.festivalId === door.festivalId && key.doorId === door.doorId;
}
