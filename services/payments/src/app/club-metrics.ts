import { counter } from '@wine/platform/observability/metrics';
import { CLUB_REFUSALS } from '../domain/payments-customer.ts';

/** Subscriptions reported to the shop that it never offered (another price, a longer trial, another customer). */
export const clubSubscriptionsRefused = counter({
  name: 'wine_payments_club_subscriptions_refused_total',
  help: 'Club subscriptions reported by Stripe that do not match the terms the shop offers',
  labelNames: ['reason'],
  zeroes: CLUB_REFUSALS.map((reason) => ({ reason })),
});
