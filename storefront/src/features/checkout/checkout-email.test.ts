import { describe, expect, it } from 'vitest';
import { createCheckoutEmailMemory } from './checkout-email.ts';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("the checkout's e-mail, remembered while the bank checks the payment", () => {
  it('answers it for the order it was paid for only, and nothing once forgotten', () => {
    const emails = createCheckoutEmailMemory(memoryStore());
    emails.remember('order-1', 'ann@example.com');
    expect(emails.emailFor('order-1')).toBe('ann@example.com');
    expect(emails.emailFor('order-2')).toBeUndefined();
    emails.forget();
    expect(emails.emailFor('order-1')).toBeUndefined();
  });

  it('answers nothing when storage is off or holds something else: the page asks instead', () => {
    expect(createCheckoutEmailMemory(undefined).emailFor('order-1')).toBeUndefined();
    const store = memoryStore();
    store.setItem('wine-shop-checkout-email', '{not json');
    expect(createCheckoutEmailMemory(store).emailFor('order-1')).toBeUndefined();
  });
});
