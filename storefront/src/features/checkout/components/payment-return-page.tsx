import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { OrderSummary } from '@wine/contracts/orders/checkout';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { usePageTitle } from '../../../lib/page/use-page-title.ts';
import { confirmPayment3ds } from '../api/confirm-3ds.ts';
import { paymentStep } from '../payment-outcome.ts';
import { settlePaidOrder } from '../settle-paid-order.ts';
import styles from './checkout.module.css';
import { OrderConfirmation } from './order-confirmation.tsx';

interface PaymentReturnPageProps {
  /** From the bank's redirect; absent once read (see onSettled) or on a stray visit. */
  clientSecret: string | undefined;
  /** The route clears the cart and logs the Purchase. */
  onPaid: (order: OrderSummary) => void;
  /** Drops the secret from the address, so a reload or a shared link never confirms again. */
  onSettled: () => void;
}

/** /checkout/complete: back from the bank's 3-D Secure page; the server says how it ended. */
export function PaymentReturnPage({ clientSecret, onPaid, onSettled }: PaymentReturnPageProps) {
  usePageTitle('Confirming your payment');
  const confirm = useMutation({
    mutationFn: (secret: string) => confirmPayment3ds({ clientSecret: secret }),
    onSuccess: (result) => {
      const step = paymentStep(result);
      if (step.kind === 'paid') {
        settlePaidOrder(step.order);
        onPaid(step.order);
      }
    },
    onSettled,
  });
  const started = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (started.current || clientSecret === undefined) return;
    started.current = true;
    mutate(clientSecret);
  }, [clientSecret, mutate]);

  const step = confirm.data ? paymentStep(confirm.data) : undefined;
  if (step?.kind === 'paid') return <OrderConfirmation order={step.order} />;

  const backToCart = (
    <Link to="/cart" className={buttonClass('primary')}>
      Back to your cart
    </Link>
  );
  return (
    <div className="page">
      {confirm.isIdle && clientSecret === undefined ? (
        <EmptyState
          title="Nothing to confirm"
          action={
            <Link to="/account/orders" className={buttonClass('primary')}>
              See your orders
            </Link>
          }
        >
          Your orders show whether each one is paid.
        </EmptyState>
      ) : step ? (
        <EmptyState
          title={step.kind === 'retry' ? step.message : 'Your bank still needs you'}
          action={backToCart}
        >
          Your wines are still reserved. Check out again from your cart to pay with this card or another one.
        </EmptyState>
      ) : confirm.isError ? (
        <EmptyState title="We couldn't confirm your payment" action={backToCart}>
          {/* The spec's text alone, in a sentence of its own (issue 36, rule 9). */}
          <p>{confirm.error.message}</p>
          <p>Your orders show whether it went through; if not, check out again from your cart.</p>
        </EmptyState>
      ) : (
        <p className={styles.lead} role="status">
          Checking your payment with your bank…
        </p>
      )}
    </div>
  );
}
