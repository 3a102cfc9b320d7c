import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { canTransition, INITIAL_ORDER_STATUS } from '@wine/contracts/orders/order-status-transitions';
import type { Decider } from '@wine/platform/domain/decider';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import { cancelOrder } from './cancellation.ts';
import { CONFIRMATION_MESSAGE, completeCheckout, resendConfirmation } from './checkout-completion.ts';
import { requestDispatch } from './dispatch-decisions.ts';
import {
  evolveFulfilment,
  holdDispatch,
  recordDelivery,
  recordMissedDelivery,
  recordShipment,
  releaseDispatchHold,
} from './fulfilment-decisions.ts';
import { stopWaitingForFullCase, waitForFullCase } from './full-case-decisions.ts';
import { NO_PAYMENT, type Order, type PlacedOrder } from './order.ts';
import type {
  ChangeOrderStatus,
  ConfirmPayment,
  OrderCommand,
  PlaceOrder,
  RecordCharge,
} from './order-commands.ts';
import { IdempotencyKeyReusedError } from './order-errors.ts';
import {
  confirmPayment,
  failPayment,
  recordCharge,
  recordRefund,
  startPayment,
} from './payment-decisions.ts';
import { reportPaymentReview } from './payment-review-decisions.ts';
import { priceLines, totalsOf } from './price-lines.ts';
import { expireReservation } from './reservation-expiry.ts';
import { recordStockArrival, recordStockShortfall } from './stock-count-decisions.ts';

/** What a checkout asks for, whatever the order of its lines: bottles per product. */
const bottlesPerProduct = (lines: readonly { productId: string; quantity: number }[]) => {
  const bottles = new Map<string, number>();
  for (const { productId, quantity } of lines)
    bottles.set(productId, (bottles.get(productId) ?? 0) + quantity);
  return bottles;
};
const sameBottles = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) =>
  a.size === b.size && [...a].every(([productId, quantity]) => b.get(productId) === quantity);

// Placing a placed order appends nothing: the stream id comes from the idempotency key, so a
// retried checkout finds its order and answers with it. The same key for other bottles is not a
// retry: it is refused rather than answered with an order the client did not ask for.
function placeOrder({ data, metadata }: PlaceOrder, state: Order): OrderEvent[] {
  if (state.status !== 'none') {
    if (!sameBottles(bottlesPerProduct(data.lines), bottlesPerProduct(state.lines))) {
      throw new IdempotencyKeyReusedError(state.orderId);
    }
    return [];
  }
  const lines = priceLines(data.lines, data.offers, data.isMember, data.holdings);
  return [
    {
      type: 'OrderPlaced',
      data: {
        orderId: data.orderId,
        userId: data.userId,
        idempotencyKey: data.idempotencyKey,
        pricedAsMember: data.isMember,
        lines,
        totals: totalsOf(lines),
        status: INITIAL_ORDER_STATUS,
        placedAt: metadata.now,
      },
    },
  ];
}

function changeStatus({ data, metadata }: ChangeOrderStatus, state: Order): OrderEvent[] {
  if (state.status === 'none') throw new NotFoundError(`Order ${data.orderId} not found`, data);
  if (!canTransition(state.status, data.to)) {
    throw new IllegalStateError(`An order cannot go from ${state.status} to ${data.to}`, {
      orderId: data.orderId,
      from: state.status,
      to: data.to,
    });
  }
  const changed = { orderId: data.orderId, from: state.status, to: data.to, changedAt: metadata.now };
  return [{ type: 'OrderStatusChanged', data: changed }];
}

function placed(state: Order, orderId: string): PlacedOrder {
  if (state.status === 'none') throw new NotFoundError(`Order ${orderId} not found`, { orderId });
  return state;
}

/**
 * The decision that records a payment completes the checkout it pays for, in the same append:
 * CheckoutCompleted and the confirmation asked of identity, whoever reported the payment (the
 * charge's answer, the bank's return, a webhook with the tab closed) and whether or not the
 * browser ever comes back.
 */
function completedWhenPaid<C extends RecordCharge | ConfirmPayment>(
  command: C,
  order: PlacedOrder,
  recordPayment: (command: C, order: PlacedOrder) => OrderEvent[],
): OrderEvent[] {
  const events = recordPayment(command, order);
  if (!events.some((e) => e.type === 'PaymentSucceeded')) return events;
  const { orderId, productName } = command.data;
  const completion = {
    type: 'CompleteCheckout' as const,
    data: { orderId, productName },
    metadata: command.metadata,
  };
  return [...events, ...completeCheckout(completion, events.reduce(evolvePlaced, order))];
}

function decide(command: OrderCommand, state: Order): OrderEvent[] {
  switch (command.type) {
    case 'PlaceOrder':
      return placeOrder(command, state);
    case 'ChangeOrderStatus':
      return changeStatus(command, state);
    case 'CancelOrder':
      return cancelOrder(command, placed(state, command.data.orderId));
    case 'StartPayment':
      return startPayment(command, placed(state, command.data.orderId));
    case 'RecordCharge':
      return completedWhenPaid(command, placed(state, command.data.orderId), recordCharge);
    case 'ConfirmPayment':
      return completedWhenPaid(command, placed(state, command.data.orderId), confirmPayment);
    case 'FailPayment':
      return failPayment(command, placed(state, command.data.orderId));
    case 'RecordRefund':
      return recordRefund(command, placed(state, command.data.orderId));
    case 'ReportPaymentReview':
      return reportPaymentReview(command, placed(state, command.data.orderId));
    case 'RequestDispatch':
      return requestDispatch(command, placed(state, command.data.orderId));
    case 'WaitForFullCase':
      return waitForFullCase(command, placed(state, command.data.orderId));
    case 'StopWaitingForFullCase':
      return stopWaitingForFullCase(command, placed(state, command.data.orderId));
    case 'RecordStockShortfall':
      return recordStockShortfall(command, placed(state, command.data.orderId));
    case 'RecordStockArrival':
      return recordStockArrival(command, placed(state, command.data.orderId));
    case 'ExpireReservation':
      return expireReservation(command, placed(state, command.data.orderId));
    case 'CompleteCheckout':
      return completeCheckout(command, placed(state, command.data.orderId));
    case 'ResendConfirmation':
      return resendConfirmation(command, placed(state, command.data.orderId));
    case 'RecordShipment':
      return recordShipment(command, placed(state, command.data.orderId));
    case 'RecordMissedDelivery':
      return recordMissedDelivery(command, placed(state, command.data.orderId));
    case 'RecordDelivery':
      return recordDelivery(command, placed(state, command.data.orderId));
    case 'HoldDispatch':
      return holdDispatch(command, placed(state, command.data.orderId));
    case 'ReleaseDispatchHold':
      return releaseDispatchHold(command, placed(state, command.data.orderId));
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function evolvePlaced(order: PlacedOrder, event: OrderEvent): PlacedOrder {
  const { payment } = order;
  switch (event.type) {
    case 'OrderStatusChanged': {
      const { to } = event.data;
      const held = to === 'PAID_HOLD_DISPATCH' || to === 'UNPAID_HOLD_DISPATCH';
      // Back from an inactive account, the customer gets their time to pay again.
      const resumed = event.data.from === 'ACCOUNT_INACTIVE' && payment.paidBy === null;
      return {
        ...order,
        status: to,
        dispatchHold: held ? order.dispatchHold : null,
        payment: resumed ? { ...payment, lastActivityAt: event.data.changedAt } : payment,
      };
    }
    case 'PaymentAttempted': {
      const { attempt, attemptedAt } = event.data;
      const open = { attempt, since: attemptedAt, paymentIntentId: null };
      return { ...order, payment: { ...payment, attempts: attempt, open, lastActivityAt: attemptedAt } };
    }
    case 'PaymentActionRequired': {
      const open = payment.open && { ...payment.open, paymentIntentId: event.data.paymentIntentId };
      return { ...order, payment: { ...payment, open, lastActivityAt: event.data.at } };
    }
    case 'PaymentSucceeded':
      return { ...order, payment: { ...payment, open: null, paidBy: event.data.paymentIntentId } };
    case 'PaymentFailed':
      return { ...order, payment: { ...payment, open: null, lastActivityAt: event.data.failedAt } };
    case 'ReservationExpired':
      return order;
    case 'PaymentAmountMismatched':
      return {
        ...order,
        payment: { ...payment, mismatched: [...payment.mismatched, event.data.paymentIntentId] },
      };
    case 'RefundRequested':
      return {
        ...order,
        payment: { ...payment, refundsRequested: [...payment.refundsRequested, event.data.paymentIntentId] },
      };
    case 'PaymentRefunded':
      return {
        ...order,
        payment: { ...payment, refunded: [...payment.refunded, event.data.paymentIntentId] },
      };
    case 'PaymentReviewOpened': {
      const { reviewId, paymentIntentId } = event.data;
      return {
        ...order,
        payment: { ...payment, review: { reviewId, paymentIntentId, open: true, outcome: null } },
      };
    }
    case 'PaymentReviewClosed': {
      const { reviewId, paymentIntentId, outcome } = event.data;
      return {
        ...order,
        payment: { ...payment, review: { reviewId, paymentIntentId, open: false, outcome } },
      };
    }
    case 'DispatchRequested':
    case 'OrderDispatched':
    case 'DeliveryAttemptFailed':
    case 'OrderDelivered':
    case 'DispatchHeld':
    case 'DispatchHoldReleased':
      return evolveFulfilment(order, event);
    case 'CheckoutCompleted':
      return { ...order, completedAt: event.data.completedAt };
    case 'CustomerMessageRequested':
      return event.data.messageId.startsWith(CONFIRMATION_MESSAGE)
        ? { ...order, confirmationsRequested: order.confirmationsRequested + 1 }
        : order;
    case 'OrderAwaitingStock':
      return { ...order, awaitingStock: [...order.awaitingStock, event.data.productId] };
    case 'OrderStockArrived':
      return { ...order, awaitingStock: order.awaitingStock.filter((p) => p !== event.data.productId) };
    case 'OrderPlaced':
      return order;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function evolve(state: Order, event: OrderEvent): Order {
  if (event.type === 'OrderPlaced') {
    const { orderId, userId, lines, totals, status, placedAt } = event.data;
    return {
      status,
      orderId,
      userId,
      lines,
      totals,
      placedAt,
      payment: NO_PAYMENT,
      dispatchId: null,
      fulfilment: null,
      dispatchHold: null,
      completedAt: null,
      confirmationsRequested: 0,
      awaitingStock: [],
    };
  }
  return state.status === 'none' ? state : evolvePlaced(state, event);
}

export const orderDecider: Decider<OrderCommand, Order, OrderEvent> = {
  initialState: { status: 'none' },
  decide,
  evolve,
};
