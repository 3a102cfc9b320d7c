import { WineStockAdjusted } from '@wine/contracts/catalog/catalog-events';
import { StockReleased } from '@wine/contracts/orders/order-events';
import type { Effect } from '@wine/platform/effects/effect';
import { causedBy } from '@wine/platform/event-store/caused-by';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { followStockCount } from '../app/follow-stock-count.ts';

/**
 * The catalog's stock counts and orders' own releases move the orders that wait for bottles
 * (docs/orders.md, "Stock counts"). An effect rather than a pure reactor: which orders wait is
 * only known from the product's reservations, read when the event arrives.
 */
export function followStockCountOf(deps: { store: EventStore; clock: () => Date }): Effect {
  return {
    name: 'orders-follow-stock-count',
    contexts: ['catalog', 'orders'],
    handles: ['WineStockAdjusted', 'StockReleased'],
    async perform(event) {
      const change =
        event.type === 'WineStockAdjusted'
          ? WineStockAdjusted.shape.data.parse(event.data)
          : { productId: StockReleased.shape.data.parse(event.data).productId };
      await followStockCount(deps, change, causedBy(event, null));
    },
  };
}
