import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe.js from js.stripe.com, as Stripe requires (never bundled nor self-hosted). `pure`: the
 * script is injected only now, when a card form first shows, not when this module is imported.
 */
export const loadStripeJs = (publishableKey: string) => loadStripe(publishableKey);
