import { LogConversionEventRequest } from '@wine/contracts/analytics/conversion-event';
import { describe, expect, it } from 'vitest';
import { conversionPayload } from './conversion-payload.ts';

const context = {
  eventID: 'AddToCart_1741600800000_k3j9x2ab7',
  url: 'https://wine.example/product/claret?ref=drop',
  cookies: '_fbp=fb.1.1741600800000.123; _fbc=fb.1.1741600800000.AbCd',
  user: { id: 'u-1' },
  deviceId: '0b7e6f4c-3c1d-4f3a-9d52-6a1f2b3c4d5e',
};

describe('the conversion payload', () => {
  it("sends analytics no client secret, no order id and no e-mail from the payment return's address", () => {
    const payload = conversionPayload(
      'Purchase',
      {},
      {
        ...context,
        url: 'https://wine.example/checkout/complete?order_id=5d1f0a3c&payment_intent=pi_3Q&payment_intent_client_secret=pi_3Q_secret_x&redirect_status=succeeded#token=t',
      },
    );
    expect(payload.eventSourceUrl).toBe('https://wine.example/checkout/complete');
    expect(payload.email).toBeNull();
  });

  it('carries the event, its id, the page, the user, the device, the product and the ad cookies', () => {
    const payload = conversionPayload(
      'AddToCart',
      { productId: 'w-9', productName: 'Claret 2019', price: 1250, quantity: 2 },
      context,
    );
    expect(payload).toEqual({
      eventName: 'AddToCart',
      eventID: 'AddToCart_1741600800000_k3j9x2ab7',
      eventSourceUrl: 'https://wine.example/product/claret?ref=drop',
      userId: 'u-1',
      email: null,
      deviceId: '0b7e6f4c-3c1d-4f3a-9d52-6a1f2b3c4d5e',
      productId: 'w-9',
      productName: 'Claret 2019',
      price: 1250,
      quantity: 2,
      fbc: 'fb.1.1741600800000.AbCd',
      fbp: 'fb.1.1741600800000.123',
    });
    expect(LogConversionEventRequest.safeParse(payload).success).toBe(true);
  });

  it('sends null for the cookies and the user it does not have', () => {
    const payload = conversionPayload('Lead', {}, { ...context, cookies: '', user: undefined });
    expect(payload).toMatchObject({ userId: null, email: null, fbc: null, fbp: null });
    expect(LogConversionEventRequest.safeParse(payload).success).toBe(true);
  });
});
