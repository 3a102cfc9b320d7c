import { analyticsEventId } from '@wine/contracts/analytics/analytics-event-id';
import { analyticsMessageKey, analyticsTopics } from '@wine/contracts/analytics/analytics-topics';
import type { PageViewed, ValidPageView } from '@wine/contracts/analytics/page-view';
import { type OutboxRow, outboxRow } from '../outbox/outbox-row.ts';
import { type Pseudonyms, subjectOf } from '../privacy/pseudonyms.ts';
import { scrubbedAddress } from '../privacy/scrubbed-address.ts';
import type { Reception } from './conversion-message.ts';

/**
 * The `analytics.page-views` message for an accepted page view: about the caller the bearer token
 * proves (a body's `userId` is not trusted, its `email` never recorded), named by pseudonyms as
 * the device is, its page scrubbed.
 */
export function pageViewMessage(view: ValidPageView, at: Reception, of: Pseudonyms): PageViewed {
  const viewedAt = view.timestamp === undefined ? at.receivedAt : new Date(view.timestamp);
  return {
    type: 'PageViewed',
    schemaVersion: 2,
    eventID: analyticsEventId('ViewContent', viewedAt.getTime()),
    eventName: 'ViewContent',
    page: scrubbedAddress(view.page),
    ...subjectOf(of, { userId: at.callerId, deviceId: view.deviceId }),
    region: at.region,
    viewedAt: viewedAt.toISOString(),
    receivedAt: at.receivedAt.toISOString(),
  };
}

export const pageViewRow = (message: PageViewed): OutboxRow =>
  outboxRow(analyticsTopics.pageViews, analyticsMessageKey(message), message);
