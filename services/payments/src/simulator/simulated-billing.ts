import type { SimulatedPayments } from './simulated-payments.ts';
import { nowSeconds, type SimulatorState, type StripeObject } from './simulator-state.ts';
import { invalidRequest, noSuch } from './stripe-errors.ts';
import { type Emit, type Params, record, required, text } from './stripe-params.ts';
import { behaviourOf } from './test-cards.ts';

/**
 * Stripe's billing as this shop uses it: customers, cards attached to them, SetupIntents, and
 * subscriptions (trialing with a trial, active or incomplete by the card otherwise), each raising
 * the webhook Stripe would send.
 */
export class SimulatedBilling {
  constructor(
    private readonly state: SimulatorState,
    private readonly emit: Emit,
    private readonly payments: SimulatedPayments,
  ) {}

  attachPaymentMethod(id: string, params: Params): StripeObject {
    const customer = required(params, 'customer');
    this.customer(customer);
    const method = this.payments.paymentMethodToAttach(id);
    const owner = text(method.customer);
    if (owner && owner !== customer) {
      throw invalidRequest(
        'The payment method you provided has already been attached to a customer.',
        'payment_method',
      );
    }
    return this.state.save({ ...method, customer });
  }
  createCustomer(params: Params): StripeObject {
    const customer = this.state.save({
      id: this.state.newId('cus'),
      object: 'customer',
      email: text(params.email) ?? null,
      metadata: record(params.metadata),
      created: nowSeconds(),
      livemode: false,
    });
    this.emit('customer.created', customer);
    return customer;
  }
  customer(id: string): StripeObject {
    const customer = this.state.get(id, 'customer');
    if (!customer) throw noSuch('customer', id);
    return customer;
  }
  createSetupIntent(params: Params): StripeObject {
    const customer = text(params.customer);
    if (customer) this.customer(customer);
    const id = this.state.newId('seti');
    return this.state.save({
      id,
      object: 'setup_intent',
      customer: customer ?? null,
      client_secret: `${id}_secret_${this.state.secret()}`,
      status: 'requires_payment_method',
      usage: text(params.usage) ?? 'off_session',
      created: nowSeconds(),
      livemode: false,
    });
  }
  createSubscription(params: Params): StripeObject {
    const customer = this.customer(required(params, 'customer')).id;
    const items = params.items;
    const price = Array.isArray(items) ? text(record(items[0]).price) : undefined;
    if (!price) throw invalidRequest('Missing required param: items[0][price].', 'items');
    const method = this.payments.paymentMethod(required(params, 'default_payment_method'));
    const trialDays = Number(params.trial_period_days ?? 0);
    const behaviour = behaviourOf(this.state.cardNumbers.get(method.id) ?? '');
    const status = trialDays > 0 ? 'trialing' : behaviour.kind === 'succeeds' ? 'active' : 'incomplete';
    const subscription = this.state.save({
      id: this.state.newId('sub'),
      object: 'subscription',
      customer,
      status,
      items: {
        object: 'list',
        data: [{ object: 'subscription_item', price: { id: price, object: 'price' } }],
      },
      default_payment_method: method.id,
      start_date: nowSeconds(),
      trial_start: trialDays > 0 ? nowSeconds() : null,
      trial_end: trialDays > 0 ? nowSeconds() + trialDays * 86_400 : null,
      metadata: record(params.metadata),
      created: nowSeconds(),
      livemode: false,
    });
    this.emit('customer.subscription.created', subscription);
    return subscription;
  }
  subscription(id: string): StripeObject {
    const subscription = this.state.get(id, 'subscription');
    if (!subscription) throw noSuch('subscription', id);
    return subscription;
  }
  /** Only what this shop changes: stopping the renewal at the period's end (a month here). */
  updateSubscription(id: string, params: Params): StripeObject {
    const subscription = this.subscription(id);
    if (params.cancel_at_period_end === undefined)
      throw invalidRequest('Only cancel_at_period_end is simulated.');
    const atEnd = params.cancel_at_period_end === 'true';
    const periodEnd = Number(subscription.trial_end ?? 0) || Number(subscription.created) + 30 * 86_400;
    const updated = this.state.save({
      ...subscription,
      cancel_at_period_end: atEnd,
      cancel_at: atEnd ? periodEnd : null,
    });
    this.emit('customer.subscription.updated', updated);
    return updated;
  }

  cancelSubscription(id: string): StripeObject {
    const canceled = this.state.save({
      ...this.subscription(id),
      status: 'canceled',
      canceled_at: nowSeconds(),
    });
    this.emit('customer.subscription.deleted', canceled);
    return canceled;
  }
}
