import { type CustomerEvent, CustomerEventEnvelope } from '@wine/contracts/orders/customer-events';
import type { StreamKind } from '@wine/platform/domain/handle-command';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import { customerDecider, type RecordCheckout } from '../domain/customer-decider.ts';

export const customerEvents = streamEvents(CustomerEventEnvelope);

/** A buyer's stream: their age confirmation and the orders they placed. */
export const customerStream: StreamKind<RecordCheckout, readonly CustomerEvent[], CustomerEvent> = {
  decider: customerDecider,
  events: customerEvents,
};
