import { z } from 'zod';
import { ProductId } from '../catalog/catalog-ids.ts';
import { Pence } from '../money.ts';
import { Festival, FestivalId, TicketTypeId } from './festival.ts';

// The festival calls (spec section 7). Each answers `success`, and `error` with a text when it
// fails (section 8): refusals come as `{ success: false, error, code }` with a 4xx status.

const at = z.iso.datetime({ offset: true });

export const FestivalFailure = z
  .object({ success: z.literal(false), error: z.string(), code: z.string() })
  .meta({ id: 'FestivalFailure' });
export type FestivalFailure = z.infer<typeof FestivalFailure>;

export const FestivalRef = z.object({ festivalId: FestivalId });

export const TicketAvailability = z.object({
  ticketTypeId: TicketTypeId,
  name: z.string(),
  pricePence: Pence,
  tokens: z.int(),
  capacity: z.int(),
  remaining: z.int(),
  soldOut: z.boolean(),
});
export type TicketAvailability = z.infer<typeof TicketAvailability>;

export const AvailabilityAnswer = z
  .object({ success: z.literal(true), festivalId: FestivalId, ticketTypes: z.array(TicketAvailability) })
  .meta({ id: 'FestivalTicketAvailability' });
export type AvailabilityAnswer = z.infer<typeof AvailabilityAnswer>;

export const ClaimTicketRequest = z
  .object({
    festivalId: FestivalId,
    ticketTypeId: TicketTypeId,
    /** Made once per purchase by the client: a retry with the same key gets the same ticket. */
    claimKey: z.uuid(),
    /** A saved card (pm_...) for a paid ticket; not needed for a free one. */
    paymentMethodId: z.string().min(1).max(255).optional(),
  })
  .meta({ id: 'ClaimFestivalTicketRequest' });
export type ClaimTicketRequest = z.infer<typeof ClaimTicketRequest>;

export const FestivalTicket = z
  .object({
    ticketId: z.uuid(),
    festivalId: FestivalId,
    ticketTypeId: TicketTypeId,
    ticketTypeName: z.string(),
    pricePence: Pence,
    claimedAt: at,
    /** Signed (Ed25519): the door checks it offline with the public key (docs/festival.md). */
    qrCode: z.string(),
  })
  .meta({ id: 'FestivalTicket' });
export type FestivalTicket = z.infer<typeof FestivalTicket>;

/** The attendee: their ticket and tasting tokens at one festival. */
export const FestivalUser = z
  .object({
    userId: z.uuid(),
    festivalId: FestivalId,
    /** When they signed up through signupUserForFestival; null when they only hold a ticket. */
    signedUpAt: at.nullable(),
    ticket: FestivalTicket.nullable(),
    tokenBalance: z.int().min(0),
    tokensSpent: z.int().min(0),
  })
  .meta({ id: 'FestivalUser' });
export type FestivalUser = z.infer<typeof FestivalUser>;

export const ClaimTicketAnswer = z
  .object({ success: z.literal(true), ticket: FestivalTicket, festivalUser: FestivalUser })
  .meta({ id: 'ClaimFestivalTicketAnswer' });
export type ClaimTicketAnswer = z.infer<typeof ClaimTicketAnswer>;

/** 202: the bank wants the person (3-D Secure); the ticket is held until the payment ends. */
export const ClaimRequiresAction = z
  .object({
    success: z.literal(false),
    error: z.string(),
    code: z.literal('REQUIRES_ACTION'),
    nextAction: z.object({ clientSecret: z.string(), redirectUrl: z.url() }),
  })
  .meta({ id: 'ClaimFestivalTicketRequiresAction' });
export type ClaimRequiresAction = z.infer<typeof ClaimRequiresAction>;

/** Back from the bank: the PaymentIntent's client secret, as Stripe's return names it. */
export const ConfirmTicketPaymentRequest = z
  .object({ clientSecret: z.string().regex(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/) })
  .meta({ id: 'ConfirmFestivalTicketPaymentRequest' });

export const FestivalUserDataQuery = z.object({ festivalId: FestivalId.optional() });

/** getFestivalUserData (spec section 3): festival, festivalUser, customer, success, error. */
export const FestivalUserData = z
  .object({
    success: z.boolean(),
    error: z.string().nullable(),
    /** The festival running now, else the next one, else the last that ended; null when none. */
    festival: Festival.nullable(),
    festivalUser: FestivalUser.nullable(),
    customer: z.object({ customerId: z.uuid(), isAnonymous: z.boolean() }),
  })
  .meta({ id: 'FestivalUserData' });
export type FestivalUserData = z.infer<typeof FestivalUserData>;

export const RedeemTokensRequest = z
  .object({
    festivalId: FestivalId,
    wineProductId: ProductId,
    /** Made once per pour by the client: a retry from a flaky venue network spends once. */
    redemptionId: z.uuid(),
  })
  .meta({ id: 'RedeemFestivalTokensRequest' });
export type RedeemTokensRequest = z.infer<typeof RedeemTokensRequest>;

export const RedeemTokensAnswer = z
  .object({
    success: z.literal(true),
    redemptionId: z.uuid(),
    wineProductId: ProductId,
    tokensSpent: z.int(),
    tokenBalance: z.int().min(0),
    redeemedAt: at,
  })
  .meta({ id: 'RedeemFestivalTokensAnswer' });
export type RedeemTokensAnswer = z.infer<typeof RedeemTokensAnswer>;

export const Rating = z.int().min(1).max(5);

export const TastedWine = z
  .object({
    wineProductId: ProductId,
    tokensSpent: z.int(),
    tastedAt: at,
    rating: Rating.nullable(),
    notes: z.string().nullable(),
  })
  .meta({ id: 'FestivalTastedWine' });
export type TastedWine = z.infer<typeof TastedWine>;

export const TastedWinesAnswer = z
  .object({ success: z.literal(true), festivalId: FestivalId, wines: z.array(TastedWine) })
  .meta({ id: 'FestivalTastedWines' });
export type TastedWinesAnswer = z.infer<typeof TastedWinesAnswer>;

export const RateTastedWineRequest = z
  .object({
    festivalId: FestivalId,
    wineProductId: ProductId,
    rating: Rating,
    notes: z.string().max(1000).default(''),
  })
  .meta({ id: 'RateFestivalTastedWineRequest' });
export type RateTastedWineRequest = z.infer<typeof RateTastedWineRequest>;

export const RateTastedWineAnswer = z
  .object({ success: z.literal(true), wine: TastedWine })
  .meta({ id: 'RateFestivalTastedWineAnswer' });

/** GET /api/festivals/ticket-key: what a door scanner needs to check tickets offline. */
export const TicketKey = z
  .object({ algorithm: z.literal('Ed25519'), publicKeyPem: z.string(), publicKey: z.string() })
  .meta({ id: 'FestivalTicketKey' });
export type TicketKey = z.infer<typeof TicketKey>;

/**
 * admitFestivalTicket: a door scan (staff only: the `x-festival-door-key` header). The QR code as
 * scanned, the festival this door is for, the door's name, and an id the scanner makes once per
 * scan, so a retry from a flaky venue network is answered as the first time.
 */
export const AdmitTicketRequest = z
  .object({
    festivalId: FestivalId,
    qrCode: z.string().min(1).max(2000),
    doorId: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
      .meta({ description: 'The door or gate, as the festival names it: north-gate' }),
    scanId: z.uuid(),
  })
  .meta({ id: 'AdmitFestivalTicketRequest' });
export type AdmitTicketRequest = z.infer<typeof AdmitTicketRequest>;

/** Who to let in; `alreadyAdmitted` with the first scan's time and door when the ticket was used. */
export const AdmitTicketAnswer = z
  .object({
    success: z.literal(true),
    alreadyAdmitted: z.boolean(),
    ticketId: z.uuid(),
    ticketTypeName: z.string(),
    admittedAt: at,
    doorId: z.string(),
  })
  .meta({ id: 'AdmitFestivalTicketAnswer' });
export type AdmitTicketAnswer = z.infer<typeof AdmitTicketAnswer>;
