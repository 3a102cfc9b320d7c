import { z } from 'zod';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const RANDOM_LENGTH = 9;
const POOL_BYTES = 4095;

// One getRandomValues call serves 455 tokens: called once per token, it was a visible share of
// the server's CPU at ingestion rates.
let pool = new Uint8Array(0);
let used = 0;

/** Nine random lower-case letters and digits; Web Crypto, so the browser and Node share it. */
export function randomToken(): string {
  if (used + RANDOM_LENGTH > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(POOL_BYTES));
    used = 0;
  }
  const bytes = pool.subarray(used, used + RANDOM_LENGTH);
  used += RANDOM_LENGTH;
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * Spec section 3: an event id is built from the event name, a timestamp and a random string:
 * `Purchase_1732190400000_k3j9x2ab7`. The browser pixel and the server send the same id so the ad
 * platform counts the event once; the server builds one only when the client sent none.
 */
export function analyticsEventId(eventName: string, atMs: number, random: string = randomToken()): string {
  return `${eventName}_${atMs}_${random}`;
}

/** The shape `analyticsEventId` builds. */
export const builtEventIdPattern = /^[A-Za-z]+_\d+_[a-z0-9]{9}$/;

// A client-built id ends up in logs and message keys: short plain tokens only.
export const EventIdField = z
  .string()
  .regex(/^[\w.:-]{1,128}$/, 'eventID must be 1 to 128 letters, digits or _ . : -');
