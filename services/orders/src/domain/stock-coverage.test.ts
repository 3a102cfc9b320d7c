import type { StockEvent } from '@wine/contracts/orders/order-events';
import { describe, expect, it } from 'vitest';
import { openReservationsOf, ordersWaitingFor } from './stock-coverage.ts';

const at = '2025-03-10T10:00:00.000Z';
const reserved = (orderId: string, quantity: number): StockEvent => ({
  type: 'StockReserved',
  data: { productId: 'claret', orderId, quantity, reservedAt: at },
});
const released = (orderId: string, quantity: number): StockEvent => ({
  type: 'StockReleased',
  data: { productId: 'claret', orderId, quantity, releasedAt: at },
});

describe('the reservations a stock count covers', () => {
  const queue = openReservationsOf([
    reserved('a', 4),
    reserved('b', 4),
    reserved('x', 1),
    released('x', 1),
    reserved('c', 2),
  ]);

  it('keeps the open ones in the order they arrived', () =>
    expect(queue).toEqual([
      { orderId: 'a', quantity: 4 },
      { orderId: 'b', quantity: 4 },
      { orderId: 'c', quantity: 2 },
    ]));

  it('covers everyone when the count holds every reserved bottle', () =>
    expect(ordersWaitingFor(queue, 10)).toEqual([]));

  it('leaves the latest orders waiting when the count falls short', () =>
    expect(ordersWaitingFor(queue, 6)).toEqual(['b', 'c']));

  it('never lets a later, smaller order jump the queue', () =>
    expect(ordersWaitingFor(queue, 7)).toEqual(['b', 'c']));

  it('moves the queue on in order of arrival as bottles come back', () => {
    expect(ordersWaitingFor(queue, 8)).toEqual(['c']);
    expect(ordersWaitingFor(queue, 0)).toEqual(['a', 'b', 'c']);
  });
});
