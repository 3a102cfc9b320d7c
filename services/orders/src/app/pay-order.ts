import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { OrderEvent } from '@wine/contracts/orders/order-events';
import type { PaymentOutcome } from '@wine/contracts/orders/payment-api';
import {
  type ChargeResult,
  type PaymentIntentView,
  PaymentProviderError,
} from '@wine/contracts/payments/payment-provider';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import type { PlacedOrder } from '../domain/order.ts';
import type { ConfirmPayment, FailPayment } from '../domain/order-commands.ts';
import { paymentMismatches, paymentOutcomes } from '../observability/orders-metrics.ts';
import { callersCard } from './callers-card.ts';
import { decideOnOrder, loadOrder } from './decide-on-order.ts';
import type { PaymentDeps } from './payment-port.ts';

export interface PaymentAnswer {
  outcome: PaymentOutcome;
  order: PlacedOrder;
  nextAction?: { clientSecret: string; redirectUrl: string };
}

const now = (deps: PaymentDeps) => deps.clock().toISOString();

/** What the order's state says about the money, for a repeated or late question. */
function answerFromOrder(order: PlacedOrder): PaymentAnswer {
  if (order.payment.paidBy !== null) return { outcome: 'succeeded', order };
  return { outcome: order.status === 'CARD_DECLINE' ? 'card_declined' : 'other_error', order };
}

/**
 * attemptPayment: charges the order's total to a card. The attempt is recorded (with its
 * idempotency key) before the provider is called and its answer after, so a retried call never
 * charges twice, two at once cannot both charge, and a paid order is never charged again.
 */
export async function attemptPayment(
  deps: PaymentDeps,
  input: { orderId: string; userId: string; paymentMethodId: string },
  metadata: EventMetadata,
): Promise<PaymentAnswer> {
  const current = await loadOrder(deps.store, input.orderId);
  if (current.userId !== input.userId) throw new NotFoundError(`Order ${input.orderId} not found`, input);
  if (current.payment.paidBy !== null) return answerFromOrder(current);
  const card = await callersCard(deps.provider, input.paymentMethodId, input.userId);

  const started = await decideOnOrder(
    deps.store,
    {
      type: 'StartPayment',
      data: { orderId: input.orderId, userId: input.userId },
      metadata: { now: now(deps) },
    },
    metadata,
  );
  const attempted = started.events[0];
  if (attempted?.type !== 'PaymentAttempted') throw new Error('StartPayment did not start an attempt');
  const { attempt, idempotencyKey, amountPence } = attempted.data;

  const result = await chargeSafely(deps, {
    amountPence,
    description: `Order ${input.orderId}`,
    paymentMethodId: input.paymentMethodId,
    ...card,
    idempotencyKey,
    metadata: { orderId: input.orderId, userId: input.userId, attempt: String(attempt) },
    returnUrl: deps.returnUrl(input.orderId),
  });
  const { order, events } = await decideOnOrder(
    deps.store,
    {
      type: 'RecordCharge',
      data: { orderId: input.orderId, attempt, result, productName: deps.productName },
      metadata: { now: now(deps) },
    },
    metadata,
  );
  paymentOutcomes.inc({ outcome: result.status });
  if (result.status === 'succeeded') {
    noteMismatch(deps, events);
    return answerFromOrder(order);
  }
  if (result.status === 'requires_action') {
    const { clientSecret, redirectUrl } = result;
    return { outcome: 'requires_action', order, nextAction: { clientSecret, redirectUrl } };
  }
  return { outcome: result.status, order };
}

/** A provider that cannot be reached is an `other_error` for this attempt, not a 500. */
async function chargeSafely(deps: PaymentDeps, request: Parameters<PaymentDeps['provider']['charge']>[0]) {
  try {
    return await deps.provider.charge(request);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger.warn({ err: error, orderId: request.metadata.orderId }, 'payment provider failed');
    return { status: 'other_error', paymentIntentId: null, message: error.message } satisfies ChargeResult;
  }
}

/**
 * The customer is back from 3-D Secure with the PaymentIntent's client secret: the provider, not
 * the browser, says how it ended. The webhook may have recorded it already; then nothing changes.
 */
export async function confirmAfterAuthentication(
  deps: PaymentDeps,
  input: { clientSecret: string; userId: string },
  metadata: EventMetadata,
): Promise<PaymentAnswer> {
  const paymentIntentId = input.clientSecret.slice(0, input.clientSecret.indexOf('_secret_'));
  const intent = await deps.provider.paymentIntent(paymentIntentId);
  const orderId = intent.metadata.orderId;
  // A secret that is not this intent's, or an intent of someone else's order, is no payment at all.
  if (intent.clientSecret !== input.clientSecret || intent.metadata.userId !== input.userId || !orderId) {
    throw new NotFoundError('Payment not found', { paymentIntentId });
  }
  const order = await applyIntent(deps, intent, 'return', metadata);
  if (intent.status === 'requires_action' && intent.redirectUrl) {
    return {
      outcome: 'requires_action',
      order,
      nextAction: { clientSecret: input.clientSecret, redirectUrl: intent.redirectUrl },
    };
  }
  return answerFromOrder(order);
}

/** What a PaymentIntent's state says of the money, from Stripe's answer or payments' record of a webhook. */
export type ReportedIntent = Pick<
  PaymentIntentView,
  'paymentIntentId' | 'status' | 'amountPence' | 'currency' | 'metadata' | 'lastErrorCode'
>;

/**
 * Records what a PaymentIntent's state means for its order: paid, declined, or still open.
 * Used by the 3-D Secure return and by webhooks; applying the same state twice changes nothing.
 */
export async function applyIntent(
  deps: PaymentDeps,
  intent: ReportedIntent,
  source: 'return' | 'webhook',
  metadata: EventMetadata,
): Promise<PlacedOrder> {
  const orderId = intent.metadata.orderId;
  if (!orderId) throw new NotFoundError('Payment has no order', { paymentIntentId: intent.paymentIntentId });
  const command = intentCommand(intent, orderId, source, deps.productName, now(deps));
  if (!command) return loadOrder(deps.store, orderId);
  const { order, events } = await decideOnOrder(deps.store, command, metadata);
  noteMismatch(deps, events);
  return order;
}

/** The order command a PaymentIntent's state asks for: paid, declined, or none while it is still open. */
export function intentCommand(
  intent: ReportedIntent,
  orderId: string,
  source: 'return' | 'webhook',
  productName: string,
  now: string,
): ConfirmPayment | FailPayment | null {
  const { paymentIntentId } = intent;
  if (intent.status === 'succeeded') {
    const { amountPence, currency } = intent;
    const data = { orderId, paymentIntentId, amountPence, currency, source, productName };
    return { type: 'ConfirmPayment', data, metadata: { now } };
  }
  if (intent.status === 'requires_payment_method') {
    const outcome = intent.lastErrorCode === null ? 'other_error' : 'card_declined';
    const data = { orderId, paymentIntentId, outcome, declineCode: intent.lastErrorCode } as const;
    return { type: 'FailPayment', data, metadata: { now } };
  }
  return null;
}

/**
 * A payment that is not what the order owes (another amount or currency) pays nothing: the
 * decision that saw it asked for its refund (RefundRequested); operators hear of it here.
 */
export function noteMismatch(deps: Pick<PaymentDeps, 'logger'>, events: readonly OrderEvent[]): void {
  for (const event of events) {
    if (event.type !== 'PaymentAmountMismatched') continue;
    paymentMismatches.inc();
    deps.logger.warn(event.data, 'payment is not what the order owes: refunding it');
  }
}
