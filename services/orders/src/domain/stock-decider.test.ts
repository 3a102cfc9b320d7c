import type { StockEvent } from '@wine/contracts/orders/order-events';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, expect, it } from 'vitest';
import { OutOfStockError } from './order-errors.ts';
import type { ReleaseStock, ReserveStock } from './stock-commands.ts';
import { stockDecider } from './stock-decider.ts';

const { given } = specFor(stockDecider);
const now = '2025-03-10T10:00:00.000Z';
const productId = 'claret-2015';

const reserve = (orderId: string, quantity: number, stockLevel = 10): ReserveStock => ({
  type: 'ReserveStock',
  data: { productId, orderId, quantity, stockLevel },
  metadata: { now },
});
const release = (orderId: string, quantity: number): ReleaseStock => ({
  type: 'ReleaseStock',
  data: { productId, orderId, quantity },
  metadata: { now },
});
const reserved = (orderId: string, quantity: number): StockEvent => ({
  type: 'StockReserved',
  data: { productId, orderId, quantity, reservedAt: now },
});
const released = (orderId: string, quantity: number): StockEvent => ({
  type: 'StockReleased',
  data: { productId, orderId, quantity, releasedAt: now },
});

describe('the stock orders hold of a product', () => {
  it('reserves the last bottles', () =>
    given([reserved('a', 7)])
      .when(reserve('b', 3))
      .then([reserved('b', 3)]));

  it('refuses more than is left, saying how many are', () =>
    given([reserved('a', 8)])
      .when(reserve('b', 3))
      .thenThrows(OutOfStockError, 'Only 2 of claret-2015 left'));

  it('counts against a stock level the catalog lowered below the reservations', () =>
    given([reserved('a', 8)])
      .when(reserve('b', 1, 5))
      .thenThrows(OutOfStockError, 'Only 0 of claret-2015 left'));

  it('gives back what a cancelled order held', () =>
    given([reserved('a', 8), released('a', 8)])
      .when(reserve('b', 10))
      .thenState((stock) => expect(stock.reserved).toBe(10)));

  it('releases what a cancelled order held, making room for others (once: cancelling is final)', () =>
    given([reserved('a', 4), reserved('b', 6)])
      .when(release('a', 4))
      .thenState((stock) => expect(stock.reserved).toBe(6)));
});
