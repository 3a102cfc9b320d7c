import type { Reservation } from './attendee.ts';

/**
 * How long a paid ticket is held for its payment (docs/festival.md): long enough for the bank's
 * 3-D Secure page, short enough that a person who walks away from it does not keep a ticket from
 * others for long. Then the hold expires and the ticket goes back on sale.
 */
export const TICKET_HOLD_MS = 15 * 60_000;

export const holdHasExpired = (held: Pick<Reservation, 'reservedAt'>, now: string) =>
  Date.parse(now) >= Date.parse(held.reservedAt) + TICKET_HOLD_MS;
