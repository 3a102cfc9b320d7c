import type { EventMetadata } from '@wine/contracts/event-envelope';
import { formatPence } from '@wine/contracts/money';
import {
  CASE_SLOTS,
  type DeliveryQuote,
  type DispatchRequest,
  deliveryFeeFor,
  slotsToFillCase,
} from '@wine/contracts/orders/delivery';
import { fold } from '@wine/platform/domain/decider';
import { DomainError, NotFoundError } from '@wine/platform/errors/domain-error';
import { v5 as uuidv5 } from 'uuid';
import { assertDispatchable } from '../domain/dispatch-decisions.ts';
import type { PlacedOrder } from '../domain/order.ts';
import { orderDecider } from '../domain/order-decider.ts';
import { orderStreamId } from '../domain/order-streams.ts';
import { decideOnOrder } from './decide-on-order.ts';
import { readOrderEvent } from './order-stream.ts';
import type { PaymentDeps } from './payment-port.ts';

// Fixed for ever: a retried dispatch of the same orders must find the same dispatch id.
const DISPATCH_ID_NAMESPACE = '0f7c2b4e-93a1-4d55-8a0e-2c9f1e7d6b31';

/** The caller's orders (one read for all of them); anyone else's is refused as not found. */
async function ordersInStorage(deps: PaymentDeps, userId: string, orderIds: readonly string[]) {
  const streams = await deps.store.readStreams(orderIds.map(orderStreamId));
  return orderIds.map((orderId) => {
    const events = (streams.get(orderStreamId(orderId))?.events ?? []).map(readOrderEvent);
    const order = fold(orderDecider, events);
    if (order.status === 'none' || order.userId !== userId) {
      throw new NotFoundError(`Order ${orderId} not found`, { orderId });
    }
    return order;
  });
}

export function quoteOf(orders: readonly PlacedOrder[]): DeliveryQuote {
  const caseSlots = orders.reduce((n, o) => n + o.totals.caseSlots, 0);
  return {
    orderIds: orders.map((o) => o.orderId),
    caseSlots,
    caseSize: CASE_SLOTS,
    fullCases: Math.floor(caseSlots / CASE_SLOTS),
    slotsToFill: slotsToFillCase(caseSlots),
    feePence: deliveryFeeFor(caseSlots),
    adultSignatureRequired: true,
  };
}

/** getDeliveryFee: what sending these orders together costs (orders already sent count too). */
export async function quoteDelivery(deps: PaymentDeps, userId: string, orderIds: readonly string[]) {
  return quoteOf(await ordersInStorage(deps, userId, orderIds));
}

/**
 * dispatchOrders: sends orders from storage in one delivery. A full case goes free; a part case
 * needs the quoted fee accepted and paid first (its charge keyed by the dispatch, so a retry
 * never charges twice). Each order then records the dispatch; a retry finds it done.
 */
export async function dispatchOrders(
  deps: PaymentDeps,
  userId: string,
  request: DispatchRequest,
  metadata: EventMetadata,
): Promise<{ dispatchId: string; orders: PlacedOrder[]; feePence: number }> {
  const dispatchId = uuidv5([...request.orderIds].sort().join('\n'), DISPATCH_ID_NAMESPACE);
  const orders = await ordersInStorage(deps, userId, request.orderIds);
  const pending = orders.filter((o) => o.dispatchId !== dispatchId);
  // Before any fee is charged.
  for (const order of pending) assertDispatchable(order);
  const quote = quoteOf(orders);
  if (quote.feePence > 0 && pending.length > 0)
    await payDeliveryFee(deps, { userId, dispatchId, request, quote });

  const now = deps.clock().toISOString();
  const dispatched: PlacedOrder[] = [];
  for (const order of orders) {
    const data = {
      orderId: order.orderId,
      userId,
      dispatchId,
      orderIds: quote.orderIds,
      caseSlots: quote.caseSlots,
      feePence: quote.feePence,
    };
    const result = await decideOnOrder(
      deps.store,
      { type: 'RequestDispatch', data, metadata: { now } },
      metadata,
    );
    dispatched.push(result.order);
  }
  return { dispatchId, orders: dispatched, feePence: quote.feePence };
}

async function payDeliveryFee(
  deps: PaymentDeps,
  {
    userId,
    dispatchId,
    request,
    quote,
  }: { userId: string; dispatchId: string; request: DispatchRequest; quote: DeliveryQuote },
): Promise<void> {
  const fee = formatPence(quote.feePence);
  if (request.acceptedFeePence !== quote.feePence) {
    throw new DomainError(
      'CONFLICT',
      `A part case costs ${fee} to deliver; accept the fee to dispatch it`,
      409,
      {
        feePence: quote.feePence,
        slotsToFill: quote.slotsToFill,
      },
    );
  }
  if (!request.stripePaymentId) {
    throw new DomainError('VALIDATION_ERROR', `A card is needed to pay the ${fee} delivery fee`, 400, {
      field: 'stripePaymentId',
    });
  }
  const result = await deps.provider.charge({
    amountPence: quote.feePence,
    description: `Delivery of a part case (${quote.caseSlots} slots)`,
    paymentMethodId: request.stripePaymentId,
    // Per card: a retry with the same card is the same charge; another card after a decline is a new one.
    idempotencyKey: `dispatch-${dispatchId}-fee-${request.stripePaymentId}`,
    metadata: { kind: 'delivery-fee', dispatchId, userId },
    returnUrl: deps.returnUrl(request.orderIds[0] ?? ''),
  });
  if (result.status !== 'succeeded') {
    const message =
      result.status === 'card_declined' ? 'Card declined' : 'The delivery fee could not be charged';
    throw new DomainError('CONFLICT', message, 409, { paymentStatus: result.status });
  }
}
