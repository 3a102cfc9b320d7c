import { analyticsEventId } from '@wine/contracts/analytics/analytics-event-id';
import { analyticsMessageKey, analyticsTopics } from '@wine/contracts/analytics/analytics-topics';
import type {
  ConversionEventReceived,
  ValidConversionEvent,
} from '@wine/contracts/analytics/conversion-event';
import { type OutboxRow, outboxRow } from '../outbox/outbox-row.ts';
import { type Pseudonyms, subjectOf } from '../privacy/pseudonyms.ts';
import { scrubbedAddress } from '../privacy/scrubbed-address.ts';

export interface Reception {
  receivedAt: Date;
  region: string;
  /** The user the bearer token proves; null for a call without one. */
  callerId: string | null;
}

/**
 * The `analytics.conversions` message for an accepted request; the id is the client's if it sent
 * one. The subject is the caller (issue 28: a body could name any user), named by pseudonyms as
 * the device is (issue 35), the e-mail is never recorded (analytics cannot tell whose it is), and
 * the address loses secrets and personal data.
 */
export function conversionMessage(
  event: ValidConversionEvent,
  at: Reception,
  of: Pseudonyms,
): ConversionEventReceived {
  return {
    type: 'ConversionEventReceived',
    schemaVersion: 2,
    eventID: event.eventID ?? analyticsEventId(event.eventName, at.receivedAt.getTime()),
    eventName: event.eventName,
    ...subjectOf(of, { userId: at.callerId, deviceId: event.deviceId }),
    eventSourceUrl: event.eventSourceUrl === null ? null : scrubbedAddress(event.eventSourceUrl),
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
