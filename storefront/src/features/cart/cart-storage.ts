import { BOTTLE_SIZES } from '@wine/contracts/catalog/bottle-size-values';
import { PLAIN_ID_PATTERN, SLUG_MAX_LENGTH, SLUG_PATTERN } from '@wine/contracts/catalog/id-patterns';
import { WINE_TYPES } from '@wine/contracts/catalog/wine-type';
// zod/mini: the cart badge reads this on the first page, where classic zod would add about 25 KiB gzip.
import { z } from 'zod/mini';
import { lazySchema } from '../../lib/validation/lazy-schema.ts';
import type { Cart } from './cart-rules.ts';

/** Spec sections 3 and 9: the wine-shop cart key, version '1.0', dates as ISO strings. */
export const CART_STORAGE_KEY = 'wine-shop-cart';
export const CART_STORAGE_VERSION = '1.0';

const positiveInt = () => z.int().check(z.positive());

const StoredCart = lazySchema(() =>
  z.object({
    version: z.literal(CART_STORAGE_VERSION),
    items: z.array(
      z.object({
        product: z.object({
          id: z.string().check(z.regex(PLAIN_ID_PATTERN)),
          name: z.string(),
          price: z.optional(z.int().check(z.minimum(0))),
          maxQuantityForGuest: z.optional(positiveInt()),
          slug: z.string().check(z.maxLength(SLUG_MAX_LENGTH), z.regex(SLUG_PATTERN)),
          producer: z.string(),
          wineType: z.enum(WINE_TYPES),
          bottleSize: z.enum(BOTTLE_SIZES),
          vintage: z.nullable(z.int()),
          thumbnail: z.optional(z.string()),
        }),
        quantity: positiveInt(),
        addedAt: z.iso.datetime({ offset: true }),
      }),
    ),
    lastUpdated: z.iso.datetime({ offset: true }),
  }),
);

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The stored cart, or undefined when there is none. A cart of another version (or one this
 * version cannot read) is discarded and cleared, so it is never read again (spec section 4).
 * Storage failures are only warned about: the shopper still gets an empty cart.
 */
export function readCart(storage: CartStorage): Cart | undefined {
  try {
    const raw = storage.getItem(CART_STORAGE_KEY);
    if (raw === null) return undefined;
    const stored = StoredCart().safeParse(parseJson(raw));
    if (stored.success) return { items: stored.data.items, lastUpdated: stored.data.lastUpdated };
    storage.removeItem(CART_STORAGE_KEY);
  } catch (error) {
    console.warn('Could not read the saved cart', error);
  }
  return undefined;
}

export function writeCart(storage: CartStorage, cart: Cart): void {
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: CART_STORAGE_VERSION, ...cart }));
  } catch (error) {
    console.warn('Could not save the cart', error);
  }
}

// Unreadable text is treated like a cart of an unknown version: discarded.
function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * The browser's storage, or undefined where it is switched off (reading it can throw) or on the
 * server, which renders an empty cart.
 */
export function browserStorage(): CartStorage | undefined {
  if (import.meta.env.SSR) return undefined;
  try {
    return window.localStorage;
  } catch (error) {
    console.warn('Browser storage is not available; the cart will not be kept', error);
    return undefined;
  }
}
