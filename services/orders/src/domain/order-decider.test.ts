import { OrderStatus } from '@wine/contracts/order-status';
import { canTransition } from '@wine/contracts/orders/order-status-transitions';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, expect, it } from 'vitest';
import type { Offer } from './offer.ts';
import type { ChangeOrderStatus, PlaceOrder } from './order-commands.ts';
import { orderDecider } from './order-decider.ts';
import { GuestLimitError, IdempotencyKeyReusedError } from './order-errors.ts';
import { changed, now, orderId, placedAsGuest, userId } from './order-test-fixtures.ts';

const { given } = specFor(orderDecider);

const claret: Offer = {
  productId: 'claret-2015',
  name: 'Pauillac 2015',
  bottleSize: 'BOTTLE',
  publicPricePence: 2500,
  memberPricePence: 2000,
  maxQuantityForGuest: 6,
  stockLevel: 100,
};
const magnum: Offer = {
  productId: 'champagne-magnum',
  name: null,
  bottleSize: 'MAGNUM',
  publicPricePence: 9000,
  memberPricePence: 8000,
  maxQuantityForGuest: 12,
  stockLevel: 10,
};
const offers = new Map([claret, magnum].map((o) => [o.productId, o]));

const place = (isMember: boolean, lines: PlaceOrder['data']['lines']): PlaceOrder => ({
  type: 'PlaceOrder',
  data: { orderId, userId, idempotencyKey: 'k-1', isMember, lines, offers },
  metadata: { now },
});
const changeTo = (to: ChangeOrderStatus['data']['to']): ChangeOrderStatus => ({
  type: 'ChangeOrderStatus',
  data: { orderId, to },
  metadata: { now },
});

describe('placing an order', () => {
  const lines = [
    { productId: 'claret-2015', quantity: 2 },
    { productId: 'champagne-magnum', quantity: 1 },
  ];

  it('prices a guest at the public price, a magnum at 6 case slots', () =>
    given([]).when(place(false, lines)).then([placedAsGuest]));

  it('prices a member at the member price', () =>
    given([])
      .when(place(true, lines))
      .thenState((order) => {
        if (order.status === 'none') throw new Error('not placed');
        expect(order.lines.map((l) => l.unitPricePence)).toEqual([2000, 8000]);
        expect(order.totals.totalPence).toBe(12000);
      }));

  it('refuses a guest more than the guest limit', () =>
    given([])
      .when(place(false, [{ productId: 'claret-2015', quantity: 7 }]))
      .thenThrows(GuestLimitError, 'Only members may buy more than 6 of claret-2015'));

  it('lets a member past the guest limit', () =>
    given([])
      .when(place(true, [{ productId: 'claret-2015', quantity: 7 }]))
      .thenState((order) => expect(order.status).toBe('UNPAID_AWAITING_STOCK')));

  it('refuses a product the catalog does not sell', () =>
    given([])
      .when(place(false, [{ productId: 'no-such-wine', quantity: 1 }]))
      .thenThrows(NotFoundError, 'Wine product no-such-wine is not for sale'));

  it('appends nothing when the order is already placed (a retried checkout)', () =>
    given([placedAsGuest]).when(place(true, lines)).thenNothing());

  it('takes the retry with its lines in another order or split, as the same bottles', () =>
    given([placedAsGuest])
      .when(
        place(false, [
          { productId: 'champagne-magnum', quantity: 1 },
          { productId: 'claret-2015', quantity: 1 },
          { productId: 'claret-2015', quantity: 1 },
        ]),
      )
      .thenNothing());

  it('refuses the same Idempotency-Key for other bottles with 409, never answering the first order', () =>
    given([placedAsGuest])
      .when(place(false, [{ productId: 'claret-2015', quantity: 12 }]))
      .thenThrows(IdempotencyKeyReusedError, 'already used for a different checkout'));
});

describe('changing the status of an order', () => {
  it('moves an unpaid order to paid', () =>
    given([placedAsGuest])
      .when(changeTo('PAID_IN_STORAGE'))
      .then([changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE')]));

  it('retries a declined card until it is paid', () =>
    given([placedAsGuest, changed('UNPAID_AWAITING_STOCK', 'CARD_DECLINE')])
      .when(changeTo('PAID_IN_STORAGE'))
      .then([changed('CARD_DECLINE', 'PAID_IN_STORAGE')]));

  it('refuses to dispatch an unpaid order', () =>
    given([placedAsGuest])
      .when(changeTo('DISPATCH_REQUESTED'))
      .thenThrows(IllegalStateError, 'An order cannot go from UNPAID_AWAITING_STOCK to DISPATCH_REQUESTED'));

  it('refuses to change a dispatched order', () =>
    given([
      placedAsGuest,
      changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE'),
      changed('PAID_IN_STORAGE', 'DISPATCH_REQUESTED'),
      changed('DISPATCH_REQUESTED', 'DISPATCHED'),
    ])
      .when(changeTo('CANCELLED'))
      .thenThrows(IllegalStateError, 'An order cannot go from DISPATCHED to CANCELLED'));

  it('refuses an order that does not exist', () =>
    given([]).when(changeTo('CANCELLED')).thenThrows(NotFoundError, `Order ${orderId} not found`));

  it('takes every move of the transition table and refuses every other, from each of the 13 statuses', () => {
    for (const from of OrderStatus.options) {
      const history = [placedAsGuest, changed('UNPAID_AWAITING_STOCK', from)];
      for (const to of OrderStatus.options) {
        if (canTransition(from, to))
          given(history)
            .when(changeTo(to))
            .then([changed(from, to)]);
        else
          given(history)
            .when(changeTo(to))
            .thenThrows(IllegalStateError, `An order cannot go from ${from} to ${to}`);
      }
    }
  });
});
