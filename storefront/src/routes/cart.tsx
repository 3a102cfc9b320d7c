import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { OrderSummary } from '@wine/contracts/orders/checkout';
import { useState } from 'react';
import { logConversion } from '../features/analytics/api/log-conversion.ts';
import { totalItems, totalValue } from '../features/cart/cart-rules.ts';
import { CartPage } from '../features/cart/components/cart-page.tsx';
import { useCart } from '../features/cart/use-cart.ts';
import { CheckoutPanel } from '../features/checkout/components/checkout-panel.tsx';
import { OrderConfirmation } from '../features/checkout/components/order-confirmation.tsx';
import { DropCaseFillers } from '../features/drop/components/drop-case-fillers.tsx';
import { ordersKey } from '../features/orders/api/orders-query.ts';

export const Route = createFileRoute('/cart')({
  component: CartRoute,
});

/**
 * The cart, its checkout (the checkout feature, composed here), today's drop wines that would fill
 * a part case (the drop feature) and the confirmation once paid.
 */
function CartRoute() {
  const { dispatch } = useCart();
  const queryClient = useQueryClient();
  const [paid, setPaid] = useState<OrderSummary>();

  if (paid) return <OrderConfirmation order={paid} />;
  return (
    <CartPage
      onCheckout={(cart) =>
        logConversion('InitiateCheckout', { price: totalValue(cart), quantity: totalItems(cart) })
      }
      checkout={(cart, close) => (
        <CheckoutPanel
          items={cart.items.map(({ product, quantity }) => ({
            productId: product.id,
            name: product.name,
            quantity,
          }))}
          onPaymentMethod={(_card, order) =>
            logConversion('AddPaymentInfo', {
              price: order.totals.totalPence,
              quantity: order.totals.bottles,
            })
          }
          onPaid={(order) => {
            dispatch({ type: 'clear' });
            logConversion('Purchase', { price: order.totals.totalPence, quantity: order.totals.bottles });
            void queryClient.invalidateQueries({ queryKey: ordersKey });
            setPaid(order);
          }}
          onChangeCart={close}
        />
      )}
      fillers={(slotsToFill) => <DropCaseFillers slotsToFill={slotsToFill} />}
    />
  );
}
