import { describe, expect, it } from 'vitest';
import { conversionEventMessages } from '../messages.ts';
import { LogConversionEventRequest } from './conversion-event.ts';
import { ConversionEventName } from './conversion-event-name.ts';

const messagesOf = (body: unknown) =>
  LogConversionEventRequest.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

describe('a conversion event request', () => {
  it.each(ConversionEventName.options)('accepts the standard event %s', (eventName) =>
    expect(LogConversionEventRequest.safeParse({ eventName }).success).toBe(true),
  );

  it.each([[{}], [{ eventName: '' }], [{ eventName: null }]])('needs an event name: %j', (body) =>
    expect(messagesOf(body)).toEqual([conversionEventMessages.nameRequired]),
  );

  it('names the invalid event in the error', () => {
    expect(messagesOf({ eventName: 'Donate' })).toEqual(['Invalid event name: Donate']);
    expect(messagesOf({ eventName: 'purchase' })).toEqual(['Invalid event name: purchase']);
    expect(messagesOf({ eventName: 7 })).toEqual(['Invalid event name: 7']);
  });

  it('treats null and empty optional fields as unknown', () => {
    const parsed = LogConversionEventRequest.parse({ eventName: 'Lead', email: '', userId: null });
    expect(parsed).toMatchObject({ email: null, userId: null, deviceId: null, price: null, productId: null });
  });

  it('keeps every field the spec lists and drops unknown ones', () => {
    const parsed = LogConversionEventRequest.parse({
      eventName: 'AddToCart',
      eventID: 'AddToCart_1732190400000_abcdefghi',
      eventSourceUrl: 'https://wine.example/product/claret',
      userId: 'u-1',
      email: 'ann@example.com',
      productId: 42,
      productName: 'Claret 2019',
      price: 1250,
      quantity: 2,
      fbc: 'fb.1.1732190400000.AbCd',
      fbp: 'fb.1.1732190400000.123',
      currency: 'GBP',
    });
    expect(parsed).toEqual({
      eventName: 'AddToCart',
      eventID: 'AddToCart_1732190400000_abcdefghi',
      eventSourceUrl: 'https://wine.example/product/claret',
      userId: 'u-1',
      deviceId: null,
      email: 'ann@example.com',
      productId: '42',
      productName: 'Claret 2019',
      price: 1250,
      quantity: 2,
      fbc: 'fb.1.1732190400000.AbCd',
      fbp: 'fb.1.1732190400000.123',
    });
  });

  it('refuses a malformed e-mail, a fractional price and a zero quantity', () => {
    const result = LogConversionEventRequest.safeParse({
      eventName: 'Purchase',
      email: 'not-an-email',
      price: 12.5,
      quantity: 0,
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['email', 'price', 'quantity']);
  });
});
