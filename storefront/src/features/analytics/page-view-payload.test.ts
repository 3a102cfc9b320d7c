import { LogPageViewRequest } from '@wine/contracts/analytics/page-view';
import { describe, expect, it } from 'vitest';
import { pageOf, pageViewPayload } from './page-view-payload.ts';

const viewedAt = new Date('2025-03-10T10:00:00.000Z');
const DEVICE = '0b7e6f4c-3c1d-4f3a-9d52-6a1f2b3c4d5e';

describe('the page-view payload', () => {
  it('is a ViewContent event with the user, the device, the page and when it was shown', () => {
    const payload = pageViewPayload({ page: '/shop?type=red', viewedAt }, { id: 'u-1' }, DEVICE);
    expect(payload).toEqual({
      eventName: 'ViewContent',
      page: '/shop?type=red',
      userId: 'u-1',
      email: null,
      deviceId: DEVICE,
      timestamp: '2025-03-10T10:00:00.000Z',
    });
    expect(LogPageViewRequest.safeParse(payload).success).toBe(true);
  });

  it('sends null for what is not known: a guest has no e-mail, and there may be no session', () => {
    expect(pageViewPayload({ page: '/', viewedAt }, { id: 'g-1' }, DEVICE)).toMatchObject({
      userId: 'g-1',
      email: null,
    });
    const anonymous = pageViewPayload({ page: '/', viewedAt }, undefined, undefined);
    expect(anonymous).toMatchObject({ userId: null, email: null, deviceId: null });
    expect(LogPageViewRequest.safeParse(anonymous).success).toBe(true);
  });
});

describe('the page of a location', () => {
  it('is the path and the query, without the hash', () => {
    expect(pageOf({ pathname: '/shop', searchStr: '?type=red&sortBy=price' })).toBe(
      '/shop?type=red&sortBy=price',
    );
    expect(pageOf({ pathname: '/product/claret', searchStr: '' })).toBe('/product/claret');
  });

  it("keeps out the payment return's order id, PaymentIntent and client secret, and any other parameter not a filter", () => {
    expect(
      pageOf({
        pathname: '/checkout/complete',
        searchStr:
          '?order_id=5d1f0a3c&payment_intent=pi_3Q&payment_intent_client_secret=pi_3Q_secret_x&redirect_status=succeeded',
      }),
    ).toBe('/checkout/complete');
    expect(pageOf({ pathname: '/sign-in', searchStr: '?redirect=%2Faccount&email=ann%40example.com' })).toBe(
      '/sign-in',
    );
  });

  it('is cut to what the server accepts', () => {
    const page = pageOf({ pathname: '/shop', searchStr: `?region=${'x'.repeat(3000)}` });
    expect(page).toHaveLength(2048);
    expect(LogPageViewRequest.safeParse({ page }).success).toBe(true);
  });
});
