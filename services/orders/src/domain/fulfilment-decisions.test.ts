import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import { describe, expect, it } from 'vitest';
import type {
  HoldDispatch,
  RecordDelivery,
  RecordMissedDelivery,
  RecordShipment,
  ReleaseDispatchHold,
} from './fulfilment-commands.ts';
import type { RequestDispatch } from './order-commands.ts';
import { WarehouseHoldError } from './order-errors.ts';
import {
  changed,
  completion,
  confirmed,
  given,
  inStorage,
  now,
  orderId,
  placedAsGuest,
  userId,
} from './order-test-fixtures.ts';

const dispatchId = '7a1c3e5f-2b4d-5c6e-8f10-213243546576';
const otherOrder = '9c8b7a6f-5e4d-4c3b-8a19-0f1e2d3c4b5a';
const shippedAt = '2025-03-11T09:00:00.000Z';
const report = {
  orderId,
  dispatchId,
  trackingReference: 'CS123456789GB',
  productName: 'Cellar Door',
  reportedBy: 'courier' as const,
};

/** This order first in a dispatch of two (so it books the courier and carries the messages). */
const requested = (orderIds = [orderId, otherOrder]): OrderEvent[] => [
  ...inStorage,
  {
    type: 'DispatchRequested',
    data: {
      orderId,
      dispatchId,
      orderIds,
      caseSlots: 12,
      feePence: 0,
      adultSignatureRequired: true,
      requestedAt: now,
    },
  },
  changed('PAID_IN_STORAGE', 'DISPATCH_REQUESTED'),
];

const ship = (over: Partial<RecordShipment['data']> = {}): RecordShipment => ({
  type: 'RecordShipment',
  data: { ...report, shippedAt, ...over },
  metadata: { now },
});
const miss = (attempt = 1): RecordMissedDelivery => ({
  type: 'RecordMissedDelivery',
  data: {
    ...report,
    attempt,
    reason: 'nobody was in to sign for it',
    nextAttemptAt: '2025-03-12T09:00:00.000Z',
    failedAt: shippedAt,
  },
  metadata: { now },
});
const deliver: RecordDelivery = {
  type: 'RecordDelivery',
  data: { ...report, deliveredAt: shippedAt },
  metadata: { now },
};
type HoldBy = HoldDispatch['data']['by'];
const holder = (by: HoldBy) => (by === 'customer' ? { by, userId } : { by });
const holdBy = (by: HoldBy): HoldDispatch => ({
  type: 'HoldDispatch',
  data: { orderId, ...holder(by) },
  metadata: { now },
});
const releaseBy = (by: HoldBy): ReleaseDispatchHold => ({
  type: 'ReleaseDispatchHold',
  data: { orderId, ...holder(by) },
  metadata: { now },
});
const hold = holdBy('operations');
const release = releaseBy('operations');
const held = (by: HoldBy): OrderEvent => ({ type: 'DispatchHeld', data: { orderId, by, heldAt: now } });
const heldBy = (by: HoldBy) => [...inStorage, held(by), changed('PAID_IN_STORAGE', 'PAID_HOLD_DISPATCH')];

const dispatched: OrderEvent = {
  type: 'OrderDispatched',
  data: {
    orderId,
    dispatchId,
    trackingReference: 'CS123456789GB',
    reportedBy: 'courier',
    dispatchedAt: shippedAt,
  },
};
const toDispatched = changed('DISPATCH_REQUESTED', 'DISPATCHED');
const dispatchNotice: OrderEvent = {
  type: 'CustomerMessageRequested',
  data: {
    messageId: `dispatch-notice/${dispatchId}`,
    userId,
    subject: 'Cellar Door: your wine is on its way',
    text: expect.stringContaining('Tracking reference: CS123456789GB'),
    requestedAt: now,
  },
};
const failed: OrderEvent = {
  type: 'DeliveryAttemptFailed',
  data: {
    orderId,
    dispatchId,
    attempt: 1,
    reason: 'nobody was in to sign for it',
    nextAttemptAt: '2025-03-12T09:00:00.000Z',
    failedAt: shippedAt,
  },
};
const delivered: OrderEvent = {
  type: 'OrderDelivered',
  data: { orderId, dispatchId, deliveredAt: shippedAt },
};
const shippedStory = [...requested(), dispatched, toDispatched, dispatchNotice];

describe('an order whose dispatch is requested', () => {
  it('becomes DISPATCHED with its tracking reference when the courier ships it, and the customer is told', () =>
    given(requested()).when(ship()).then([dispatched, toDispatched, dispatchNotice]));

  it("tells the customer once per parcel: only the dispatch's first order asks for the e-mail", () =>
    given(requested([otherOrder, orderId]))
      .when(ship())
      .then([dispatched, toDispatched]));

  it('is shipped by the warehouse by hand as well (the operations CLI)', () =>
    given(requested())
      .when(ship({ reportedBy: 'operations', trackingReference: 'BOOKED-BY-PHONE-1' }))
      .thenState((order) => {
        expect(order.status).toBe('DISPATCHED');
        expect(order.status !== 'none' && order.fulfilment?.trackingReference).toBe('BOOKED-BY-PHONE-1');
      }));

  it('records a delivery heard before its shipment as both (webhooks come in any order)', () =>
    given(requested()).when(deliver).then([dispatched, toDispatched, dispatchNotice, delivered]));

  it('refuses a report about another dispatch', () =>
    given(requested())
      .when(ship({ dispatchId: '00000000-0000-5000-8000-000000000000' }))
      .thenThrows(NotFoundError, /is not in dispatch/));
});

describe('a dispatched order', () => {
  it('records nothing more when the courier reports the shipment again', () =>
    given(shippedStory).when(ship()).thenNothing());

  it('keeps the first tracking reference when the warehouse marks it dispatched after the courier', () =>
    given(shippedStory)
      .when(ship({ reportedBy: 'operations', trackingReference: 'OTHER' }))
      .thenNothing());

  it('records a missed delivery and tells the customer when the courier comes again', () =>
    given(shippedStory)
      .when(miss())
      .then([
        failed,
        {
          type: 'CustomerMessageRequested',
          data: {
            messageId: `missed-delivery/${dispatchId}/1`,
            userId,
            subject: 'Cellar Door: we missed you',
            text: expect.stringContaining('nobody was in to sign for it'),
            requestedAt: now,
          },
        },
      ]));

  it('records the same missed attempt once', () =>
    given([...shippedStory, failed])
      .when(miss(1))
      .thenNothing());

  it('stays DISPATCHED after a missed delivery, and is delivered at the next attempt', () =>
    given([...shippedStory, failed])
      .when(deliver)
      .then([delivered]));

  it('records its delivery once', () =>
    given([...shippedStory, delivered])
      .when(deliver)
      .thenNothing());

  it('ignores a missed attempt reported after the delivery', () =>
    given([...shippedStory, delivered])
      .when(miss(2))
      .thenNothing());

  it('cannot be held any more', () =>
    given(shippedStory)
      .when(hold)
      .thenThrows(IllegalStateError, 'An order that is DISPATCHED cannot be held'));
});

describe('an order the courier may not take', () => {
  it('refuses a shipment of an order never sent for dispatch', () =>
    given(inStorage)
      .when(ship())
      .thenThrows(NotFoundError, /is not in dispatch/));

  it('refuses a shipment of an order held back after its dispatch was requested', () =>
    given([...requested(), changed('DISPATCH_REQUESTED', 'PAID_HOLD_DISPATCH')])
      .when(ship())
      .thenThrows(IllegalStateError, 'An order cannot go from PAID_HOLD_DISPATCH to DISPATCHED'));
});

describe('holding an order back from dispatch', () => {
  it('holds a paid order in storage, saying who holds it', () =>
    given(inStorage)
      .when(hold)
      .then([held('operations'), changed('PAID_IN_STORAGE', 'PAID_HOLD_DISPATCH')]));

  it('changes nothing on an order the warehouse holds already', () =>
    given(heldBy('operations')).when(hold).thenNothing());

  it("takes over the customer's own hold, so the customer can no longer lift it", () =>
    given(heldBy('customer'))
      .when(hold)
      .then([held('operations')]));

  it("leaves the warehouse's hold as it is when the customer asks to hold too", () =>
    given(heldBy('operations')).when(holdBy('customer')).thenNothing());

  it('refuses an order whose courier is booked already', () =>
    given(requested())
      .when(hold)
      .thenThrows(IllegalStateError, /DISPATCH_REQUESTED cannot be held/));

  it('lets the warehouse stop an unpaid order: Unpaid hold dispatch, its bottles still reserved', () =>
    given([placedAsGuest])
      .when(hold)
      .then([held('operations'), changed('UNPAID_AWAITING_STOCK', 'UNPAID_HOLD_DISPATCH')]));

  it('does not let the customer hold an unpaid order (a hold would keep its bottles from expiring)', () =>
    given([placedAsGuest])
      .when(holdBy('customer'))
      .thenThrows(IllegalStateError, /UNPAID_AWAITING_STOCK cannot be held/));

  it('releases an unpaid order back to Reserved, and gives the customer their 30 minutes again', () => {
    const unpaidHeld = [
      placedAsGuest,
      held('operations'),
      changed('UNPAID_AWAITING_STOCK', 'UNPAID_HOLD_DISPATCH'),
    ];
    given(unpaidHeld)
      .when(release)
      .then([
        { type: 'DispatchHoldReleased', data: { orderId, by: 'operations', releasedAt: now } },
        changed('UNPAID_HOLD_DISPATCH', 'UNPAID_AWAITING_STOCK'),
      ]);
    const later = '2025-03-10T12:00:00.000Z';
    given([
      ...unpaidHeld,
      { type: 'DispatchHoldReleased', data: { orderId, by: 'operations', releasedAt: later } },
      changed('UNPAID_HOLD_DISPATCH', 'UNPAID_AWAITING_STOCK'),
    ])
      .when({
        type: 'ExpireReservation',
        data: { orderId, reservationMs: 30 * 60_000, productName: 'Cellar Door' },
        metadata: { now: '2025-03-10T12:29:00.000Z' },
      })
      .thenNothing();
  });

  it('keeps a warehouse-held unpaid order held once it is paid: Paid hold dispatch', () =>
    given([placedAsGuest, held('operations'), changed('UNPAID_AWAITING_STOCK', 'UNPAID_HOLD_DISPATCH')])
      .when(confirmed('pi_1'))
      .then([
        {
          type: 'PaymentSucceeded',
          data: { orderId, paymentIntentId: 'pi_1', amountPence: 14000, source: 'webhook', paidAt: now },
        },
        changed('UNPAID_HOLD_DISPATCH', 'PAID_HOLD_DISPATCH'),
        ...completion,
      ]));

  it('releases a held order back to storage', () =>
    given(heldBy('operations'))
      .when(release)
      .then([
        { type: 'DispatchHoldReleased', data: { orderId, by: 'operations', releasedAt: now } },
        changed('PAID_HOLD_DISPATCH', 'PAID_IN_STORAGE'),
      ]));

  it("treats another customer's order as no order", () =>
    given(inStorage)
      .when({
        type: 'HoldDispatch',
        data: { orderId, by: 'customer', userId: 'someone-else' },
        metadata: { now },
      })
      .thenThrows(NotFoundError));

  it('lets the customer hold their paid bottles in storage and send them later', () => {
    given(inStorage)
      .when(holdBy('customer'))
      .then([held('customer'), changed('PAID_IN_STORAGE', 'PAID_HOLD_DISPATCH')]);
    given(heldBy('customer'))
      .when(releaseBy('customer'))
      .then([
        { type: 'DispatchHoldReleased', data: { orderId, by: 'customer', releasedAt: now } },
        changed('PAID_HOLD_DISPATCH', 'PAID_IN_STORAGE'),
      ]);
  });

  it("does not let the customer lift the warehouse's hold", () =>
    given(heldBy('operations')).when(releaseBy('customer')).thenThrows(WarehouseHoldError));

  it('refuses to release an order that is not held', () =>
    given(inStorage)
      .when(release)
      .thenThrows(IllegalStateError, 'An order that is PAID_IN_STORAGE is not held'));
});

describe('dispatching a held order', () => {
  const requestDispatch: RequestDispatch = {
    type: 'RequestDispatch',
    data: { orderId, userId, dispatchId, orderIds: [orderId], caseSlots: 8, feePence: 995 },
    metadata: { now },
  };

  it('is refused while the warehouse holds it', () =>
    given(heldBy('operations')).when(requestDispatch).thenThrows(WarehouseHoldError));

  it("goes ahead when the hold was the customer's own", () =>
    given(heldBy('customer'))
      .when(requestDispatch)
      .thenState((order) => expect(order.status).toBe('DISPATCH_REQUESTED')));

  it('goes ahead once the warehouse released its hold', () =>
    given([
      ...heldBy('operations'),
      { type: 'DispatchHoldReleased', data: { orderId, by: 'operations', releasedAt: now } },
      changed('PAID_HOLD_DISPATCH', 'PAID_IN_STORAGE'),
    ])
      .when(requestDispatch)
      .thenState((order) => expect(order.status).toBe('DISPATCH_REQUESTED')));
});
