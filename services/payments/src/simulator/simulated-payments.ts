import { createHash } from 'node:crypto';
import { nowSeconds, type SimulatorState, type StripeObject } from './simulator-state.ts';
import { invalidRequest, noSuch, StripeApiError } from './stripe-errors.ts';
import { type Emit, type Params, record, required, text } from './stripe-params.ts';
import { behaviourOf, brandOf, passesLuhn, TEST_PAYMENT_METHODS } from './test-cards.ts';
import { INTENT_PROOF_PARAM } from './three-d-secure-page.ts';

/** Stripe's card fingerprint: the same for a card number whichever customer or account saves it. */
const fingerprintOf = (number: string) =>
  createHash('sha256')
    .update(`card-fingerprint:${number}`)
    .digest('base64url')
    .replaceAll(/[-_]/g, 'x')
    .slice(0, 16);

/**
 * Stripe confirms a saved card only for the customer it is saved to: without a customer on the
 * PaymentIntent, or with another one, it refuses (its own words).
 */
function refuseAnotherCustomersCard(intent: StripeObject, method: StripeObject): void {
  const owner = text(method.customer);
  const customer = text(intent.customer);
  if (owner && !customer) {
    throw invalidRequest(
      `The \`payment_method\` parameter supplied ${method.id} belongs to the Customer ${owner}. Please include the Customer in the \`customer\` parameter on the PaymentIntent.`,
      'payment_method',
    );
  }
  if (customer && owner !== customer) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${method.id}. The payment method must be attached to the customer.`,
      'payment_method',
    );
  }
}

const cardError = (code: string, message: string, param: string) =>
  new StripeApiError(402, { type: 'card_error', code, message, param });

/**
 * Stripe's payments as this shop uses them, on test cards: PaymentMethods from card numbers,
 * PaymentIntents that succeed, decline or ask for 3-D Secure, refunds, each raising the webhook
 * Stripe would send.
 */
export class SimulatedPayments {
  constructor(
    private readonly state: SimulatorState,
    private readonly emit: Emit,
    /** Where the browser reaches the simulator's own pages (the 3-D Secure check). */
    private readonly publicBaseUrl: string,
  ) {}

  createPaymentMethod(params: Params): StripeObject {
    if (params.type !== 'card') throw invalidRequest('Only card PaymentMethods are simulated.', 'type');
    const card = record(params.card);
    const number = (card.number ?? '').replaceAll(/[\s-]/g, '');
    if (!/^\d+$/.test(number) || !passesLuhn(number)) {
      throw cardError('incorrect_number', 'Your card number is incorrect.', 'card[number]');
    }
    const expMonth = Number(card.exp_month);
    let expYear = Number(card.exp_year);
    if (expYear < 100) expYear += 2000;
    if (!(expMonth >= 1 && expMonth <= 12)) {
      throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'card[exp_month]');
    }
    const now = new Date();
    if (
      !(
        expYear > now.getUTCFullYear() ||
        (expYear === now.getUTCFullYear() && expMonth >= now.getUTCMonth() + 1)
      )
    ) {
      throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'card[exp_year]');
    }
    if (card.cvc !== undefined && !/^\d{3,4}$/.test(card.cvc)) {
      throw cardError('invalid_cvc', "Your card's security code is invalid.", 'card[cvc]');
    }
    return this.savePaymentMethod(this.state.newId('pm'), number, expMonth, expYear);
  }

  paymentMethod(id: string): StripeObject {
    const found = this.state.get(id, 'payment_method') ?? this.testPaymentMethod(id);
    if (!found) throw noSuch('PaymentMethod', id);
    return found;
  }

  /**
   * A PaymentMethod to attach: Stripe's shared test ids (pm_card_visa) are never attached
   * themselves; attaching one makes a new PaymentMethod of the same card, as Stripe does.
   */
  paymentMethodToAttach(id: string): StripeObject {
    const method = this.paymentMethod(id);
    const number = TEST_PAYMENT_METHODS[id];
    if (!number) return method;
    const card = record(method.card);
    return this.savePaymentMethod(
      this.state.newId('pm'),
      number,
      Number(card.exp_month),
      Number(card.exp_year),
    );
  }

  createPaymentIntent(params: Params): StripeObject {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 30) {
      throw invalidRequest('Amount must be at least £0.30 gbp', 'amount');
    }
    const id = this.state.newId('pi');
    const intent = this.state.save({
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: required(params, 'currency'),
      description: text(params.description) ?? null,
      metadata: record(params.metadata),
      customer: text(params.customer) ?? null,
      payment_method: text(params.payment_method) ?? null,
      client_secret: `${id}_secret_${this.state.secret()}`,
      return_url: text(params.return_url) ?? null,
      status: 'requires_payment_method',
      last_payment_error: null,
      next_action: null,
      created: nowSeconds(),
      livemode: false,
    });
    this.emit('payment_intent.created', intent);
    return params.confirm === 'true' ? this.confirm(intent) : intent;
  }

  paymentIntent(id: string): StripeObject {
    const intent = this.state.get(id, 'payment_intent');
    if (!intent) throw noSuch('payment_intent', id);
    return intent;
  }

  /** The customer answered the bank's check; answers where the browser goes next. */
  completeAuthentication(id: string, passed: boolean): string {
    const intent = this.paymentIntent(id);
    if (intent.status !== 'requires_action')
      throw invalidRequest('This PaymentIntent is not awaiting authentication.');
    const settled = passed
      ? this.succeed(intent)
      : this.fail(intent, {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message: 'The provided PaymentMethod has failed authentication.',
        });
    const back = new URL(String(intent.return_url));
    back.searchParams.set('payment_intent', id);
    back.searchParams.set('payment_intent_client_secret', String(settled.client_secret));
    back.searchParams.set('redirect_status', passed ? 'succeeded' : 'failed');
    return back.toString();
  }

  createRefund(params: Params): StripeObject {
    const intent = this.paymentIntent(required(params, 'payment_intent'));
    if (intent.status !== 'succeeded')
      throw invalidRequest('This PaymentIntent has no successful charge to refund.');
    const refund = this.state.save({
      id: this.state.newId('re'),
      object: 'refund',
      amount: intent.amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      created: nowSeconds(),
    });
    this.emit('refund.created', refund);
    const review = this.openReviewOf(intent.id);
    if (review) this.closeReview(review, 'refunded');
    return refund;
  }

  /** What operations do in the Dashboard: the payment in review goes on. */
  approveReview(id: string): StripeObject {
    const review = this.state.get(id, 'review');
    if (!review) throw noSuch('review', id);
    if (!review.open) throw invalidRequest('This review is already closed.');
    return this.closeReview(review, 'approved');
  }

  private openReview(intent: StripeObject): void {
    const review = this.state.save({
      id: this.state.newId('prv'),
      object: 'review',
      charge: intent.latest_charge,
      payment_intent: intent.id,
      open: true,
      opened_reason: 'rule',
      reason: 'rule',
      closed_reason: null,
      created: nowSeconds(),
      livemode: false,
    });
    this.emit('review.opened', review);
  }

  private openReviewOf(paymentIntentId: string): StripeObject | undefined {
    return [...this.state.objects.values()].find(
      (o) => o.object === 'review' && o.payment_intent === paymentIntentId && o.open === true,
    );
  }

  private closeReview(review: StripeObject, reason: 'approved' | 'refunded'): StripeObject {
    const closed = this.state.save({ ...review, open: false, reason, closed_reason: reason });
    this.emit('review.closed', closed);
    return closed;
  }

  private confirm(intent: StripeObject): StripeObject {
    const methodId = text(intent.payment_method);
    if (!methodId) throw invalidRequest('You must provide a payment_method to confirm.', 'payment_method');
    const method = this.paymentMethod(methodId);
    refuseAnotherCustomersCard(intent, method);
    const behaviour = behaviourOf(this.state.cardNumbers.get(method.id) ?? '');
    if (behaviour.kind === 'succeeds') return this.succeed(intent);
    if (behaviour.kind === 'succeeds_in_review') {
      const paid = this.succeed(intent);
      this.openReview(paid);
      return paid;
    }
    if (behaviour.kind === 'requires_3ds') {
      if (!intent.return_url)
        throw invalidRequest('A return_url is needed to confirm this PaymentIntent.', 'return_url');
      // As Stripe's: the page opens only with the client secret, which only the payer has.
      const page = new URL(`${this.publicBaseUrl}/payments-simulator/3ds/${intent.id}`);
      page.searchParams.set(INTENT_PROOF_PARAM, String(intent.client_secret));
      const url = page.href;
      const next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url, return_url: intent.return_url },
      };
      const waiting = this.state.save({ ...intent, status: 'requires_action', next_action });
      this.emit('payment_intent.requires_action', waiting);
      return waiting;
    }
    const error = {
      type: 'card_error',
      code: behaviour.code,
      decline_code: behaviour.declineCode,
      message: behaviour.message,
    };
    const failed = this.fail(intent, error);
    throw new StripeApiError(402, { ...error, payment_intent: failed, payment_method: method });
  }

  private succeed(intent: StripeObject): StripeObject {
    const paid = this.state.save({
      ...intent,
      status: 'succeeded',
      amount_received: intent.amount,
      next_action: null,
      last_payment_error: null,
      latest_charge: this.state.newId('ch'),
    });
    this.emit('payment_intent.succeeded', paid);
    return paid;
  }

  private fail(intent: StripeObject, error: Record<string, unknown>): StripeObject {
    const failed = this.state.save({
      ...intent,
      status: 'requires_payment_method',
      next_action: null,
      last_payment_error: error,
    });
    this.emit('payment_intent.payment_failed', failed);
    return failed;
  }

  private testPaymentMethod(id: string): StripeObject | undefined {
    const number = TEST_PAYMENT_METHODS[id];
    return number ? this.savePaymentMethod(id, number, 12, new Date().getUTCFullYear() + 3) : undefined;
  }

  private savePaymentMethod(id: string, number: string, expMonth: number, expYear: number): StripeObject {
    this.state.cardNumbers.set(id, number);
    return this.state.save({
      id,
      object: 'payment_method',
      type: 'card',
      card: {
        brand: brandOf(number),
        last4: number.slice(-4),
        fingerprint: fingerprintOf(number),
        exp_month: expMonth,
        exp_year: expYear,
        country: 'GB',
      },
      customer: null,
      metadata: {},
      billing_details: {},
      created: nowSeconds(),
      livemode: false,
    });
  }
}
