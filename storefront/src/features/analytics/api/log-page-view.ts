import { mainClient } from '../../../lib/api/clients.ts';
import { deviceId } from '../../../lib/device-id.ts';
import { currentAnalyticsUser } from '../analytics-user.ts';
import { type PageView, pageViewPayload } from '../page-view-payload.ts';
import { createSendQueue } from '../send-queue.ts';

// The main client has no timeout (spec section 7); a page view that hangs must not hold back
// the ones queued behind it for the rest of the visit.
const PAGE_VIEW_TIMEOUT_MS = 10_000;

const enqueue = createSendQueue();

/** Sends a page view in the background; a failure is only a warning (spec sections 4 and 8). */
export function logPageView(view: PageView): void {
  enqueue(async () => {
    const payload = pageViewPayload(view, await currentAnalyticsUser(), deviceId());
    await mainClient.call('logPageView', payload, { signal: AbortSignal.timeout(PAGE_VIEW_TIMEOUT_MS) });
  }, 'Could not log the page view');
}
