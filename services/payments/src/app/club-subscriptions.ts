import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { ClubSubscriptionResult } from '@wine/contracts/payments/club-subscription';
import type { SubscriptionView } from '@wine/contracts/payments/payment-provider';
import { DomainError } from '@wine/platform/errors/domain-error';
import { clubSubscriptionRefusal, type PaymentsCustomer } from '../domain/payments-customer.ts';
import { clubSubscriptionsRefused } from './club-metrics.ts';
import { claimClubTrial } from './club-trials.ts';
import { decideOnCustomer, ensureCustomer, loadCustomer } from './payments-customers.ts';
import type { ClubDeps, RecordOnce } from './payments-deps.ts';
import { saveCard } from './saved-cards.ts';

function resultOf(customer: PaymentsCustomer): ClubSubscriptionResult {
  const sub = customer.subscription;
  return {
    subscriptionId: sub?.subscriptionId ?? null,
    status: sub?.stripeStatus ?? null,
    isMember: sub?.member ?? false,
    clubStatus: sub?.member ? 'MEMBER' : 'NON_MEMBER',
    trialEndsAt: sub?.trialEndsAt ?? null,
    endsAt: sub?.member ? sub.cancelAt : null,
  };
}

/**
 * Records what Stripe says of a subscription (ClubSubscriptionChanged when that is news), from
 * the sign-up, check-subscription and webhooks alike. Identity follows that event and makes the
 * person a member or not (its membership reactor); nothing here calls identity.
 */
export async function recordSubscription(
  deps: ClubDeps,
  userId: string,
  subscription: SubscriptionView,
  metadata: EventMetadata,
  once?: RecordOnce,
): Promise<ClubSubscriptionResult> {
  const now = deps.clock().toISOString();
  const terms = { priceId: deps.clubPriceId, trialDays: deps.clubTrialDays };
  const { customer, recordedBefore } = await decideOnCustomer(
    deps.store,
    { type: 'RecordSubscription', data: { userId, subscription, terms }, metadata: { now } },
    metadata,
    once,
  );
  // A webhook delivered again: its refusal, if any, was logged and counted the first time.
  if (recordedBefore) return resultOf(customer);
  const refusal = clubSubscriptionRefusal(customer, subscription, terms);
  if (refusal !== null) {
    deps.logger.warn(
      { userId, subscriptionId: subscription.subscriptionId, refusal },
      'club subscription refused',
    );
    clubSubscriptionsRefused.inc({ reason: refusal });
  }
  return resultOf(customer);
}

/**
 * /api/web-app/signup/subscription and resubscribeCustomer: a subscription to the club with the
 * given (or saved) card. The first one has the free trial; joining while already a member
 * changes nothing.
 */
export async function subscribeToClub(
  deps: ClubDeps,
  input: { userId: string; paymentMethodId?: string | undefined },
  metadata: EventMetadata,
): Promise<ClubSubscriptionResult> {
  const { userId } = input;
  if (input.paymentMethodId) await saveCard(deps, userId, input.paymentMethodId, metadata);
  const customer = await loadCustomer(deps.store, userId);
  if (customer.subscription?.member) return resultOf(customer);
  if (!customer.card) {
    throw new DomainError('VALIDATION_ERROR', 'A card is needed to join the club', 400, {
      field: 'paymentMethodId',
    });
  }
  const customerId = await ensureCustomer(deps, userId, metadata);
  const attempt = customer.subscriptionsStarted + 1;
  const { paymentMethodId } = customer.card;
  // One trial per person (their first subscription) and per card (across accounts).
  const trial =
    customer.subscriptionsStarted === 0 && (await claimClubTrial(deps, userId, paymentMethodId, metadata));
  const subscription = await deps.provider.subscribe({
    customerId,
    priceId: deps.clubPriceId,
    paymentMethodId,
    trialDays: trial ? deps.clubTrialDays : 0,
    metadata: { userId },
    idempotencyKey: `club-${userId}-${attempt}`,
  });
  return recordSubscription(deps, userId, subscription, metadata);
}

/** /api/web-app/stripe/check-subscription: asks Stripe afresh, in case a webhook was missed. */
export async function checkSubscription(
  deps: ClubDeps,
  userId: string,
  metadata: EventMetadata,
): Promise<ClubSubscriptionResult> {
  const customer = await loadCustomer(deps.store, userId);
  if (!customer.subscription) return resultOf(customer);
  const latest = await deps.provider.subscription(customer.subscription.subscriptionId);
  return recordSubscription(deps, userId, latest, metadata);
}

/**
 * /api/web-app/stripe/cancel-subscription: the membership runs to the end of its period and is
 * not renewed: a trial to the trial's end (never charged: Stripe ends it then, before any
 * invoice), a paid month to the month's end. Member prices hold until then and not after; a trial
 * ended at once used to keep the prices of the orders placed during it. Nothing to cancel
 * answers the subscription as it is.
 */
export async function cancelClubSubscription(
  deps: ClubDeps,
  userId: string,
  metadata: EventMetadata,
): Promise<ClubSubscriptionResult> {
  const current = (await loadCustomer(deps.store, userId)).subscription;
  if (!current?.member) return checkSubscription(deps, userId, metadata);
  const { subscriptionId } = current;
  const idempotencyKey = `cancel-${subscriptionId}-period-end`;
  const canceled = await deps.provider.cancelSubscription(subscriptionId, {
    atPeriodEnd: true,
    idempotencyKey,
  });
  return recordSubscription(deps, userId, canceled, metadata);
}

/**
 * A subscription Stripe reports on its own (webhook), recorded once with the record of its Stripe
 * event; one without our user is not ours.
 */
export async function onSubscriptionReported(
  deps: ClubDeps,
  subscription: SubscriptionView,
  metadata: EventMetadata,
  once: RecordOnce,
): Promise<void> {
  const userId = subscription.metadata.userId;
  if (!userId) return;
  await recordSubscription(deps, userId, subscription, metadata, once);
}
