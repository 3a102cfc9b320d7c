import { z } from 'zod';
import { Pence } from '../money.ts';
import { OrderSummary } from './checkout.ts';
import { OrderId } from './order-events.ts';

/**
 * A case holds 12 slots (a magnum takes 6, spec section 9). Bottles wait in storage until the
 * customer sends them; a dispatch that fills its cases exactly travels free, otherwise the part
 * case costs one flat fee (docs/orders.md, "Storage and cases").
 */
export const CASE_SLOTS = 12;
export const PART_CASE_DELIVERY_FEE_PENCE = 995;

/** Free when every case is full; one flat fee for the part case otherwise. */
export const deliveryFeeFor = (caseSlots: number): number =>
  caseSlots > 0 && caseSlots % CASE_SLOTS === 0 ? 0 : PART_CASE_DELIVERY_FEE_PENCE;

/** Slots still free in the last (part) case; 0 when every case is full. */
export const slotsToFillCase = (caseSlots: number): number =>
  (CASE_SLOTS - (caseSlots % CASE_SLOTS)) % CASE_SLOTS;

/** Orders one quote or dispatch may name. */
export const MAX_ORDERS_PER_DISPATCH = 50;

export const OrderIdsRequest = z
  .object({
    orderIds: z
      .array(OrderId)
      .min(1)
      .max(MAX_ORDERS_PER_DISPATCH)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'each order may appear only once' }),
  })
  .meta({ id: 'OrderIdsRequest' });
export type OrderIdsRequest = z.infer<typeof OrderIdsRequest>;

/** getDeliveryFee: what sending these orders together would cost. */
export const DeliveryQuote = z
  .object({
    orderIds: z.array(OrderId),
    caseSlots: z.int().min(0),
    caseSize: z.literal(CASE_SLOTS),
    fullCases: z.int().min(0),
    /** Slots left in the part case; 0 when every case is full. */
    slotsToFill: z.int().min(0),
    feePence: Pence,
    /** UK law: wine is handed to an adult; the courier asks for a signature. */
    adultSignatureRequired: z.literal(true),
  })
  .meta({ id: 'DeliveryQuote' });
export type DeliveryQuote = z.infer<typeof DeliveryQuote>;

/**
 * dispatchOrders / send-for-delivery. A part case carries the quoted fee: the client repeats it
 * (`acceptedFeePence`) with a card to pay it (`stripePaymentId`), so nobody is charged a fee
 * they did not see. Full cases need neither.
 */
export const DispatchRequest = OrderIdsRequest.extend({
  acceptedFeePence: Pence.optional(),
  stripePaymentId: z.string().min(3).max(255).optional(),
}).meta({ id: 'DispatchRequest' });
export type DispatchRequest = z.infer<typeof DispatchRequest>;

export const DispatchResult = z
  .object({
    dispatchId: z.uuid(),
    orders: z.array(OrderSummary),
    feePence: Pence,
    adultSignatureRequired: z.literal(true),
  })
  .meta({ id: 'DispatchResult' });
export type DispatchResult = z.infer<typeof DispatchResult>;

/**
 * POST /api/orders/wait-for-full-case: the customer's orders now waiting for a full case
 * ('Complete case to unlock'), the slots they fill and how many are left; once they fill whole
 * cases they are sent, free, and `dispatchId` names the dispatch.
 */
export const FullCaseAnswer = z
  .object({
    orders: z.array(OrderSummary),
    waitingSlots: z.int().min(0),
    slotsToFill: z.int().min(0),
    dispatchId: z.uuid().nullable(),
  })
  .meta({ id: 'FullCaseAnswer' });
export type FullCaseAnswer = z.infer<typeof FullCaseAnswer>;
