import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { logConversion } from '../features/analytics/api/log-conversion.ts';
import { useCart } from '../features/cart/use-cart.ts';
import { PaymentReturnPage } from '../features/checkout/components/payment-return-page.tsx';
import { ordersKey } from '../features/orders/api/orders-query.ts';
import { requireSignIn } from '../lib/session/sign-in-guard.ts';

// What the bank's 3-D Secure page adds on its way back (Stripe's names). A bad value is absent.
const optionalText = z.catch(z.optional(z.string()), undefined);
const PaymentReturnSearch = z.object({
  order_id: optionalText,
  payment_intent: optionalText,
  payment_intent_client_secret: optionalText,
  redirect_status: optionalText,
});

export const Route = createFileRoute('/checkout/complete')({
  validateSearch: PaymentReturnSearch,
  // Only the customer who paid can confirm: the session has been in this browser all along.
  beforeLoad: ({ location }) => requireSignIn(location),
  component: CheckoutCompleteRoute,
});

function CheckoutCompleteRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const { dispatch } = useCart();
  const queryClient = useQueryClient();

  return (
    <PaymentReturnPage
      clientSecret={search.payment_intent_client_secret}
      onPaid={(order) => {
        dispatch({ type: 'clear' });
        logConversion('Purchase', { price: order.totals.totalPence, quantity: order.totals.bottles });
        void queryClient.invalidateQueries({ queryKey: ordersKey });
      }}
      onSettled={() =>
        navigate({
          to: '/checkout/complete',
          search: search.order_id === undefined ? {} : { order_id: search.order_id },
          replace: true,
        })
      }
    />
  );
}
