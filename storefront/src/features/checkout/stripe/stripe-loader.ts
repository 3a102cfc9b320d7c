import type { Stripe } from '@stripe/stripe-js';
import { createContext } from 'react';

/** Stripe.js for a publishable key; null where there is no browser (the server's render). */
export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

// The seam the Payment Element form takes Stripe.js through: the real script (fetched from
// js.stripe.com when the first card form shows), or a test's stand-in with the same methods.
const loadFromStripe: StripeLoader = async (publishableKey) =>
  (await import('./load-stripe-js.ts')).loadStripeJs(publishableKey);

export const StripeLoaderContext = createContext<StripeLoader>(loadFromStripe);
