import type { LogPageViewRequest } from '@wine/contracts/analytics/page-view';
import type { AnalyticsUser } from './analytics-user.ts';

// The server refuses a longer page (docs/analytics.md); a cut-off query still names the page.
const PAGE_MAX_LENGTH = 2048;

/** One shown page, as the router resolved it. */
export interface PageView {
  /** Path and query, no hash: `/shop?type=red`. */
  page: string;
  viewedAt: Date;
}

export const pageOf = (location: { pathname: string; searchStr: string }): string =>
  `${location.pathname}${location.searchStr}`.slice(0, PAGE_MAX_LENGTH);

/** Spec section 3's page-view tracking event: ViewContent, the user when known, page, timestamp. */
export function pageViewPayload(
  view: PageView,
  user: AnalyticsUser | undefined,
  deviceId: string | undefined,
): LogPageViewRequest {
  return {
    eventName: 'ViewContent',
    page: view.page,
    userId: user?.id ?? null,
    email: user?.email ?? null,
    deviceId: deviceId ?? null,
    timestamp: view.viewedAt.toISOString(),
  };
}
