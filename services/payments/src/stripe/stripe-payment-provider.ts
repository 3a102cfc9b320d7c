import {
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  PaymentProviderError,
} from '@wine/contracts/payments/payment-provider';
import { DomainError } from '@wine/platform/errors/domain-error';
import Stripe from 'stripe';
import { idOf, paymentIntentView, savedCardOf, subscriptionView } from './stripe-views.ts';

const CURRENCY = 'gbp';
// Stripe could not process the card: not the bank's refusal, so the spec's other_error.
const PROCESSING_ERROR = 'processing_error';

/**
 * The PaymentProvider port over the Stripe SDK. Every mutating call carries an idempotency key
 * from the caller (derived from the order, attempt or dispatch), so Stripe's retries and ours
 * never charge twice. A card refusal is an answer, not an error; Stripe being unreachable or
 * failing is a PaymentProviderError; a request Stripe refuses outside a charge (an unknown card,
 * payment or subscription, a state that forbids it) is the caller's: a 402 or 409 DomainError.
 */
export class StripePaymentProvider implements PaymentProvider {
  constructor(private readonly stripe: Stripe) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountPence,
          currency: CURRENCY,
          description: request.description,
          payment_method: request.paymentMethodId,
          ...(request.customerId ? { customer: request.customerId } : {}),
          allowed_payment_method_types: ['card'],
          confirm: true,
          return_url: request.returnUrl,
          metadata: { ...request.metadata },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return chargeResultOf(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        if (error.code === PROCESSING_ERROR) {
          return {
            status: 'other_error',
            paymentIntentId: error.payment_intent?.id ?? null,
            message: error.message,
          };
        }
        return {
          status: 'card_declined',
          paymentIntentId: error.payment_intent?.id ?? null,
          declineCode: error.decline_code ?? error.code ?? null,
          message: error.message,
        };
      }
      throw providerError(error);
    }
  }

  async paymentIntent(paymentIntentId: string) {
    return paymentIntentView(await this.call(() => this.stripe.paymentIntents.retrieve(paymentIntentId)));
  }

  async refund(paymentIntentId: string, idempotencyKey: string) {
    const refund = await this.call(() =>
      this.stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey }),
    );
    return { refundId: refund.id };
  }

  async ensureCustomer(userId: string, idempotencyKey: string) {
    const customer = await this.call(() =>
      this.stripe.customers.create({ metadata: { userId } }, { idempotencyKey }),
    );
    return { customerId: customer.id };
  }

  async createSetupIntent(customerId: string, idempotencyKey: string) {
    const intent = await this.call(() =>
      this.stripe.setupIntents.create(
        { customer: customerId, allowed_payment_method_types: ['card'], usage: 'off_session' },
        { idempotencyKey },
      ),
    );
    return { setupIntentId: intent.id, clientSecret: intent.client_secret ?? '' };
  }

  async savedCard(paymentMethodId: string) {
    return savedCardOf(await this.call(() => this.stripe.paymentMethods.retrieve(paymentMethodId)));
  }

  async paymentMethodHolder(paymentMethodId: string) {
    const method = await this.call(() => this.stripe.paymentMethods.retrieve(paymentMethodId));
    const customerId = idOf(method.customer);
    const fingerprint = method.card?.fingerprint ?? null;
    if (!customerId) return { customerId: null, userId: null, fingerprint };
    const customer = await this.call(() => this.stripe.customers.retrieve(customerId));
    const userId = customer.deleted ? null : (customer.metadata.userId ?? null);
    return { customerId, userId, fingerprint };
  }

  async attachCard(paymentMethodId: string, customerId: string, idempotencyKey: string) {
    const method = await this.call(() =>
      this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }, { idempotencyKey }),
    );
    return savedCardOf(method);
  }

  async subscribe(request: Parameters<PaymentProvider['subscribe']>[0]) {
    const subscription = await this.call(() =>
      this.stripe.subscriptions.create(
        {
          customer: request.customerId,
          items: [{ price: request.priceId }],
          default_payment_method: request.paymentMethodId,
          ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
          metadata: { ...request.metadata },
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return subscriptionView(subscription);
  }

  async cancelSubscription(
    subscriptionId: string,
    request: { atPeriodEnd: boolean; idempotencyKey: string },
  ) {
    const options = { idempotencyKey: request.idempotencyKey };
    const subscription = await this.call(() =>
      request.atPeriodEnd
        ? this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, options)
        : this.stripe.subscriptions.cancel(subscriptionId, {}, options),
    );
    return subscriptionView(subscription);
  }

  async subscription(subscriptionId: string) {
    return subscriptionView(await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId)));
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw refusedRequest(error) ?? providerError(error);
    }
  }
}

function chargeResultOf(intent: Stripe.PaymentIntent): ChargeResult {
  const view = paymentIntentView(intent);
  switch (view.status) {
    case 'succeeded':
      return {
        status: 'succeeded',
        paymentIntentId: intent.id,
        amountPence: intent.amount,
        currency: intent.currency,
      };
    case 'requires_action':
      if (view.redirectUrl && view.clientSecret) {
        return {
          status: 'requires_action',
          paymentIntentId: intent.id,
          clientSecret: view.clientSecret,
          redirectUrl: view.redirectUrl,
        };
      }
      return {
        status: 'other_error',
        paymentIntentId: intent.id,
        message: 'The bank asked for a check this shop cannot show',
      };
    case 'requires_payment_method':
      if (view.lastErrorCode === PROCESSING_ERROR) {
        return {
          status: 'other_error',
          paymentIntentId: intent.id,
          message: intent.last_payment_error?.message ?? '',
        };
      }
      return {
        status: 'card_declined',
        paymentIntentId: intent.id,
        declineCode: view.lastErrorCode,
        message: intent.last_payment_error?.message ?? 'Card declined',
      };
    default:
      return { status: 'other_error', paymentIntentId: intent.id, message: `Payment is ${intent.status}` };
  }
}

/** What the caller sent that Stripe will not do: theirs to fix, never a 500. */
function refusedRequest(error: unknown): DomainError | undefined {
  if (!(error instanceof Stripe.errors.StripeError)) return undefined;
  if (
    error instanceof Stripe.errors.StripeIdempotencyError ||
    error.statusCode === 409 ||
    error.code?.endsWith('_unexpected_state')
  ) {
    return new DomainError('CONFLICT', `The payment provider cannot do this now: ${error.message}`, 409);
  }
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeCardError
  ) {
    return new DomainError('HTTP_402', `The payment provider refused this: ${error.message}`, 402);
  }
  return undefined;
}

/** 5xx, rate limits and lost connections may pass; a request Stripe refuses will not. */
function providerError(error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    const retryable =
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      (error.statusCode ?? 0) >= 500;
    return new PaymentProviderError(`Stripe: ${error.message}`, retryable);
  }
  return new PaymentProviderError(`Stripe: ${error instanceof Error ? error.message : String(error)}`, true);
}
