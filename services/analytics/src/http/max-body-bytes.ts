/** One event is well under 2 KiB; anything near this is not an event (the platform's limit is 64 KiB). */
export const MAX_BODY_BYTES = 8 * 1024;
