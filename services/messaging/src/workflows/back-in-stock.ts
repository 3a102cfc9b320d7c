import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import type { Workflow } from '@wine/platform/workflows/workflow';
import { z } from 'zod';
import { customerStream } from '../app/customer-stream.ts';
import { catalogWineEvents, orderStockEvents, wishlistEvents } from '../app/followed-events.ts';
import type { HoldBackInStockAlert } from '../domain/customer/customer-messaging.ts';
import { customerStreamId } from '../domain/messaging-streams.ts';

/** What moves a wine's alerts: its count, orders' reservations, and who has it on their wishlist. */
export type WineChange = { productId: string; at: string; position: string } & (
  | { type: 'Counted'; stockLevel: number }
  | { type: 'Held'; bottles: number }
  | { type: 'Wished'; userId: string; saved: boolean }
);

/** A wine as the workflow keeps it: the last count (none yet: unknown), bottles held, who wants it. */
export interface WineWatch {
  stockLevel: number | null;
  held: number;
  wishers: readonly string[];
}

const WineWatch = z.object({
  stockLevel: z.int().min(0).nullable(),
  held: z.int(),
  wishers: z.array(z.string()),
});

const available = ({ stockLevel, held }: WineWatch) => (stockLevel === null ? null : stockLevel - held);

function evolve(watch: WineWatch, change: WineChange): WineWatch {
  switch (change.type) {
    case 'Counted':
      return change.stockLevel === watch.stockLevel ? watch : { ...watch, stockLevel: change.stockLevel };
    case 'Held':
      return { ...watch, held: watch.held + change.bottles };
    case 'Wished': {
      const has = watch.wishers.includes(change.userId);
      if (has === change.saved) return watch;
      const wishers = change.saved
        ? [...watch.wishers, change.userId]
        : watch.wishers.filter((id) => id !== change.userId);
      return { ...watch, wishers };
    }
  }
}

/**
 * A wine on someone's wishlist that was out of stock (none left to buy: the count less the
 * bottles orders hold) and comes back, by a restock or a cancelled order, holds one alert for
 * each person who wished for it. The alert is not sent yet: after a short hold the stock is
 * looked at again (settle-held-alerts.ts), and a wine that sold out again meanwhile sends nothing.
 */
export const backInStock: Workflow<WineChange, WineWatch, HoldBackInStockAlert> = {
  name: 'messaging-back-in-stock',
  context: 'messaging',
  contexts: ['catalog', 'orders', 'wishlist'],
  handles: [
    'WineListed',
    'WineStockAdjusted',
    'StockReserved',
    'StockReleased',
    'WineAddedToWishlist',
    'WineRemovedFromWishlist',
  ],
  input: changeOf,
  state: {
    key: (change) => change.productId,
    initialState: { stockLevel: null, held: 0, wishers: [] },
    evolve,
    snapshot: WineWatch,
    snapshotEvery: 50,
  },
  decide(change, watch) {
    if (change.type === 'Wished') return [];
    const before = available(watch);
    const after = available(evolve(watch, change));
    if (before === null || before > 0 || after === null || after <= 0) return [];
    const alertId = `${change.productId}/restock-${change.position}`;
    return watch.wishers.map((userId) => ({
      type: 'HoldBackInStockAlert',
      data: { alertId, userId, productId: change.productId },
      metadata: { now: change.at },
    }));
  },
  streams: (command) => [[customerStream, [customerStreamId(command.data.userId)]]],
  async handle(command, tx, metadata) {
    await tx.decide(customerStream, customerStreamId(command.data.userId), command, {
      ...metadata,
      userId: null,
    });
  },
};

/** The followed event as a change of one wine, read through its context's union. */
function changeOf(event: StoredEvent): WineChange | null {
  const { position } = event;
  switch (event.type) {
    case 'WineListed':
    case 'WineStockAdjusted': {
      const wine = catalogWineEvents.read(event);
      if (wine.type === 'WineListed')
        return {
          type: 'Counted',
          productId: wine.data.productId,
          stockLevel: wine.data.stockLevel,
          at: wine.data.listedAt,
          position,
        };
      if (wine.type === 'WineStockAdjusted')
        return {
          type: 'Counted',
          productId: wine.data.productId,
          stockLevel: wine.data.stockLevel,
          at: wine.data.adjustedAt,
          position,
        };
      return null;
    }
    case 'StockReserved':
    case 'StockReleased': {
      const stock = orderStockEvents.read(event);
      return stock.type === 'StockReserved'
        ? {
            type: 'Held',
            productId: stock.data.productId,
            bottles: stock.data.quantity,
            at: stock.data.reservedAt,
            position,
          }
        : {
            type: 'Held',
            productId: stock.data.productId,
            bottles: -stock.data.quantity,
            at: stock.data.releasedAt,
            position,
          };
    }
    default: {
      const wish = wishlistEvents.read(event);
      return wish.type === 'WineAddedToWishlist'
        ? {
            type: 'Wished',
            productId: wish.data.wineProductId,
            userId: wish.data.userId,
            saved: true,
            at: wish.data.addedAt,
            position,
          }
        : {
            type: 'Wished',
            productId: wish.data.wineProductId,
            userId: wish.data.userId,
            saved: false,
            at: wish.data.removedAt,
            position,
          };
    }
  }
}
