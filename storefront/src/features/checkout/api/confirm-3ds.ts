import { type ConfirmPayment3dsRequest, PaymentResult } from '@wine/contracts/orders/payment-api';
import { adminClient } from '../../../lib/api/clients.ts';

/** Back from the bank's 3-D Secure page: the server asks the processor how it ended. */
export const confirmPayment3ds = (request: ConfirmPayment3dsRequest) =>
  adminClient.post('/api/orders/confirm-delivery-payment-3ds', { body: request, schema: PaymentResult });
