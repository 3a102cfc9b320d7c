import { formatPence } from '@wine/contracts/money';
import { orderStatusLabel } from '@wine/contracts/order-status';
import { CASE_SLOTS, slotsToFillCase } from '@wine/contracts/orders/delivery';
import type { PlacedOrder } from '../domain/order.ts';

/** Sends one e-mail; the gateway wires identity's SMTP sender (and the dev inbox) in. */
export type SendEmail = (message: { to: string; subject: string; text: string }) => Promise<void>;

/** The order confirmation: what was bought, what it cost, and where the bottles are now. */
export function orderConfirmation(
  order: PlacedOrder,
  productName: string,
): { subject: string; text: string } {
  const lines = order.lines.map(
    (l) =>
      `  ${l.quantity} x ${l.name ?? l.productId}${l.bottleSize === 'MAGNUM' ? ' (magnum)' : ''} at ${formatPence(l.unitPricePence)}: ${formatPence(l.linePence)}`,
  );
  const toFill = slotsToFillCase(order.totals.caseSlots);
  return {
    subject: `${productName}: your order is confirmed`,
    text: [
      `Thank you for your order ${order.orderId}.`,
      '',
      ...lines,
      `  Total paid: ${formatPence(order.totals.totalPence)}`,
      '',
      `Status: ${orderStatusLabel(order.status)}. Your wine waits in our cellar at 12-16 degrees C until you ask us to send it.`,
      toFill === 0
        ? 'It fills whole cases, so delivery is free whenever you are ready.'
        : `It takes ${order.totals.caseSlots % CASE_SLOTS} of a case's ${CASE_SLOTS} slots: add ${toFill} more bottles for free delivery.`,
      'Deliveries are handed to an adult (18+) who signs for them.',
    ].join('\n'),
  };
}
