import { analyticsEventId } from '@wine/contracts/analytics/analytics-event-id';
import { analyticsMessageKey, analyticsTopics } from '@wine/contracts/analytics/analytics-topics';
import type {
  ConversionEventReceived,
  ValidConversionEvent,
} from '@wine/contracts/analytics/conversion-event';
import { type OutboxRow, outboxRow } from '../outbox/outbox-row.ts';

export interface Reception {
  receivedAt: Date;
  region: string;
}

/** The `analytics.conversions` message for an accepted request; the id is the client's if it sent one. */
export function conversionMessage(event: ValidConversionEvent, at: Reception): ConversionEventReceived {
  return {
    type: 'ConversionEventReceived',
    schemaVersion: 1,
    eventID: event.eventID ?? analyticsEventId(event.eventName, at.receivedAt.getTime()),
    eventName: event.eventName,
    userId: event.userId,
    deviceId: event.deviceId,
    email: event.email,
    eventSourceUrl: event.eventSourceUrl,
    productId: event.productId,
    productName: event.productName,
    pricePence: event.price,
    quantity: event.quantity,
    fbc: event.fbc,
    fbp: event.fbp,
    region: at.region,
    receivedAt: at.receivedAt.toISOString(),
  };
}

export const conversionRow = (message: ConversionEventReceived): OutboxRow =>
  outboxRow(analyticsTopics.conversions, analyticsMessageKey(message), message);
