import { type AttemptPaymentRequest, PaymentResult } from '@wine/contracts/orders/payment-api';
import { mainClient } from '../../../lib/api/clients.ts';

/** attemptPayment: charge the order's total to the card; again on the same order after a decline. */
export const attemptPayment = (request: AttemptPaymentRequest) =>
  mainClient.call('attemptPayment', request, { schema: PaymentResult });
