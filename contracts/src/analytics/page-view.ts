import { z } from 'zod';
import { DeviceIdField, EmailField, UserIdField } from './analytics-fields.ts';

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

/** What `analytics.page-views` carries (docs/analytics.md). Version 1. */
export const PageViewed = z
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
  .meta({ id: 'PageViewed' });
export type PageViewed = z.infer<typeof PageViewed>;
