import { describe, expect, it } from 'vitest';
import {
  type Cart,
  type CartContext,
  type CartProduct,
  cartReducer,
  emptyCart,
  exceedsGuestLimit,
  guestAllowance,
  totalItems,
  totalValue,
} from './cart-rules.ts';

const T0 = '2026-11-22T00:00:00.000Z';
const T1 = '2026-11-22T00:05:00.000Z';
const guest: CartContext = { isMember: false, now: T1 };
const member: CartContext = { isMember: true, now: T1 };

const product = (id: string, extra: Partial<CartProduct> = {}): CartProduct => ({
  id,
  name: `Wine ${id}`,
  price: 1250,
  slug: id,
  producer: 'Producer',
  wineType: 'red',
  bottleSize: 'BOTTLE',
  vintage: 2020,
  ...extra,
});
const limited = product('limited', { maxQuantityForGuest: 3 });

const cartOf = (...lines: [CartProduct, number][]): Cart => ({
  items: lines.map(([p, quantity]) => ({ product: p, quantity, addedAt: T0 })),
  lastUpdated: T0,
});

describe('add', () => {
  it('adds a new line with its quantity, the time of adding and a new lastUpdated', () => {
    const cart = cartReducer(emptyCart(T0), { type: 'add', product: product('a'), quantity: 2 }, guest);
    expect(cart).toEqual({ items: [{ product: product('a'), quantity: 2, addedAt: T1 }], lastUpdated: T1 });
  });

  it('merges the quantity into the line already there and keeps its addedAt', () => {
    const cart = cartReducer(
      cartOf([product('a'), 1]),
      { type: 'add', product: product('a'), quantity: 2 },
      guest,
    );
    expect(cart.items).toEqual([{ product: product('a'), quantity: 3, addedAt: T0 }]);
  });

  it.each([0, -1, Number.NaN])('ignores a quantity of %s', (quantity) => {
    const before = cartOf([product('a'), 1]);
    expect(cartReducer(before, { type: 'add', product: product('a'), quantity }, guest)).toBe(before);
  });

  it('lets a guest add up to the limit exactly', () => {
    const cart = cartReducer(cartOf([limited, 1]), { type: 'add', product: limited, quantity: 2 }, guest);
    expect(totalItems(cart)).toBe(3);
  });

  it('silently refuses a guest whose cart would pass the limit, existing plus added', () => {
    const before = cartOf([limited, 2]);
    expect(cartReducer(before, { type: 'add', product: limited, quantity: 2 }, guest)).toBe(before);
    expect(cartReducer(emptyCart(T0), { type: 'add', product: limited, quantity: 4 }, guest).items).toEqual(
      [],
    );
  });

  it('exempts members from the limit', () => {
    const cart = cartReducer(cartOf([limited, 2]), { type: 'add', product: limited, quantity: 5 }, member);
    expect(totalItems(cart)).toBe(7);
  });

  it('does not limit a product without maxQuantityForGuest', () => {
    const cart = cartReducer(emptyCart(T0), { type: 'add', product: product('a'), quantity: 99 }, guest);
    expect(totalItems(cart)).toBe(99);
  });
});

describe('update quantity', () => {
  it('sets the quantity', () => {
    const cart = cartReducer(
      cartOf([product('a'), 1]),
      { type: 'update-quantity', productId: 'a', quantity: 4 },
      guest,
    );
    expect(cart.items[0]?.quantity).toBe(4);
    expect(cart.lastUpdated).toBe(T1);
  });

  it.each([0, -2])('removes the line at %s', (quantity) => {
    const cart = cartReducer(
      cartOf([product('a'), 1], [product('b'), 1]),
      { type: 'update-quantity', productId: 'a', quantity },
      guest,
    );
    expect(cart.items.map((item) => item.product.id)).toEqual(['b']);
  });

  it('silently refuses to raise a guest above the limit, and allows the limit itself', () => {
    const before = cartOf([limited, 2]);
    expect(cartReducer(before, { type: 'update-quantity', productId: 'limited', quantity: 4 }, guest)).toBe(
      before,
    );
    expect(
      cartReducer(before, { type: 'update-quantity', productId: 'limited', quantity: 3 }, guest).items[0]
        ?.quantity,
    ).toBe(3);
  });

  it('lets a guest above the limit (a member who signed out) come down', () => {
    const cart = cartReducer(
      cartOf([limited, 6]),
      { type: 'update-quantity', productId: 'limited', quantity: 5 },
      guest,
    );
    expect(cart.items[0]?.quantity).toBe(5);
  });

  it('lets a member go above the limit', () => {
    const cart = cartReducer(
      cartOf([limited, 2]),
      { type: 'update-quantity', productId: 'limited', quantity: 10 },
      member,
    );
    expect(cart.items[0]?.quantity).toBe(10);
  });

  it('changes nothing for a product not in the cart or the same quantity', () => {
    const before = cartOf([product('a'), 2]);
    expect(cartReducer(before, { type: 'update-quantity', productId: 'x', quantity: 3 }, guest)).toBe(before);
    expect(cartReducer(before, { type: 'update-quantity', productId: 'a', quantity: 2 }, guest)).toBe(before);
  });
});

describe('remove, clear and load', () => {
  it('removes a line, and changes nothing for a product not in the cart', () => {
    const before = cartOf([product('a'), 1], [product('b'), 2]);
    expect(
      cartReducer(before, { type: 'remove', productId: 'a' }, guest).items.map((i) => i.product.id),
    ).toEqual(['b']);
    expect(cartReducer(before, { type: 'remove', productId: 'x' }, guest)).toBe(before);
  });

  it('clears every line', () => {
    expect(cartReducer(cartOf([product('a'), 1]), { type: 'clear' }, guest)).toEqual(emptyCart(T1));
    const empty = emptyCart(T0);
    expect(cartReducer(empty, { type: 'clear' }, guest)).toBe(empty);
  });

  it('loads a stored cart as it is', () => {
    const stored = cartOf([product('a'), 3]);
    expect(cartReducer(emptyCart(T0), { type: 'load', cart: stored }, guest)).toBe(stored);
  });
});

describe('totals', () => {
  it('totalItems is the sum of quantities', () => {
    expect(totalItems(emptyCart(T0))).toBe(0);
    expect(totalItems(cartOf([product('a'), 2], [product('b'), 3]))).toBe(5);
  });

  it('totalValue is the sum of price times quantity, a missing price counting 0', () => {
    const { price: _, ...unpriced } = product('u');
    expect(totalValue(cartOf([product('a', { price: 1250 }), 2], [product('b', { price: 999 }), 3]))).toBe(
      5497,
    );
    expect(totalValue(cartOf([unpriced, 4], [product('a', { price: 1000 }), 1]))).toBe(1000);
    expect(totalValue(emptyCart(T0))).toBe(0);
  });
});

describe('guest limit helpers', () => {
  it('exceedsGuestLimit applies only to non-members of limited products, above the limit', () => {
    expect(exceedsGuestLimit(limited, 3, false)).toBe(false);
    expect(exceedsGuestLimit(limited, 4, false)).toBe(true);
    expect(exceedsGuestLimit(limited, 4, true)).toBe(false);
    expect(exceedsGuestLimit(product('a'), 1000, false)).toBe(false);
  });

  it('guestAllowance is what a guest may still add', () => {
    expect(guestAllowance(cartOf([limited, 1]), limited, false)).toBe(2);
    expect(guestAllowance(cartOf([limited, 5]), limited, false)).toBe(0);
    expect(guestAllowance(emptyCart(T0), limited, true)).toBeUndefined();
    expect(guestAllowance(emptyCart(T0), product('a'), false)).toBeUndefined();
  });
});
