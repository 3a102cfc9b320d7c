import type { OrderFulfilment } from '../domain/fulfilment.ts';

/** Message ids, one per dispatch (and per missed attempt): a repeated report asks once. */
export const dispatchNoticeId = (dispatchId: string) => `dispatch-notice/${dispatchId}`;
export const missedDeliveryId = (dispatchId: string, attempt: number) =>
  `missed-delivery/${dispatchId}/${attempt}`;

const parcelOf = ({ orderCount, caseSlots }: OrderFulfilment) =>
  `${orderCount} ${orderCount === 1 ? 'order' : 'orders'}, ${caseSlots} case slots`;

/** The e-mail at dispatch: the courier has the wine; here is how to follow it. */
export function dispatchNotice(
  fulfilment: OrderFulfilment,
  trackingReference: string,
  productName: string,
): { subject: string; text: string } {
  return {
    subject: `${productName}: your wine is on its way`,
    text: [
      `The courier has collected your wine from our cellar (${parcelOf(fulfilment)}).`,
      '',
      `Tracking reference: ${trackingReference}`,
      '',
      'An adult (18+) must sign for it: if nobody can, the courier keeps it and comes again.',
    ].join('\n'),
  };
}

/** The e-mail after a missed delivery: when the courier comes again. */
export function missedDeliveryNotice(
  trackingReference: string,
  reason: string,
  nextAttemptAt: string,
  productName: string,
): { subject: string; text: string } {
  return {
    subject: `${productName}: we missed you`,
    text: [
      `The courier could not deliver your wine: ${reason}.`,
      `They will come again on ${new Date(nextAttemptAt).toUTCString()}.`,
      '',
      `Tracking reference: ${trackingReference}`,
      'An adult (18+) must sign for it.',
    ].join('\n'),
  };
}
