import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_KEY_STORAGE_KEY, cartFingerprint, createCheckoutKeys } from './checkout-key.ts';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('a cart as checkout sees it', () => {
  it('is the same whatever order its lines are in', () => {
    const a = { productId: 'a', quantity: 6 };
    const b = { productId: 'b', quantity: 2 };
    expect(cartFingerprint([a, b])).toBe(cartFingerprint([b, a]));
    expect(cartFingerprint([a, b])).not.toBe(cartFingerprint([a, { ...b, quantity: 3 }]));
  });
});

describe('the checkout key of a cart', () => {
  it('is the same for every attempt at the same cart', () => {
    const keys = createCheckoutKeys(memoryStore(), counter());
    expect(keys.keyFor('ax6')).toBe('key-1');
    expect(keys.keyFor('ax6')).toBe('key-1');
  });

  it('is new when the cart changed', () => {
    const keys = createCheckoutKeys(memoryStore(), counter());
    keys.keyFor('ax6');
    expect(keys.keyFor('ax7')).toBe('key-2');
  });

  it('survives a reload through session storage', () => {
    const store = memoryStore();
    createCheckoutKeys(store, counter()).keyFor('ax6');
    expect(createCheckoutKeys(store, () => 'other').keyFor('ax6')).toBe('key-1');
  });

  it('is new for the same wines once the order was paid', () => {
    const store = memoryStore();
    const keys = createCheckoutKeys(store, counter());
    keys.keyFor('ax6');
    keys.forget();
    expect(store.items.has(CHECKOUT_KEY_STORAGE_KEY)).toBe(false);
    expect(keys.keyFor('ax6')).toBe('key-2');
  });

  it('is kept in memory when storage refuses it', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const keys = createCheckoutKeys(broken, counter());
    expect(keys.keyFor('ax6')).toBe('key-1');
    expect(keys.keyFor('ax6')).toBe('key-1');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
