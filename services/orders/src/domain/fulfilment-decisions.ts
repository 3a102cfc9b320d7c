import type { OrderStatus } from '@wine/contracts/order-status';
import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import {
  dispatchNotice,
  dispatchNoticeId,
  missedDeliveryId,
  missedDeliveryNotice,
} from '../mail/dispatch-notices.ts';
import type { OrderFulfilment } from './fulfilment.ts';
import type {
  HoldDispatch,
  RecordDelivery,
  RecordMissedDelivery,
  RecordShipment,
  ReleaseDispatchHold,
} from './fulfilment-commands.ts';
import type { PlacedOrder } from './order.ts';
import { WarehouseHoldError } from './order-errors.ts';
import { inReview, storedStatusOf } from './payment-review-decisions.ts';
import { statusChange } from './status-change.ts';

type Report = (RecordShipment | RecordMissedDelivery | RecordDelivery)['data'];

/** A report names a dispatch; it only speaks for the orders that are in it. */
function fulfilmentIn(order: PlacedOrder, dispatchId: string): OrderFulfilment {
  const { fulfilment } = order;
  if (fulfilment === null || fulfilment.dispatchId !== dispatchId) {
    throw new NotFoundError(`Order ${order.orderId} is not in dispatch ${dispatchId}`, {
      orderId: order.orderId,
      dispatchId,
    });
  }
  return fulfilment;
}

/**
 * The parcel left with the courier: DISPATCHED, with its tracking reference, and (on the
 * dispatch's first order, so once per parcel) the customer is told how to follow it. Every
 * report implies this, so a delivery heard before its shipment (webhooks come in any order)
 * records both; a shipment heard twice records nothing more.
 */
function shipment(order: PlacedOrder, report: Report, shippedAt: string, now: string): OrderEvent[] {
  const fulfilment = fulfilmentIn(order, report.dispatchId);
  if (order.status === 'DISPATCHED') return [];
  if (order.status !== 'DISPATCH_REQUESTED') {
    throw new IllegalStateError(`An order cannot go from ${order.status} to DISPATCHED`, {
      orderId: order.orderId,
      from: order.status,
      to: 'DISPATCHED',
    });
  }
  const { orderId, dispatchId, trackingReference, reportedBy } = report;
  const events: OrderEvent[] = [
    {
      type: 'OrderDispatched',
      data: { orderId, dispatchId, trackingReference, reportedBy, dispatchedAt: shippedAt },
    },
    {
      type: 'OrderStatusChanged',
      data: { orderId, from: order.status, to: 'DISPATCHED', changedAt: now },
    },
  ];
  if (fulfilment.leadsDispatch) {
    const notice = dispatchNotice(fulfilment, trackingReference, report.productName);
    events.push({
      type: 'CustomerMessageRequested',
      data: { messageId: dispatchNoticeId(dispatchId), userId: order.userId, ...notice, requestedAt: now },
    });
  }
  return events;
}

export function recordShipment({ data, metadata }: RecordShipment, order: PlacedOrder): OrderEvent[] {
  return shipment(order, data, data.shippedAt, metadata.now);
}

/** A missed delivery: recorded once per attempt, and never after the parcel was delivered. */
export function recordMissedDelivery(
  { data, metadata }: RecordMissedDelivery,
  order: PlacedOrder,
): OrderEvent[] {
  const fulfilment = fulfilmentIn(order, data.dispatchId);
  if (fulfilment.parcel === 'delivered' || data.attempt <= fulfilment.failedAttempts) return [];
  const { orderId, dispatchId, attempt, reason, nextAttemptAt, failedAt } = data;
  const events: OrderEvent[] = [
    ...shipment(order, data, failedAt, metadata.now),
    {
      type: 'DeliveryAttemptFailed',
      data: { orderId, dispatchId, attempt, reason, nextAttemptAt, failedAt },
    },
  ];
  if (fulfilment.leadsDispatch) {
    const notice = missedDeliveryNotice(data.trackingReference, reason, nextAttemptAt, data.productName);
    events.push({
      type: 'CustomerMessageRequested',
      data: {
        messageId: missedDeliveryId(dispatchId, attempt),
        userId: order.userId,
        ...notice,
        requestedAt: metadata.now,
      },
    });
  }
  return events;
}

export function recordDelivery({ data, metadata }: RecordDelivery, order: PlacedOrder): OrderEvent[] {
  const fulfilment = fulfilmentIn(order, data.dispatchId);
  if (fulfilment.parcel === 'delivered') return [];
  const { orderId, dispatchId, deliveredAt } = data;
  return [
    ...shipment(order, data, deliveredAt, metadata.now),
    { type: 'OrderDelivered', data: { orderId, dispatchId, deliveredAt } },
  ];
}

/** Where a hold takes an order, and where its release brings it back. */
const HELD_FROM: Readonly<Partial<Record<OrderStatus, OrderStatus>>> = {
  PAID_IN_STORAGE: 'PAID_HOLD_DISPATCH',
  UNPAID_AWAITING_STOCK: 'UNPAID_HOLD_DISPATCH',
};
const RELEASED_TO: Readonly<Partial<Record<OrderStatus, OrderStatus>>> = {
  PAID_HOLD_DISPATCH: 'PAID_IN_STORAGE',
  UNPAID_HOLD_DISPATCH: 'UNPAID_AWAITING_STOCK',
};

/** A customer speaks only for their own orders: anyone else's is no order. */
function ownedBy<T extends HoldDispatch['data']>(data: T, order: PlacedOrder): T {
  if (data.by === 'customer' && data.userId !== order.userId) {
    throw new NotFoundError(`Order ${data.orderId} not found`, { orderId: data.orderId });
  }
  return data;
}

/**
 * An order kept out of reach of any dispatch. The customer holds their paid bottles in storage;
 * the warehouse may also stop an unpaid order (a payment under review, say), which keeps its
 * reservation and, once paid, stays held. An order whose dispatch is requested has its courier
 * booked already: that hold is the courier's. Held by the warehouse, it stays held until the
 * warehouse releases it; held by the customer, the warehouse may take it over.
 */
export function holdDispatch({ data, metadata }: HoldDispatch, order: PlacedOrder): OrderEvent[] {
  const { orderId, by } = ownedBy(data, order);
  const held: OrderEvent = { type: 'DispatchHeld', data: { orderId, by, heldAt: metadata.now } };
  if (RELEASED_TO[order.status]) {
    return order.dispatchHold === by || by === 'customer' ? [] : [held];
  }
  const to = HELD_FROM[order.status];
  if (!to || (by === 'customer' && order.payment.paidBy === null)) {
    throw new IllegalStateError(`An order that is ${order.status} cannot be held for dispatch`, {
      orderId,
      status: order.status,
    });
  }
  return [held, statusChange(order, to, metadata.now)];
}

/** Back where the hold found it; the customer cannot lift the warehouse's hold. */
export function releaseDispatchHold(
  { data, metadata }: ReleaseDispatchHold,
  order: PlacedOrder,
): OrderEvent[] {
  const { orderId, by } = ownedBy(data, order);
  // Paid bottles a stock count found missing, or a payment in review, are not ready for dispatch.
  const to =
    order.status !== 'PAID_HOLD_DISPATCH'
      ? RELEASED_TO[order.status]
      : inReview(order)
        ? 'PAID_NOT_PROCESSED'
        : storedStatusOf(order);
  if (!to) {
    throw new IllegalStateError(`An order that is ${order.status} is not held for dispatch`, {
      orderId,
      status: order.status,
    });
  }
  if (order.dispatchHold === 'operations' && by === 'customer') throw new WarehouseHoldError(orderId);
  return [
    { type: 'DispatchHoldReleased', data: { orderId, by, releasedAt: metadata.now } },
    statusChange(order, to, metadata.now),
  ];
}

type FulfilmentEvent = Extract<
  OrderEvent,
  {
    type:
      | 'DispatchRequested'
      | 'OrderDispatched'
      | 'DeliveryAttemptFailed'
      | 'OrderDelivered'
      | 'DispatchHeld'
      | 'DispatchHoldReleased';
  }
>;

export function evolveFulfilment(order: PlacedOrder, event: FulfilmentEvent): PlacedOrder {
  const { fulfilment } = order;
  switch (event.type) {
    case 'DispatchRequested': {
      const { dispatchId, orderIds, caseSlots } = event.data;
      return {
        ...order,
        dispatchId,
        fulfilment: {
          dispatchId,
          leadsDispatch: orderIds[0] === order.orderId,
          orderCount: orderIds.length,
          caseSlots,
          trackingReference: null,
          parcel: 'awaiting courier',
          failedAttempts: 0,
        },
      };
    }
    case 'OrderDispatched':
      return fulfilment === null
        ? order
        : {
            ...order,
            fulfilment: {
              ...fulfilment,
              trackingReference: event.data.trackingReference,
              parcel: 'on its way',
            },
          };
    case 'DeliveryAttemptFailed':
      return fulfilment === null
        ? order
        : {
            ...order,
            fulfilment: { ...fulfilment, parcel: 'attempt failed', failedAttempts: event.data.attempt },
          };
    case 'OrderDelivered':
      return fulfilment === null ? order : { ...order, fulfilment: { ...fulfilment, parcel: 'delivered' } };
    case 'DispatchHeld':
      return { ...order, dispatchHold: event.data.by };
    case 'DispatchHoldReleased': {
      // An unpaid order's reservation runs again from the release: the customer gets their time.
      const { payment } = order;
      const resumed =
        payment.paidBy === null ? { ...payment, lastActivityAt: event.data.releasedAt } : payment;
      return { ...order, dispatchHold: null, payment: resumed };
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
