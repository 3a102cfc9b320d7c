import { describe, expect, it } from 'vitest';
import { LogPageViewRequest } from './page-view.ts';

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
