import { given, stored } from '@wine/platform/testing/workflow-spec';
import { describe, it } from 'vitest';
import { backInStock } from './back-in-stock.ts';

// One wine's story: counted, reserved by orders, wished for by Ann and Bo.
const productId = 'claret';
const at = '2026-11-24T10:00:00.000Z';
const [ann, bo] = ['0193a1b2-0000-7000-8000-00000000000a', '0193a1b2-0000-7000-8000-00000000000b'];
const orderId = '0193a1b2-0000-7000-8000-0000000000c1';
const counted = (stockLevel: number) =>
  stored(`catalog/wine/${productId}`, {
    type: 'WineStockAdjusted',
    data: { productId, stockLevel, adjustedAt: at },
  });
const reserved = (quantity: number) =>
  stored(`orders/stock/${productId}`, {
    type: 'StockReserved',
    data: { productId, orderId, quantity, reservedAt: at },
  });
const released = (quantity: number) =>
  stored(`orders/stock/${productId}`, {
    type: 'StockReleased',
    data: { productId, orderId, quantity, releasedAt: at },
  });
const wished = (userId: string) =>
  stored(`wishlist/list/${userId}`, {
    type: 'WineAddedToWishlist',
    data: { userId, wineProductId: productId, addedAt: at },
  });
const unwished = (userId: string) =>
  stored(`wishlist/list/${userId}`, {
    type: 'WineRemovedFromWishlist',
    data: { userId, wineProductId: productId, removedAt: at },
  });
const hold = (userId: string, restock: { position: string }) => ({
  type: 'HoldBackInStockAlert' as const,
  data: { alertId: `${productId}/restock-${restock.position}`, userId, productId },
  metadata: { now: at },
});

describe('a wished-for wine that was out of stock', () => {
  it('holds one alert for each person who wished for it when a restock brings it back', () => {
    const restock = counted(12);
    return given(counted(0), wished(ann), wished(bo))
      .when(restock)
      .react(backInStock)
      .then([hold(ann, restock), hold(bo, restock)]);
  });

  it('holds alerts when a cancelled order gives its bottles back', () => {
    const release = released(2);
    return given(counted(2), reserved(2), wished(ann))
      .when(release)
      .react(backInStock)
      .then([hold(ann, release)]);
  });

  it('holds nothing for someone who took it off their list', () =>
    given(counted(0), wished(ann), unwished(ann)).when(counted(6)).react(backInStock).thenNothing());
});

describe('a wine that did not run out', () => {
  it('holds nothing when more stock arrives', () =>
    given(counted(3), wished(ann)).when(counted(10)).react(backInStock).thenNothing());

  it('holds nothing before its first count (the shop has never said it was out)', () =>
    given(wished(ann), reserved(1)).when(released(1)).react(backInStock).thenNothing());

  it('holds nothing when it sells out', () =>
    given(counted(2), wished(ann)).when(reserved(2)).react(backInStock).thenNothing());
});
