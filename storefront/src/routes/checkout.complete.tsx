import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { logConversion } from '../features/analytics/api/log-conversion.ts';
import { CheckoutSignIn } from '../features/auth/components/checkout-sign-in.tsx';
import { useCart } from '../features/cart/use-cart.ts';
import { checkoutSignIns } from '../features/checkout/checkout-sign-ins.ts';
import { PaymentReturnPage } from '../features/checkout/components/payment-return-page.tsx';
import { ordersKey } from '../features/orders/api/orders-query.ts';
import { useToast } from '../features/toasts/use-toast.ts';
import { session } from '../lib/session/session.ts';
import { requireSignIn } from '../lib/session/sign-in-guard.ts';
import { isSignedIn } from '../lib/session/signed-in.ts';
import { useSession } from '../lib/session/use-session.ts';
import { lazySchema } from '../lib/validation/lazy-schema.ts';
import { lazySearch } from '../lib/validation/lazy-search.ts';

// What the bank's 3-D Secure page adds on its way back (Stripe's names). A bad value is absent.
const optionalText = () => z.catch(z.optional(z.string()), undefined);
const PaymentReturnSearch = lazySchema(() =>
  z.object({
    order_id: optionalText(),
    payment_intent: optionalText(),
    payment_intent_client_secret: optionalText(),
    redirect_status: optionalText(),
  }),
);

export const Route = createFileRoute('/checkout/complete')({
  validateSearch: lazySearch(PaymentReturnSearch),
  // Only the customer who paid can confirm. With the order's id, the tab that paid signs its
  // buyer back in here (CheckoutSignIn), and any other is asked to sign in; without it, through
  // the sign-in prompt.
  beforeLoad: ({ location, search }) => {
    if (search.order_id === undefined) requireSignIn(location);
  },
  component: CheckoutCompleteRoute,
});

function CheckoutCompleteRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const { dispatch } = useCart();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { signedIn } = useSession();

  if (!signedIn && search.order_id !== undefined) {
    return (
      <CheckoutSignIn
        orderId={search.order_id}
        remembered={checkoutSignIns.recall(search.order_id)}
        onSignedIn={(buyer) => {
          checkoutSignIns.forget();
          toast({ title: `Signed in as ${buyer.displayName}`, tone: 'success' });
        }}
      />
    );
  }
  return (
    <PaymentReturnPage
      clientSecret={search.payment_intent_client_secret}
      onPaid={(order) => {
        dispatch({ type: 'clear' });
        logConversion('Purchase', { price: order.totals.totalPence, quantity: order.totals.bottles });
        void queryClient.invalidateQueries({ queryKey: ordersKey });
      }}
      onSettled={() => {
        // The session ended during the call: keep the secret to confirm once the buyer is back.
        if (!isSignedIn(session.snapshot().session?.user)) return;
        void navigate({
          to: '/checkout/complete',
          search: search.order_id === undefined ? {} : { order_id: search.order_id },
          replace: true,
        });
      }}
    />
  );
}
