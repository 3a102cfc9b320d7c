import type { OrderStatus } from '@wine/contracts/order-status';
import type { CheckoutLine } from '@wine/contracts/orders/checkout';
import type { Offer } from './offer.ts';

/** Time comes in with the command, never from a clock inside domain/. */
interface Metadata {
  now: string;
}

export interface PlaceOrder {
  type: 'PlaceOrder';
  data: {
    orderId: string;
    userId: string;
    idempotencyKey: string;
    isMember: boolean;
    lines: CheckoutLine[];
    /** The catalog's current word on each product asked for; a missing one is not for sale. */
    offers: ReadonlyMap<string, Offer>;
  };
  metadata: Metadata;
}

export interface ChangeOrderStatus {
  type: 'ChangeOrderStatus';
  data: { orderId: string; to: OrderStatus };
  metadata: Metadata;
}

export type OrderCommand = PlaceOrder | ChangeOrderStatus;
