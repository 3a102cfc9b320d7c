import { given, stored } from '@wine/platform/testing/workflow-spec';
import { describe, it } from 'vitest';
import { orderStreamId, stockStreamId } from '../domain/order-streams.ts';
import { changed, orderId, paidBy, placedAsGuest } from '../domain/order-test-fixtures.ts';
import { followStockCount } from './follow-stock-count.ts';

// A product's queue told as the events that move it: the catalog's counts, orders' reservations
// and releases. Orders a, b and c reserve 4, 4 and 2 bottles of the claret, in that order.
const productId = 'claret';
const at = '2026-11-24T10:00:00.000Z';
const stockCounted = (stockLevel: number) =>
  stored(`catalog/wine/${productId}`, {
    type: 'WineStockAdjusted',
    data: { productId, stockLevel, adjustedAt: at },
  });
const reserved = (order: string, quantity: number) =>
  stored(stockStreamId(productId), {
    type: 'StockReserved',
    data: { productId, orderId: order, quantity, reservedAt: at },
  });
const released = (order: string, quantity: number) =>
  stored(stockStreamId(productId), {
    type: 'StockReleased',
    data: { productId, orderId: order, quantity, releasedAt: at },
  });
const [a, b, c] = [
  '0193a1b2-0000-7000-8000-00000000000a',
  '0193a1b2-0000-7000-8000-00000000000b',
  '0193a1b2-0000-7000-8000-00000000000c',
];
const command = (type: 'RecordStockShortfall' | 'RecordStockArrival') => (order: string) => ({
  type,
  data: { orderId: order, productId },
  metadata: { now: at },
});
const shortfall = command('RecordStockShortfall');
const arrival = command('RecordStockArrival');
const threeOrders = [reserved(a, 4), reserved(b, 4), reserved(c, 2)];

describe('orders waiting for their bottles as stock is counted', () => {
  it('asks nothing while the count holds every reserved bottle', () =>
    given(stockCounted(10), ...threeOrders)
      .react(followStockCount)
      .thenNothing());

  it('makes an order wait when it reserved past the last count', () =>
    given(stockCounted(5), reserved(a, 6))
      .react(followStockCount)
      .then([shortfall(a)]));

  it('makes the last orders wait when a count finds fewer bottles: first come, first served', () =>
    given(...threeOrders)
      .when(stockCounted(6))
      .react(followStockCount)
      .then([shortfall(b), shortfall(c)]));

  it('never lets a later, smaller order jump the queue', () =>
    given(...threeOrders, stockCounted(6))
      .when(stockCounted(7))
      .react(followStockCount)
      .thenNothing());

  it('moves the queue on in order of arrival as bottles come back', () =>
    given(...threeOrders, stockCounted(6))
      .when(stockCounted(8))
      .react(followStockCount)
      .then([arrival(b)]));

  it('gives a cancelled order’s bottles to the next in line, and nothing to the one cancelled', () =>
    given(...threeOrders, stockCounted(6), released(b, 4))
      .react(followStockCount)
      .then([shortfall(b), shortfall(c), arrival(c)]));

  it('asks nothing again of a count that says what the last one said', () =>
    given(...threeOrders, stockCounted(6))
      .when(stockCounted(6))
      .react(followStockCount)
      .thenNothing());

  it('keeps the last count and the open reservations, oldest first', () =>
    given(
      stockCounted(6),
      ...threeOrders,
      released(b, 4),
      released('0193a1b2-0000-7000-8000-0000000000ff', 1),
    )
      .react(followStockCount)
      .thenState({
        stockLevel: 6,
        reservations: [
          { orderId: a, quantity: 4 },
          { orderId: c, quantity: 2 },
        ],
      }));
});

describe('an order told it waits', () => {
  const order = orderStreamId(orderId);
  const moved = (from: string, to: string) => ({
    type: 'OrderStatusChanged',
    data: { orderId, from, to, changedAt: at },
  });
  const inStorage = [placedAsGuest, paidBy('pi_1'), changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE')];

  it('leaves storage to wait for its bottles, and comes back when they arrive', () =>
    given(stockCounted(0), reserved(orderId, 2), stockCounted(2))
      .react(followStockCount)
      .on({ [order]: inStorage })
      .then({
        [order]: [
          { type: 'OrderAwaitingStock', data: { orderId, productId, since: at } },
          moved('PAID_IN_STORAGE', 'PAID_AWAITING_STOCK'),
          { type: 'OrderStockArrived', data: { orderId, productId, arrivedAt: at } },
          moved('PAID_AWAITING_STOCK', 'PAID_IN_STORAGE'),
        ],
      }));
});
