import { CourierReport } from '@wine/contracts/orders/courier';
import { PaymentStatus } from '@wine/contracts/payment-status';
import { counter, histogram } from '@wine/platform/observability/metrics';

/** Checkouts per transaction: how much group commit is saving (1 = none under this load). */
export const checkoutBatchSize = histogram({
  name: 'wine_orders_checkout_batch_size',
  help: 'Checkouts decided in one transaction',
  buckets: [1, 2, 4, 8, 16, 32],
});

export const checkoutBatchSeconds = histogram({
  name: 'wine_orders_checkout_batch_seconds',
  help: 'Time of one checkout transaction, locks to commit',
  buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 1],
});

/** Payment attempts by how they ended: succeeded, card_declined, other_error, requires_action. */
export const paymentOutcomes = counter({
  name: 'wine_orders_payment_attempts_total',
  help: 'Payment attempts by outcome',
  labelNames: ['outcome'],
  zeroes: [...PaymentStatus.options, 'requires_action'].map((outcome) => ({ outcome })),
});

/** Payments naming an order that were not what it owes (another amount or currency): refunded. */
export const paymentMismatches = counter({
  name: 'wine_orders_payment_mismatches_total',
  help: 'Payments refunded because their amount or currency was not what the order owes',
});

/**
 * Courier reports per order they name, by type and whether the order took them: a refused one
 * (an order not in that dispatch, or taken back by the warehouse) is for someone to look at.
 */
export const courierReports = counter({
  name: 'wine_orders_courier_reports_total',
  help: 'Courier reports recorded on (or refused by) each order they name',
  labelNames: ['type', 'outcome'],
  zeroes: CourierReport.options.flatMap((report) =>
    ['recorded', 'refused'].map((outcome) => ({ type: report.shape.type.value, outcome })),
  ),
});
