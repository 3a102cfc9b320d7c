import { type CustomerEvent, CustomerEventEnvelope } from '@wine/contracts/orders/customer-events';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';

/** A stored event of a customer stream, checked against the contracts' schema as it is read. */
export function readCustomerEvent(stored: StoredEvent): CustomerEvent {
  const { type, data } = CustomerEventEnvelope.parse(stored);
  return { type, data } as CustomerEvent;
}
