import { z } from 'zod';

/**
 * Where a dispatched order's parcel is. The spec's statuses end at DISPATCHED, so delivery is a
 * state beside the status, shown in the order history under 'Dispatched' (docs/orders.md,
 * "Fulfilment").
 */
export const DeliveryState = z.enum(['ON_ITS_WAY', 'ATTEMPT_FAILED', 'DELIVERED']);
export type DeliveryState = z.infer<typeof DeliveryState>;

export const deliveryStateLabels: Readonly<Record<DeliveryState, string>> = {
  ON_ITS_WAY: 'On its way',
  ATTEMPT_FAILED: 'Missed delivery: the courier will try again',
  DELIVERED: 'Delivered',
};

export const OrderDelivery = z
  .object({
    state: DeliveryState,
    label: z.string(),
    /** The courier's reference, to follow the parcel on its site. */
    trackingReference: z.string(),
    /** When the state last changed. */
    since: z.iso.datetime({ offset: true }),
    /** After a missed delivery: when the courier comes again. */
    nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'OrderDelivery' });
export type OrderDelivery = z.infer<typeof OrderDelivery>;
