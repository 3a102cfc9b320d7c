import { z } from 'zod';
import { ProductId } from '../catalog/catalog-ids.ts';
import { defineEvent, eventUnion, type NewEventOf } from '../event-envelope.ts';
import { UserId } from '../identity/identity-events.ts';
import { Pence } from '../money.ts';
import { FestivalDetails, FestivalId, TicketTypeId } from './festival.ts';

const at = z.iso.datetime({ offset: true });

// Stream `festival/festival/<festivalId>`: the festival's definition, as last imported.
export const FestivalPublished = defineEvent(
  'FestivalPublished',
  z.object({ festivalId: FestivalId, details: FestivalDetails, publishedAt: at }),
);
export const FestivalEventEnvelope = eventUnion([FestivalPublished]);
export type FestivalEventEnvelope = z.infer<typeof FestivalEventEnvelope>;
export type FestivalEvent = NewEventOf<FestivalEventEnvelope>;

// Stream `festival/allocation/<festivalId>.<ticketTypeId>.<shard>`: one slice of a ticket type's
// capacity. Claims spread over the slices, so no one lock serialises a festival's sale.
export const TicketAllocated = defineEvent(
  'TicketAllocated',
  z.object({
    festivalId: FestivalId,
    ticketTypeId: TicketTypeId,
    shard: z.int().min(0),
    ticketId: z.uuid(),
    userId: UserId,
    allocatedAt: at,
  }),
);
/** A held ticket given back: its payment failed, so the slice may sell it again. */
export const TicketReleased = defineEvent(
  'TicketReleased',
  z.object({
    festivalId: FestivalId,
    ticketTypeId: TicketTypeId,
    shard: z.int().min(0),
    ticketId: z.uuid(),
    releasedAt: at,
  }),
);
export const AllocationEventEnvelope = eventUnion([TicketAllocated, TicketReleased]);
export type AllocationEventEnvelope = z.infer<typeof AllocationEventEnvelope>;
export type AllocationEvent = NewEventOf<AllocationEventEnvelope>;

// Stream `festival/attendee/<festivalId>.<userId>`: one person at one festival: their ticket,
// their tokens and the wines they tasted.

const ticketFields = {
  festivalId: FestivalId,
  userId: UserId,
  ticketId: z.uuid(),
  ticketTypeId: TicketTypeId,
  ticketTypeName: z.string(),
  claimKey: z.uuid(),
  shard: z.int().min(0),
  pricePence: Pence,
  tokens: z.int().min(0),
};

/** A paid ticket held (its slice counts it) while its card payment is under way. */
export const FestivalTicketReserved = defineEvent(
  'FestivalTicketReserved',
  z.object({ ...ticketFields, reservedAt: at }),
);

/**
 * The held ticket goes back on sale, and the person may try again: its payment failed, or it was
 * held longer than a hold lasts (`expired`: the person left at the bank's 3-D Secure page).
 */
export const FestivalTicketReleased = defineEvent(
  'FestivalTicketReleased',
  z.object({
    festivalId: FestivalId,
    userId: UserId,
    ticketId: z.uuid(),
    ticketTypeId: TicketTypeId,
    shard: z.int().min(0),
    reason: z.enum(['card_declined', 'other_error', 'canceled', 'expired']),
    releasedAt: at,
  }),
);

/** The person holds the ticket: free at once, paid once the payment succeeded (its PaymentIntent). */
export const FestivalTicketClaimed = defineEvent(
  'FestivalTicketClaimed',
  z.object({ ...ticketFields, paymentIntentId: z.string().nullable(), claimedAt: at }),
);

/**
 * A payment succeeded for a ticket that was no longer held for it (released first: its hold
 * expired at the bank's 3-D Secure page): the money goes back, once (docs/festival.md).
 */
export const FestivalTicketRefundRequested = defineEvent(
  'FestivalTicketRefundRequested',
  z.object({
    festivalId: FestivalId,
    userId: UserId,
    ticketId: z.uuid(),
    paymentIntentId: z.string(),
    amountPence: Pence,
    requestedAt: at,
  }),
);

/** Tokens spent on a glass; `tokenBalance` is what is left after it (never below 0). */
export const FestivalTokensRedeemed = defineEvent(
  'FestivalTokensRedeemed',
  z.object({
    festivalId: FestivalId,
    userId: UserId,
    redemptionId: z.uuid(),
    wineProductId: ProductId,
    tokensSpent: z.int().min(1),
    tokenBalance: z.int().min(0),
    redeemedAt: at,
  }),
);

/** The attendee's own note and stars for a wine they tasted (their festival passport). */
export const FestivalWineRated = defineEvent(
  'FestivalWineRated',
  z.object({
    festivalId: FestivalId,
    userId: UserId,
    wineProductId: ProductId,
    rating: z.int().min(1).max(5),
    notes: z.string(),
    ratedAt: at,
  }),
);

/** The ticket was scanned at a door and its holder let in (the first scan; later ones are answered from it). */
export const FestivalTicketAdmitted = defineEvent(
  'FestivalTicketAdmitted',
  z.object({
    festivalId: FestivalId,
    userId: UserId,
    ticketId: z.uuid(),
    doorId: z.string(),
    scanId: z.uuid(),
    admittedAt: at,
  }),
);

/**
 * The person's data was erased (identity's PersonalDataErased): their notes and stars on the wines
 * they tasted are gone. The pours stay, as the business record of the tokens spent.
 */
export const FestivalTastingNotesErased = defineEvent(
  'FestivalTastingNotesErased',
  z.object({ festivalId: FestivalId, userId: UserId, erasedAt: at }),
);

export const AttendeeEventEnvelope = eventUnion([
  FestivalTicketReserved,
  FestivalTicketReleased,
  FestivalTicketClaimed,
  FestivalTicketRefundRequested,
  FestivalTicketAdmitted,
  FestivalTokensRedeemed,
  FestivalWineRated,
  FestivalTastingNotesErased,
]);
export type AttendeeEventEnvelope = z.infer<typeof AttendeeEventEnvelope>;
export type AttendeeEvent = NewEventOf<AttendeeEventEnvelope>;
