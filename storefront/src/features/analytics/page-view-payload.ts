import type { LogPageViewRequest } from '@wine/contracts/analytics/page-view';
import { analyticsPage } from './analytics-address.ts';
import type { AnalyticsUser } from './analytics-user.ts';

// The server refuses a longer page (docs/analytics.md); a cut-off query still names the page.
const PAGE_MAX_LENGTH = 2048;

/** One shown page, as the router resolved it. */
export interface PageView {
  /** Path and the query analytics may see, no hash: `/shop?type=red`. */
  page: string;
  viewedAt: Date;
}

export const pageOf = (location: { pathname: string; searchStr: string }): string =>
  analyticsPage(location.pathname, location.searchStr).slice(0, PAGE_MAX_LENGTH);

/**
 * Spec section 3's page-view tracking event: ViewContent, the user when known, page, timestamp.
 * The e-mail is always null: nothing personal goes to analytics (the server takes the user from
 * the bearer token and records no e-mail either).
 */
export function pageViewPayload(
  view: PageView,
  user: AnalyticsUser | undefined,
  deviceId: string | undefined,
): LogPageViewRequest {
  return {
    eventName: 'ViewContent',
    page: view.page,
    userId: user?.id ?? null,
    email: null,
    deviceId: deviceId ?? null,
    timestamp: view.viewedAt.toISOString(),
  };
}
