import { OrderId } from '@wine/contracts/orders/order-events';
import { z } from 'zod';

// The courier's HTTP API as this shop uses it (the simulator serves it; an adapter for a real
// courier speaks its own and maps to the port): JSON, a bearer API key, and an Idempotency-Key
// on every booking.

export const ParcelRequest = z.object({
  reference: z.uuid(),
  orderIds: z.array(OrderId).min(1).max(50),
  caseSlots: z.int().positive().max(10_000),
  adultSignatureRequired: z.literal(true),
  recipientId: z.uuid(),
});
export type ParcelRequest = z.infer<typeof ParcelRequest>;

export const ParcelStatus = z.enum(['booked', 'in_transit', 'delivered']);

export const ParcelAnswer = ParcelRequest.extend({
  id: z.string(),
  trackingReference: z.string(),
  status: ParcelStatus,
  /** Delivery attempts so far, failed or not. */
  attempts: z.int().min(0),
});
export type ParcelAnswer = z.infer<typeof ParcelAnswer>;
