import { z } from 'zod';
import { DeviceIdField, EmailField, UserIdField } from './analytics-fields.ts';
import { Pseudonym } from './analytics-pseudonym.ts';

// Our texts: the spec has none for page views (a failed one is only a warning in the app).
export const pageViewMessages = {
  logged: 'Page view logged successfully',
  logFailed: 'Failed to log page view',
} as const;

/** How far a browser's clock may put a page view from the server's: a day back (a queue sent late), minutes ahead (skew). */
export const PAGE_VIEW_TIME_WINDOW = { pastMs: 24 * 60 * 60_000, futureMs: 5 * 60_000 } as const;

/** The body of `POST /fn/logPageView`: spec section 3's page-view tracking event. */
export const LogPageViewRequest = z
  .object({
    eventName: z.literal('ViewContent').default('ViewContent'),
    page: z
      .string()
      .min(1)
      .max(2048)
      .refine((page) => page.startsWith('/') || /^https?:\/\//i.test(page), {
        message: 'must be a path (/shop?type=red) or an http(s) address',
      })
      .describe('The route viewed, path and query: `/shop?type=red`'),
    userId: UserIdField,
    deviceId: DeviceIdField,
    email: EmailField,
    timestamp: z.iso
      .datetime({ offset: true })
      .optional()
      .describe(
        "When the page was shown, by the browser's clock (at most 24 hours ago, 5 minutes ahead); the server's when absent",
      ),
  })
  .meta({ id: 'LogPageViewRequest' });
/** What a client sends. */
export type LogPageViewRequest = z.input<typeof LogPageViewRequest>;
/** What the server works with once the request passed validation. */
export type ValidPageView = z.output<typeof LogPageViewRequest>;

export const LogPageViewResponse = z
  .object({ success: z.literal(true), message: z.string(), eventID: z.string() })
  .meta({ id: 'LogPageViewResponse' });
export type LogPageViewResponse = z.infer<typeof LogPageViewResponse>;

/**
 * Version 1 of `analytics.page-views`, published until issue 35 (the user's and device's own ids,
 * in clear): kept to read what the topic still holds; never published again.
 */
export const PageViewedV1 = z
  .object({
    type: z.literal('PageViewed'),
    schemaVersion: z.literal(1),
    eventID: z.string(),
    eventName: z.literal('ViewContent'),
    page: z.string(),
    userId: z.string().nullable(),
    deviceId: z.string().nullable(),
    email: z.string().nullable(),
    region: z.string(),
    viewedAt: z.iso.datetime({ offset: true }),
    receivedAt: z.iso.datetime({ offset: true }),
  })
  // The name its published JSON Schema has always had: the v1 file stays as it was.
  .meta({ id: 'PageViewed' });
export type PageViewedV1 = z.infer<typeof PageViewedV1>;

/**
 * What `analytics.page-views` carries (docs/analytics.md). Version 2: keyed pseudonyms for the
 * user and the device, no `email`.
 */
export const PageViewed = PageViewedV1.omit({ userId: true, deviceId: true, email: true })
  .extend({
    schemaVersion: z.literal(2),
    userPseudonym: Pseudonym.nullable(),
    devicePseudonym: Pseudonym.nullable(),
  })
  .meta({ id: 'PageViewedV2' });
export type PageViewed = z.infer<typeof PageViewed>;

/** A message of `analytics.page-views` of any published version, as the current one (version 1 joins nothing). */
export const PageViewedOnTopic = z
  .discriminatedUnion('schemaVersion', [PageViewedV1, PageViewed])
  .transform((message): PageViewed => {
    if (message.schemaVersion === 2) return message;
    const { userId: _user, deviceId: _device, email: _email, ...rest } = message;
    return { ...rest, schemaVersion: 2, userPseudonym: null, devicePseudonym: null };
  });
