import { describe, expect, it } from 'vitest';
import type { PageView } from './page-view-payload.ts';
import { createPageViewTracker } from './page-view-tracker.ts';

const at = new Date('2025-03-10T10:00:00.000Z');
// The parts of the router's location the tracker reads; the router keeps the hash apart.
const location = (href: string) => {
  const url = new URL(href, 'http://127.0.0.1');
  return { pathname: url.pathname, searchStr: url.search, hash: url.hash.slice(1) };
};

function tracked(...hrefs: string[]) {
  const views: PageView[] = [];
  const tracker = createPageViewTracker(
    (view) => views.push(view),
    () => at,
  );
  for (const href of hrefs) tracker.resolved(location(href));
  return views.map((view) => view.page);
}

describe('page views of navigations', () => {
  it('logs the first load and every navigation to another page, in order', () =>
    expect(tracked('/', '/shop', '/product/claret', '/shop')).toEqual([
      '/',
      '/shop',
      '/product/claret',
      '/shop',
    ]));

  it('logs the first load once, though it is seen both on mount and when the router resolves it', () =>
    expect(tracked('/', '/')).toEqual(['/']));

  it('does not log the same page resolved again (data reloaded, a link to the current page)', () =>
    expect(tracked('/shop?type=red', '/shop?type=red', '/shop?type=red')).toEqual(['/shop?type=red']));

  it('does not log a change of the hash alone', () =>
    expect(tracked('/journal', '/journal#grapes', '/journal#regions')).toEqual(['/journal']));

  it('logs a change of query as a new view of the page', () =>
    expect(tracked('/shop', '/shop?type=red', '/shop?type=red&offset=20')).toEqual([
      '/shop',
      '/shop?type=red',
      '/shop?type=red&offset=20',
    ]));

  it('stamps each view with the time it was resolved', () => {
    const views: PageView[] = [];
    createPageViewTracker(
      (view) => views.push(view),
      () => at,
    ).resolved(location('/journal'));
    expect(views).toEqual([{ page: '/journal', viewedAt: at }]);
  });
});
