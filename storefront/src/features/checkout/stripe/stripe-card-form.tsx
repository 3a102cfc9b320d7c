import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { type FormEvent, useCallback, useContext, useEffect, useState } from 'react';
import type { CardFormProps } from '../card-form-props.ts';
import { CardFormEnd } from '../components/card-form-end.tsx';
import { CardFormPending, CardFormUnavailable } from '../components/card-form-states.tsx';
import styles from '../components/checkout.module.css';
import { useCardSubmit } from '../use-card-submit.ts';
import { paymentMethodOf, refusal } from './payment-method-of.ts';
import { StripeLoaderContext } from './stripe-loader.ts';

/**
 * Stripe's Payment Element before any intent exists ("finalize payments on the server"): it
 * makes a PaymentMethod, and the server charges it (attemptPayment), or keeps it (the club), as
 * it does the simulator's. Cards only, on which Apple Pay and Google Pay ride where the account
 * enables them; the amount is what their sheets show.
 */
export const elementsOptions = (amountPence: number | undefined): StripeElementsOptions => {
  const common = { currency: 'gbp', paymentMethodCreation: 'manual', paymentMethodTypes: ['card'] } as const;
  return amountPence === undefined
    ? { mode: 'setup', ...common }
    : { mode: 'payment', amount: amountPence, ...common };
};

/** Stripe.js for the key, once per mount; `retry` asks again after it could not be fetched. */
function useStripeJs(publishableKey: string) {
  const load = useContext(StripeLoaderContext);
  const [stripe, setStripe] = useState<Stripe | 'loading' | 'failed'>('loading');
  const start = useCallback(() => {
    setStripe('loading');
    load(publishableKey).then(
      (loaded) => setStripe(loaded ?? 'failed'),
      () => setStripe('failed'),
    );
  }, [load, publishableKey]);
  useEffect(start, [start]);
  return { stripe, retry: start };
}

/** The card form with a real publishable key; its own chunk (card-form.tsx loads it lazily). */
export default function StripeCardForm({
  publishableKey,
  ...props
}: CardFormProps & { publishableKey: string }) {
  const { stripe, retry } = useStripeJs(publishableKey);
  if (stripe === 'loading') return <CardFormPending />;
  if (stripe === 'failed') return <CardFormUnavailable onRetry={retry} />;
  return (
    <Elements stripe={stripe} options={elementsOptions(props.amountPence)}>
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({ submitLabel, busyLabel = 'Paying…', problem, onPaymentMethod }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { busy, formProblem, submit } = useCardSubmit(onPaymentMethod);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    void submit(async () => {
      // The element checks its fields and shows what is wrong beside them; any other failure is ours to say.
      const checked = await elements.submit();
      if (checked.error)
        return checked.error.type === 'validation_error' ? undefined : refusal(checked.error);
      return paymentMethodOf(await stripe.createPaymentMethod({ elements }));
    });
  };

  return (
    <form className={styles.cardForm} onSubmit={onSubmit} aria-label="Card details">
      <PaymentElement options={{ layout: 'tabs' }} />
      <CardFormEnd
        problem={formProblem ?? (busy ? undefined : problem)}
        busy={busy || !stripe}
        label={busy ? busyLabel : submitLabel}
      />
    </form>
  );
}
