import { analyticsEventId } from '@wine/contracts/analytics/analytics-event-id';
import type { ConversionEventName } from '@wine/contracts/analytics/conversion-event-name';
import { mainClient } from '../../../lib/api/clients.ts';
import { deviceId } from '../../../lib/device-id.ts';
import { currentAnalyticsUser } from '../analytics-user.ts';
import { type ConversionFields, conversionPayload } from '../conversion-payload.ts';

/**
 * Logs a conversion (AddToCart, Purchase, ...) through the main client and answers its eventID
 * at once: a browser pixel firing the same event must send the same id, so the ad platform counts
 * it once. Sent straight away, not when idle: a purchase is often followed by leaving the page.
 * A failure is only a warning (spec section 8).
 */
export function logConversion(eventName: ConversionEventName, fields: ConversionFields = {}): string {
  const eventID = analyticsEventId(eventName, Date.now());
  void (async () => {
    // Read before the first await, so they are the page and cookies of the moment of the event.
    const url = window.location.href;
    const cookies = document.cookie;
    const user = await currentAnalyticsUser();
    const payload = conversionPayload(eventName, fields, {
      eventID,
      url,
      cookies,
      user,
      deviceId: deviceId(),
    });
    await mainClient.call('logWebAppConversionsApiEvent', payload);
  })().catch((error: unknown) => console.warn('Could not log the conversion event', error));
  return eventID;
}
