import { describe, expect, it } from 'vitest';
import { scrubbedAddress } from './scrubbed-address.ts';

describe('an address as analytics records it', () => {
  it("keeps a page's filters", () => {
    expect(scrubbedAddress('/shop?type=red&sortBy=price')).toBe('/shop?type=red&sortBy=price');
    expect(scrubbedAddress('https://shop.example/product/claret')).toBe(
      'https://shop.example/product/claret',
    );
  });

  it("drops the payment return's order id, payment id and client secret, e-mails, tokens and the fragment", () => {
    expect(
      scrubbedAddress(
        '/checkout/complete?order_id=9b1c&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded',
      ),
    ).toBe('/checkout/complete?redirect_status=succeeded');
    expect(scrubbedAddress('https://shop.example/sign-in?email=ann%40example.com&token=t#token=x')).toBe(
      'https://shop.example/sign-in',
    );
  });
});
