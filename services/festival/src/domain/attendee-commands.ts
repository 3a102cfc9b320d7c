import type { PouredWine, TicketType } from '@wine/contracts/festival/festival';
import type { Schedule } from './schedule.ts';

interface Of<TType extends string, TData> {
  type: TType;
  data: TData;
  metadata: { now: string };
}

export type ClaimTicket = Of<
  'ClaimTicket',
  {
    festivalId: string;
    userId: string;
    schedule: Schedule;
    ticketType: TicketType;
    /** Chosen by the caller for this attempt; kept only if the claim is new. */
    ticketId: string;
    claimKey: string;
    shard: number;
  }
>;

export type RedeemTokens = Of<
  'RedeemTokens',
  {
    festivalId: string;
    userId: string;
    schedule: Schedule;
    redemptionId: string;
    wineProductId: string;
    /** The wine as the festival pours it; null when it is not on the festival's list. */
    poured: PouredWine | null;
  }
>;

export type RateTastedWine = Of<
  'RateTastedWine',
  { festivalId: string; userId: string; wineProductId: string; rating: number; notes: string }
>;

/** The held ticket's payment succeeded (the provider says so: its answer, a return from 3-D Secure, a webhook). */
export type ConfirmTicketPayment = Of<
  'ConfirmTicketPayment',
  { festivalId: string; userId: string; ticketId: string; paymentIntentId: string }
>;

/** The held ticket's payment failed: give it back. */
export type ReleaseTicket = Of<
  'ReleaseTicket',
  {
    festivalId: string;
    userId: string;
    ticketId: string;
    reason: 'card_declined' | 'other_error' | 'canceled';
  }
>;

/** The sweep of held tickets: give back one held longer than a hold lasts (ticket-hold.ts). */
export type ExpireTicketHold = Of<
  'ExpireTicketHold',
  { festivalId: string; userId: string; ticketId: string }
>;

/** A door scan of the person's ticket (its QR code checked by the caller). */
export type AdmitTicket = Of<
  'AdmitTicket',
  { festivalId: string; userId: string; ticketId: string; schedule: Schedule; doorId: string; scanId: string }
>;

/** Identity erased the person's data: their notes and stars go (workflows/erase-tasting-notes.ts). */
export type EraseTastingNotes = Of<'EraseTastingNotes', { festivalId: string; userId: string }>;

export type AttendeeCommand =
  | ClaimTicket
  | RedeemTokens
  | RateTastedWine
  | ConfirmTicketPayment
  | ReleaseTicket
  | ExpireTicketHold
  | AdmitTicket
  | EraseTastingNotes;
