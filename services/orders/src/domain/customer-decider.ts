import type { CustomerEvent } from '@wine/contracts/orders/customer-events';
import type { Decider } from '@wine/platform/domain/decider';
import { confirmAge } from './age-check.ts';

/** A checkout as the buyer's stream records it; the date of birth only at their first. */
export interface RecordCheckout {
  type: 'RecordCheckout';
  data: { userId: string; orderId: string; dateOfBirth?: string | undefined };
  metadata: { now: string };
}

/**
 * What orders remember of a buyer (`orders/customer/<userId>`): the state is the stream's
 * history, which the age check and the guest limit read. A checkout confirms the buyer's age
 * the first time (or is refused) and records the order.
 */
export const customerDecider: Decider<RecordCheckout, readonly CustomerEvent[], CustomerEvent> = {
  initialState: [],
  decide: ({ data, metadata }, history) => [
    ...confirmAge(history, { ...data, now: metadata.now }),
    {
      type: 'CustomerOrderPlaced',
      data: { userId: data.userId, orderId: data.orderId, placedAt: metadata.now },
    },
  ],
  evolve: (history, event) => [...history, event],
};
