import { useMutation } from '@tanstack/react-query';
import type { OrderSummary } from '@wine/contracts/orders/checkout';
import { useEffect, useRef } from 'react';
import { placeOrder } from './api/place-order.ts';
import type { CheckoutItem } from './checkout-item.ts';
import { cartFingerprint } from './checkout-key.ts';
import { checkoutKeys } from './checkout-keys.ts';
import { checkoutProblem } from './checkout-problem.ts';
import { orderStanding } from './payment-outcome.ts';
import { settlePaidOrder } from './settle-paid-order.ts';

/**
 * Places the order for these items as soon as it mounts (the customer asked to check out), and
 * again with the date of birth when the server asks for it. Every try for the same cart carries
 * the same idempotency key, so it lands on the same order. An order found paid already (the
 * payment went through, the page never heard) goes straight to `onPaid`.
 */
export function usePlaceOrder(items: readonly CheckoutItem[], onPaid: (order: OrderSummary) => void) {
  const lines = items.map(({ productId, quantity }) => ({ productId, quantity }));
  const place = useMutation({
    mutationFn: (dateOfBirth: string | undefined) =>
      placeOrder({
        lines,
        idempotencyKey: checkoutKeys.keyFor(cartFingerprint(lines)),
        ...(dateOfBirth === undefined ? {} : { dateOfBirth }),
      }),
    onSuccess: (order) => {
      const standing = orderStanding(order);
      if (standing === 'paid') {
        settlePaidOrder(order);
        onPaid(order);
      }
      // Closed (cancelled) under this key: the next try must be a new order.
      if (standing === 'closed') checkoutKeys.forget();
    },
  });

  const started = useRef(false);
  const { mutate } = place;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined);
  }, [mutate]);

  const nameOf = (productId: string) => items.find((item) => item.productId === productId)?.name ?? 'a wine';
  return {
    place,
    problem: place.isError ? checkoutProblem(place.error, nameOf) : undefined,
  };
}
