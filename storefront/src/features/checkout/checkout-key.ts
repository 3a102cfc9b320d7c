import type { CheckoutLine } from '@wine/contracts/orders/checkout';

export const CHECKOUT_KEY_STORAGE_KEY = 'wine-shop-checkout-key';

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredKey {
  cart: string;
  key: string;
}

/** The cart as checkout sees it, in a stable order: the same lines give the same text. */
export const cartFingerprint = (lines: readonly CheckoutLine[]): string =>
  [...lines]
    .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0))
    .map((line) => `${line.productId}x${line.quantity}`)
    .join(',');

function read(store: KeyStore | undefined): StoredKey | undefined {
  try {
    const stored: unknown = JSON.parse(store?.getItem(CHECKOUT_KEY_STORAGE_KEY) ?? 'null');
    const { cart, key } = (stored ?? {}) as Partial<StoredKey>;
    return typeof cart === 'string' && typeof key === 'string' ? { cart, key } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One idempotency key per checkout of a given cart, so a retry (after a network failure, a
 * reload, a 3-D Secure return) lands on the order already placed rather than a second one; a
 * changed cart gets a new key. Kept in the tab's session storage, and in memory when that fails.
 */
export function createCheckoutKeys(store: KeyStore | undefined, newKey: () => string) {
  let remembered: StoredKey | undefined;
  return {
    keyFor(cart: string): string {
      const current = read(store) ?? remembered;
      if (current?.cart === cart) return current.key;
      remembered = { cart, key: newKey() };
      try {
        store?.setItem(CHECKOUT_KEY_STORAGE_KEY, JSON.stringify(remembered));
      } catch (error) {
        console.warn('Could not keep the checkout key', error);
      }
      return remembered.key;
    },
    /** The order is paid: the next checkout, even of the same wines, is a new order. */
    forget(): void {
      remembered = undefined;
      try {
        store?.removeItem(CHECKOUT_KEY_STORAGE_KEY);
      } catch (error) {
        console.warn('Could not drop the checkout key', error);
      }
    },
  };
}
