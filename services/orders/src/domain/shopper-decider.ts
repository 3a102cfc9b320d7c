import type { ShopperEvent } from '@wine/contracts/orders/shopper-events';
import type { Decider } from '@wine/platform/domain/decider';

/** A device or client address a checkout came from, by its keyed hash (never the value). */
export interface ShopperKey {
  kind: 'device' | 'address';
  keyedHash: string;
}

/** A checkout placed from a device or address, as its shopper stream records it. */
export interface RecordShopperOrder {
  type: 'RecordShopperOrder';
  data: { orderId: string };
  metadata: { now: string };
}

/** The orders placed from one device or address: the state is their ids, oldest first. */
export const shopperDecider: Decider<RecordShopperOrder, readonly string[], ShopperEvent> = {
  initialState: [],
  decide: ({ data, metadata }, orderIds) =>
    orderIds.includes(data.orderId)
      ? []
      : [{ type: 'ShopperOrderPlaced', data: { orderId: data.orderId, placedAt: metadata.now } }],
  evolve: (orderIds, event) => [...orderIds, event.data.orderId],
};
