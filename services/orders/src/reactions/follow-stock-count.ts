import type { Effect } from '@wine/platform/effects/effect';
import { causedBy } from '@wine/platform/event-store/caused-by';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import { followStockCount } from '../app/follow-stock-count.ts';
import { stockEvents } from '../app/stream-reads.ts';
import { catalogWineEvents } from './followed-events.ts';

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
      const change = changeOf(event);
      if (change) await followStockCount(deps, change, causedBy(event, null));
    },
  };
}

/** What the event says of a product's bottles: the catalog's new count, or a release by orders. */
function changeOf(event: StoredEvent): { productId: string; stockLevel?: number } | null {
  if (event.type === 'WineStockAdjusted') {
    const adjusted = catalogWineEvents.read(event);
    return adjusted.type === 'WineStockAdjusted' ? adjusted.data : null;
  }
  const released = stockEvents.read(event);
  return released.type === 'StockReleased' ? { productId: released.data.productId } : null;
}
