import type { LogConversionEventRequest } from '@wine/contracts/analytics/conversion-event';
import type { ConversionEventName } from '@wine/contracts/analytics/conversion-event-name';
import { analyticsUrl } from './analytics-address.ts';
import type { AnalyticsUser } from './analytics-user.ts';
import { readCookie } from './read-cookie.ts';

/** What the calling feature knows about a conversion: the product, its unit price in pence and how many. */
export type ConversionFields = Pick<
  LogConversionEventRequest,
  'productId' | 'productName' | 'price' | 'quantity'
>;

export interface ConversionContext {
  eventID: string;
  /** The page the event happened on (`location.href`); only its shown query is sent. */
  url: string;
  /** `document.cookie`: the ad pixel's `_fbc` and `_fbp` go with the event when present. */
  cookies: string;
  user: AnalyticsUser | undefined;
  deviceId: string | undefined;
}

/** Spec section 3's conversion event, with no e-mail and no secret of the address (issue 28). */
export function conversionPayload(
  eventName: ConversionEventName,
  fields: ConversionFields,
  context: ConversionContext,
): LogConversionEventRequest {
  return {
    ...fields,
    eventName,
    eventID: context.eventID,
    eventSourceUrl: analyticsUrl(context.url),
    userId: context.user?.id ?? null,
    email: null,
    deviceId: context.deviceId ?? null,
    fbc: readCookie(context.cookies, '_fbc') ?? null,
    fbp: readCookie(context.cookies, '_fbp') ?? null,
  };
}
