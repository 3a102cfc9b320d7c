import { useMutation } from '@tanstack/react-query';
import { formatPence } from '@wine/contracts/money-format';
import type { OrderSummary } from '@wine/contracts/orders/checkout';
import type { PaymentResult } from '@wine/contracts/orders/payment-api';
import { orderReference } from '../../../components/order/order-reference.ts';
import { attemptPayment } from '../api/attempt-payment.ts';
import type { CreatedPaymentMethod } from '../card-tokenizer.ts';
import { paymentStep } from '../payment-outcome.ts';
import { settlePaidOrder } from '../settle-paid-order.ts';
import { prepareSignInAfterTheBank } from '../sign-in-after-the-bank.ts';
import { CardForm } from './card-form.tsx';
import styles from './checkout.module.css';

interface PayStepProps {
  order: OrderSummary;
  /** A card was made (the route logs AddPaymentInfo). */
  onPaymentMethod: (paymentMethod: CreatedPaymentMethod) => void;
  onPaid: (order: OrderSummary) => void;
}

/**
 * The reserved order's total, priced by the server, and the card to pay it with. A declined card
 * leaves the form for another one, paid against the same order.
 */
export function PayStep({ order, onPaymentMethod, onPaid }: PayStepProps) {
  const pay = useMutation({
    mutationFn: (stripePaymentId: string) => attemptPayment({ orderId: order.orderId, stripePaymentId }),
    onSuccess: async (result: PaymentResult) => {
      const step = paymentStep(result);
      if (step.kind === 'paid') {
        settlePaidOrder(step.order);
        onPaid(step.order);
      }
      // The bank's page sends the customer back to /checkout/complete, which signs them in again
      // with the checkout's e-mail and this tab's proof should the session end meanwhile.
      if (step.kind === 'authenticate') {
        await prepareSignInAfterTheBank(order.orderId);
        window.location.assign(step.redirectUrl);
      }
    },
  });
  const step = pay.data ? paymentStep(pay.data) : undefined;
  const problem = step?.kind === 'retry' ? step.message : pay.error ? pay.error.message : undefined;
  const total = formatPence(order.totals.totalPence);

  if (step?.kind === 'authenticate') {
    return <p role="status">Taking you to your bank to confirm the payment…</p>;
  }
  return (
    <div className={styles.stack}>
      <h3>Pay for your order</h3>
      <dl className={styles.totals}>
        <dt>Order</dt>
        <dd>{orderReference(order.orderId)}</dd>
        <dt>Bottles</dt>
        <dd>{order.totals.bottles}</dd>
        <dt>Total</dt>
        <dd data-testid="checkout-total">{total}</dd>
      </dl>
      <p className={styles.hint}>
        Your bottles are reserved. Once paid they wait in our cellar until you send for them: a full case of
        12 ships free.
      </p>
      <CardForm
        submitLabel={`Pay ${total}`}
        amountPence={order.totals.totalPence}
        problem={problem}
        onPaymentMethod={async (paymentMethod) => {
          onPaymentMethod(paymentMethod);
          // Failures show through `problem`; the form only waits for the answer.
          await pay.mutateAsync(paymentMethod.id).catch(() => undefined);
        }}
      />
    </div>
  );
}
