import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The header the door staff's scanners carry the festival's door key in (docs/festival.md). */
/** The OpenAPI security scheme of the door's calls. */
export const DOOR_KEY_SCHEME = 'festivalDoorKey';

export const DoorKeyHeader = z.object({ 'x-festival-door-key': z.string().optional() });

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a caller is door staff: it sent the door key (compared in constant time). No key set: nobody is. */
export const isDoorStaff = (sent: string | undefined, doorKey: string | undefined): boolean =>
  doorKey !== undefined && sent !== undefined && timingSafeEqual(digest(sent), digest(doorKey));
