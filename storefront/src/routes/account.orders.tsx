import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { logConversion } from '../features/analytics/api/log-conversion.ts';
import { CardForm } from '../features/checkout/components/card-form.tsx';
import { DropCaseFillers } from '../features/drop/components/drop-case-fillers.tsx';
import { OrdersPage } from '../features/orders/components/orders-page.tsx';
import { lazySchema } from '../lib/validation/lazy-schema.ts';
import { lazySearch } from '../lib/validation/lazy-search.ts';

// The page of the history in the URL, as in the shop; a bad value is the first page.
const OrdersSearch = lazySchema(() =>
  z.object({ offset: z.catch(z.optional(z.int().check(z.minimum(0))), undefined) }),
);

export const Route = createFileRoute('/account/orders')({
  validateSearch: lazySearch(OrdersSearch),
  component: OrdersRoute,
});

function OrdersRoute() {
  const { offset } = Route.useSearch();
  return (
    <OrdersPage
      offset={offset ?? 0}
      // A part case's delivery fee is paid with checkout's card form.
      payWithCard={({ submitLabel, amountPence, problem, onPaymentMethod }) => (
        <CardForm
          submitLabel={submitLabel}
          amountPence={amountPence}
          problem={problem}
          onPaymentMethod={async (paymentMethod) => {
            logConversion('AddPaymentInfo', { price: amountPence });
            await onPaymentMethod(paymentMethod.id);
          }}
        />
      )}
      fillers={(slotsToFill) => <DropCaseFillers slotsToFill={slotsToFill} />}
    />
  );
}
