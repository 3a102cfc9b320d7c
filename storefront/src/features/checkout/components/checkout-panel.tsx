import type { OrderSummary } from '@wine/contracts/orders/checkout';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import type { CreatedPaymentMethod } from '../card-tokenizer.ts';
import type { CheckoutItem } from '../checkout-item.ts';
import { orderStanding } from '../payment-outcome.ts';
import { usePlaceOrder } from '../use-place-order.ts';
import { AgeConfirmation } from './age-confirmation.tsx';
import styles from './checkout.module.css';
import { PayStep } from './pay-step.tsx';
import { SignInStep } from './sign-in-step.tsx';

export interface CheckoutPanelProps {
  items: readonly CheckoutItem[];
  /** A card was made: the route logs AddPaymentInfo. */
  onPaymentMethod: (paymentMethod: CreatedPaymentMethod, order: OrderSummary) => void;
  /** The order is paid: the route clears the cart, logs the Purchase and shows the confirmation. */
  onPaid: (order: OrderSummary) => void;
  /** Back to editing the cart (a wine ran short, or the customer changed their mind). */
  onChangeCart: () => void;
}

/** Checkout, step by step: sign in (guests), the order reserved, the age check when asked, the card. */
export function CheckoutPanel(props: CheckoutPanelProps) {
  const { signedIn } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel appears below the cart on a phone: take keyboard and screen-reader users to it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={styles.panel} aria-labelledby="checkout-heading">
      <h2 id="checkout-heading" ref={heading} tabIndex={-1}>
        Checkout
      </h2>
      {signedIn ? <PlacedOrder {...props} /> : <SignInStep />}
    </section>
  );
}

function PlacedOrder({ items, onPaymentMethod, onPaid, onChangeCart }: CheckoutPanelProps) {
  const { place, problem } = usePlaceOrder(items, onPaid);

  if (place.isSuccess) {
    const order = place.data;
    switch (orderStanding(order)) {
      case 'to-pay':
        return (
          <PayStep
            order={order}
            onPaymentMethod={(paymentMethod) => onPaymentMethod(paymentMethod, order)}
            onPaid={onPaid}
          />
        );
      case 'paid':
        return <p role="status">This order is paid already.</p>;
      case 'closed':
        return (
          <CheckoutProblem
            message={`This order is ${order.statusLabel.toLowerCase()}. Try again to place a new one.`}
            onRetry={() => place.mutate(undefined)}
            onChangeCart={onChangeCart}
          />
        );
    }
  }
  if (problem?.kind === 'failed') {
    return (
      <CheckoutProblem
        message={problem.message}
        // A short wine or the guest limit is fixed in the cart; trying again changes nothing.
        onRetry={problem.fixInCart ? undefined : () => place.mutate(place.variables)}
        onChangeCart={onChangeCart}
      />
    );
  }
  // Asked for, or already answered and on its way.
  if (problem || (place.isPending && place.variables !== undefined)) {
    return (
      <AgeConfirmation
        problem={problem?.kind === 'age-refused' ? problem.message : undefined}
        busy={place.isPending}
        onConfirm={(dateOfBirth) => place.mutate(dateOfBirth)}
      />
    );
  }
  return <p role="status">Reserving your wines…</p>;
}

interface CheckoutProblemProps {
  message: string;
  onRetry: (() => void) | undefined;
  onChangeCart: () => void;
}

function CheckoutProblem({ message, onRetry, onChangeCart }: CheckoutProblemProps) {
  return (
    <div className={styles.stack}>
      <p className={styles.problem} role="alert">
        {message}
      </p>
      <div className={styles.actions}>
        {onRetry ? (
          <button type="button" className={buttonClass('primary')} onClick={onRetry}>
            Try again
          </button>
        ) : null}
        <button type="button" className={buttonClass('outline')} onClick={onChangeCart}>
          Change your cart
        </button>
      </div>
    </div>
  );
}
