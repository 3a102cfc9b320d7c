import { type CustomerEvent, CustomerEventEnvelope } from '@wine/contracts/orders/customer-events';
import {
  type OrderEvent,
  OrderEventEnvelope,
  type StockCoverageEvent,
  StockCoverageEventEnvelope,
  type StockEvent,
  StockEventEnvelope,
} from '@wine/contracts/orders/order-events';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';

// Stored events of the orders context's streams, checked against the contracts' schemas as they
// are read: an unknown type or a malformed payload stops here, named by the schema's error.

export function readOrderEvent(stored: StoredEvent): OrderEvent {
  const { type, data } = OrderEventEnvelope.parse(stored);
  return { type, data } as OrderEvent;
}

export function readCustomerEvent(stored: StoredEvent): CustomerEvent {
  const { type, data } = CustomerEventEnvelope.parse(stored);
  return { type, data } as CustomerEvent;
}

export function readStockEvent(stored: StoredEvent): StockEvent {
  const { type, data } = StockEventEnvelope.parse(stored);
  return { type, data } as StockEvent;
}

export function readStockCoverageEvent(stored: StoredEvent): StockCoverageEvent {
  const { type, data } = StockCoverageEventEnvelope.parse(stored);
  return { type, data };
}
