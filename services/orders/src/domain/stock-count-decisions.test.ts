import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { IllegalStateError } from '@wine/platform/errors/domain-error';
import { describe, it } from 'vitest';
import type { StockCountCommand } from './order-commands.ts';
import {
  changed,
  completion,
  confirmed,
  given,
  inStorage,
  now,
  orderId,
  paidBy,
  placedAsGuest,
  userId,
} from './order-test-fixtures.ts';

const productId = 'claret';
const count = (type: StockCountCommand['type'], product = productId): StockCountCommand => ({
  type,
  data: { orderId, productId: product },
  metadata: { now },
});
const short = count('RecordStockShortfall');
const arrived = count('RecordStockArrival');
const waiting = (product = productId): OrderEvent => ({
  type: 'OrderAwaitingStock',
  data: { orderId, productId: product, since: now },
});
const came = (product = productId): OrderEvent => ({
  type: 'OrderStockArrived',
  data: { orderId, productId: product, arrivedAt: now },
});

describe('a stock count that finds bottles missing', () => {
  it('takes paid bottles out of storage to wait for them: Reserved', () =>
    given(inStorage)
      .when(short)
      .then([waiting(), changed('PAID_IN_STORAGE', 'PAID_AWAITING_STOCK')]));

  it('leaves an unpaid order Reserved, and once paid it waits rather than going to storage', () => {
    given([placedAsGuest]).when(short).then([waiting()]);
    given([placedAsGuest, waiting()])
      .when(confirmed('pi_1'))
      .then([paidBy('pi_1'), changed('UNPAID_AWAITING_STOCK', 'PAID_AWAITING_STOCK'), ...completion]);
  });

  it('is recorded once however often the count is applied', () =>
    given([...inStorage, waiting(), changed('PAID_IN_STORAGE', 'PAID_AWAITING_STOCK')])
      .when(short)
      .thenNothing());

  it('does not touch an order the courier has or one that is closed', () =>
    given([placedAsGuest, changed('UNPAID_AWAITING_STOCK', 'CANCELLED')])
      .when(short)
      .thenNothing());

  it('keeps a waiting order from dispatch, even out of a hold', () => {
    const heldWaiting = [
      ...inStorage,
      { type: 'DispatchHeld', data: { orderId, by: 'customer', heldAt: now } } as OrderEvent,
      changed('PAID_IN_STORAGE', 'PAID_HOLD_DISPATCH'),
      waiting(),
    ];
    given(heldWaiting)
      .when({
        type: 'RequestDispatch',
        data: {
          orderId,
          userId,
          dispatchId: '7a1c3e5f-2b4d-5c6e-8f10-213243546576',
          orderIds: [orderId],
          caseSlots: 12,
          feePence: 0,
        },
        metadata: { now },
      })
      .thenThrows(IllegalStateError, "Some of this order's bottles have not arrived yet");
    given(heldWaiting)
      .when({ type: 'ReleaseDispatchHold', data: { orderId, by: 'customer', userId }, metadata: { now } })
      .then([
        { type: 'DispatchHoldReleased', data: { orderId, by: 'customer', releasedAt: now } },
        changed('PAID_HOLD_DISPATCH', 'PAID_AWAITING_STOCK'),
      ]);
  });
});

describe('the bottles arriving', () => {
  const paidWaiting = [...inStorage, waiting(), changed('PAID_IN_STORAGE', 'PAID_AWAITING_STOCK')];

  it('makes a paid order ready for dispatch again', () =>
    given(paidWaiting)
      .when(arrived)
      .then([came(), changed('PAID_AWAITING_STOCK', 'PAID_IN_STORAGE')]));

  it('waits for every missing product before the order is ready', () =>
    given([...paidWaiting, waiting('rioja')])
      .when(arrived)
      .then([came()]));

  it('changes nothing for an order that was not waiting', () => given(inStorage).when(arrived).thenNothing());
});
