import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from './cart-rules.ts';
import {
  CART_STORAGE_KEY,
  CART_STORAGE_VERSION,
  type CartStorage,
  readCart,
  writeCart,
} from './cart-storage.ts';

const cart: Cart = {
  items: [
    {
      product: {
        id: 'rioja-2019',
        name: 'Rioja Reserva',
        price: 1299,
        maxQuantityForGuest: 6,
        slug: 'rioja-reserva-2019',
        producer: 'Bodegas Muga',
        wineType: 'red',
        bottleSize: 'MAGNUM',
        vintage: 2019,
        thumbnail: '/media/rioja.svg',
      },
      quantity: 2,
      addedAt: '2026-11-22T00:00:00.000Z',
    },
  ],
  lastUpdated: '2026-11-22T00:01:00.000Z',
};

function memoryStorage(initial: Record<string, string> = {}): CartStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const broken: CartStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => undefined,
};

afterEach(() => vi.restoreAllMocks());

describe('cart storage', () => {
  it("uses the wine-shop cart key and version '1.0'", () => {
    expect(CART_STORAGE_KEY).toBe('wine-shop-cart');
    expect(CART_STORAGE_VERSION).toBe('1.0');
  });

  it('writes the version with the cart, dates as ISO strings, and reads it back', () => {
    const storage = memoryStorage();
    writeCart(storage, cart);
    const stored = JSON.parse(storage.data.get(CART_STORAGE_KEY) ?? '');
    expect(stored).toEqual({ version: '1.0', ...cart });
    expect(readCart(storage)).toEqual(cart);
  });

  it('answers undefined when nothing is stored', () => {
    expect(readCart(memoryStorage())).toBeUndefined();
  });

  it('discards and clears a cart of another version', () => {
    const storage = memoryStorage({ [CART_STORAGE_KEY]: JSON.stringify({ ...cart, version: '0.9' }) });
    expect(readCart(storage)).toBeUndefined();
    expect(storage.data.has(CART_STORAGE_KEY)).toBe(false);
  });

  it('discards and clears a cart it cannot read', () => {
    for (const raw of ['{not json', JSON.stringify({ version: '1.0', items: [{}], lastUpdated: 'x' })]) {
      const storage = memoryStorage({ [CART_STORAGE_KEY]: raw });
      expect(readCart(storage)).toBeUndefined();
      expect(storage.data.has(CART_STORAGE_KEY)).toBe(false);
    }
  });

  it('only warns when storage fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readCart(broken)).toBeUndefined();
    expect(() => writeCart(broken, cart)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
