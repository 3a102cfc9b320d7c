import { type PageView, pageOf } from './page-view-payload.ts';

export interface PageViewTracker {
  /** The router resolved `location` (first load or navigation); logs it if the page changed. */
  resolved(location: { pathname: string; searchStr: string }): void;
}

/**
 * One page view per resolved navigation to another page (spec section 4: first load and each
 * route change). The page is path and query: a search-only change (a shop filter, sort or page,
 * each a deliberate click or submit) shows different wines and counts, as `page` carries the
 * query. A hash-only change, or the same address resolved again (a reload of its data after a
 * sign-in, a link to where one already is) is not a new view.
 */
export function createPageViewTracker(
  log: (view: PageView) => void,
  now = () => new Date(),
): PageViewTracker {
  let last: string | undefined;
  return {
    resolved(location) {
      const page = pageOf(location);
      if (page === last) return;
      last = page;
      log({ page, viewedAt: now() });
    },
  };
}
