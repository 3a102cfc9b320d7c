import { z } from 'zod';
import { defineEvent, eventUnion, type NewEventOf } from '../event-envelope.ts';
import { UserId } from '../identity/identity-events.ts';

// Stream `orders/customer/<userId>`: what orders must remember about a buyer.

/**
 * The buyer confirmed at checkout that they are 18 or over. Only the fact is kept, not the date
 * of birth: it is all the law asks of a seller, and there is then no birth date to protect.
 */
export const CustomerAgeConfirmed = defineEvent(
  'CustomerAgeConfirmed',
  z.object({ userId: UserId, confirmedAt: z.iso.datetime({ offset: true }) }),
);

/** The buyer placed an order: their open orders are what the guest limit counts across. */
export const CustomerOrderPlaced = defineEvent(
  'CustomerOrderPlaced',
  z.object({ userId: UserId, orderId: z.uuid(), placedAt: z.iso.datetime({ offset: true }) }),
);

export const CustomerEventEnvelope = eventUnion([CustomerAgeConfirmed, CustomerOrderPlaced]);
export type CustomerEvent = NewEventOf<z.infer<typeof CustomerEventEnvelope>>;

/** The UK's minimum age to buy alcohol. */
export const MINIMUM_AGE_YEARS = 18;

/** Whole years between a date of birth (YYYY-MM-DD) and a moment, by the calendar. */
export function ageOn(dateOfBirth: string, at: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const birthdayPassed =
    at.getUTCMonth() + 1 > month || (at.getUTCMonth() + 1 === month && at.getUTCDate() >= day);
  return at.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}
