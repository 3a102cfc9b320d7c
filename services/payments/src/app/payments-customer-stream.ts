import {
  type PaymentsCustomerEvent,
  PaymentsCustomerEventEnvelope,
} from '@wine/contracts/payments/payment-events';
import type { StreamKind } from '@wine/platform/domain/handle-command';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import {
  type PaymentsCustomer,
  type PaymentsCustomerCommand,
  paymentsCustomerDecider,
} from '../domain/payments-customer.ts';

/** One person's payments stream. */
export const paymentsCustomerStream: StreamKind<
  PaymentsCustomerCommand,
  PaymentsCustomer,
  PaymentsCustomerEvent
> = {
  decider: paymentsCustomerDecider,
  events: streamEvents(PaymentsCustomerEventEnvelope),
};
