import type { PlacedOrder } from '../domain/order.ts';

/** Tells the customer their unpaid order was cancelled and its bottles went back on sale. */
export function reservationExpiredMail(
  order: PlacedOrder,
  productName: string,
  reservationMinutes: number,
): { subject: string; text: string } {
  const lines = order.lines.map((l) => `  ${l.quantity} x ${l.name ?? l.productId}`);
  return {
    subject: `${productName}: your reserved wine went back on sale`,
    text: [
      `Your order ${order.orderId} was not paid within ${reservationMinutes} minutes, so we cancelled it`,
      'and put these bottles back on sale:',
      '',
      ...lines,
      '',
      'Nothing was charged. If you still want them, add them to your cart again while they last.',
    ].join('\n'),
  };
}
