import { describe, expect, it } from 'vitest';
import { CHECKOUT_SIGN_IN_STORAGE_KEY, createCheckoutSignInMemory } from './checkout-sign-in-memory.ts';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const proof = 'a'.repeat(43);

describe("the checkout's e-mail and proof, remembered while the bank checks the payment", () => {
  it('answers them for the order it was paid for only, and nothing once forgotten', () => {
    const memory = createCheckoutSignInMemory(memoryStore());
    memory.remember('order-1', { email: 'ann@example.com', proof });
    expect(memory.recall('order-1')).toEqual({ email: 'ann@example.com', proof });
    expect(memory.recall('order-2')).toBeUndefined();
    memory.forget();
    expect(memory.recall('order-1')).toBeUndefined();
  });

  it('answers nothing when storage is off or holds something else: the page asks for a sign-in instead', () => {
    expect(createCheckoutSignInMemory(undefined).recall('order-1')).toBeUndefined();
    const store = memoryStore();
    store.setItem(CHECKOUT_SIGN_IN_STORAGE_KEY, '{not json');
    expect(createCheckoutSignInMemory(store).recall('order-1')).toBeUndefined();
    // An e-mail without a proof (kept by an older build) signs no one in.
    store.setItem(
      CHECKOUT_SIGN_IN_STORAGE_KEY,
      JSON.stringify({ orderId: 'order-1', email: 'ann@example.com' }),
    );
    expect(createCheckoutSignInMemory(store).recall('order-1')).toBeUndefined();
  });
});
