import type { OrderSummary } from '@wine/contracts/orders/checkout';
import { session } from '../../lib/session/session.ts';
import { completeCheckout } from './api/complete-checkout.ts';
import { checkoutKeys } from './checkout-keys.ts';
import { checkoutSignIns } from './checkout-sign-ins.ts';

/**
 * Whatever way the payment came through (at once, after 3-D Secure, found paid on a retry): the
 * checkout key is spent, and the checkout is completed, which e-mails the confirmation to the
 * address the customer proved (the server asks identity; it takes no address from us). A
 * customer signed in by phone has no e-mail to send it to. Completing twice sends nothing new;
 * a failure is only a warning, the order is paid either way.
 */
export function settlePaidOrder(order: OrderSummary): void {
  checkoutKeys.forget();
  checkoutSignIns.forget();
  if (!session.snapshot().session?.user.email) return;
  completeCheckout({ orderId: order.orderId }).catch((error: unknown) =>
    console.warn('Could not complete the checkout', error),
  );
}
