import { describe, expect, it } from 'vitest';
import { LogPageViewRequest, PageViewed, PageViewedOnTopic } from './page-view.ts';

describe('a page view request', () => {
  it('is a ViewContent event with a page, the user and an optional timestamp', () =>
    expect(
      LogPageViewRequest.parse({ page: '/shop?type=red', userId: 'u-1', email: 'ann@example.com' }),
    ).toEqual({
      eventName: 'ViewContent',
      page: '/shop?type=red',
      userId: 'u-1',
      deviceId: null,
      email: 'ann@example.com',
    }));

  it('needs the page and refuses another event name', () => {
    const result = LogPageViewRequest.safeParse({ eventName: 'Purchase' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['eventName', 'page']);
  });

  it('takes the timestamp as an ISO 8601 date-time', () => {
    expect(LogPageViewRequest.safeParse({ page: '/', timestamp: '2025-01-31T09:00:00.000Z' }).success).toBe(
      true,
    );
    expect(LogPageViewRequest.safeParse({ page: '/', timestamp: 'yesterday' }).success).toBe(false);
  });
});

describe('a page view read from the topic', () => {
  const v2 = {
    type: 'PageViewed',
    schemaVersion: 2,
    eventID: 'ViewContent_1738314000000_abcdefghi',
    eventName: 'ViewContent',
    page: '/shop',
    userPseudonym: 'x'.repeat(43),
    devicePseudonym: null,
    region: 'GB',
    viewedAt: '2025-01-31T09:00:00.000Z',
    receivedAt: '2025-01-31T09:00:00.000Z',
  };

  it('is read as it is at version 2', () => expect(PageViewedOnTopic.parse(v2)).toEqual(v2));

  it('at version 1 is upcast without its ids in clear: it joins nothing', () => {
    const { userPseudonym: _u, devicePseudonym: _d, ...common } = v2;
    const v1 = { ...common, schemaVersion: 1, userId: 'u-1', deviceId: 'd-1', email: null };
    const read = PageViewedOnTopic.parse(v1);
    expect(read).toEqual({ ...v2, userPseudonym: null });
    expect(JSON.stringify(read)).not.toMatch(/u-1|d-1/);
  });

  it('refuses a clear id where a pseudonym goes', () =>
    expect(PageViewed.safeParse({ ...v2, userPseudonym: 'u-1' }).success).toBe(false));
});
