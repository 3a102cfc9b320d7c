import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { paymentsConfigQuery } from '../../../lib/api/payments-config-query.ts';
import type { CardFormProps } from '../card-form-props.ts';
import { CardFormPending, CardFormUnavailable } from './card-form-states.tsx';
import { SimulatorCardForm } from './simulator-card-form.tsx';

// Stripe.js and its React bindings come only with a real key, and only to a page that shows a
// card form: a chunk of their own, never in the first script nor in a route's.
const StripeCardForm = lazy(() => import('../stripe/stripe-card-form.tsx'));

/**
 * The card, turned into a PaymentMethod by the processor /api/payments/config names: Stripe's
 * Payment Element with a real key, the local simulator's own fields otherwise. The card goes
 * straight to the processor, never to our API; only the PaymentMethod reaches `onPaymentMethod`.
 */
export function CardForm(props: CardFormProps) {
  const config = useQuery(paymentsConfigQuery());
  if (config.isPending) return <CardFormPending />;
  if (config.isError) return <CardFormUnavailable onRetry={() => void config.refetch()} />;
  if (config.data.mode === 'simulator') return <SimulatorCardForm config={config.data} {...props} />;
  return (
    <Suspense fallback={<CardFormPending />}>
      <StripeCardForm publishableKey={config.data.publishableKey} {...props} />
    </Suspense>
  );
}
