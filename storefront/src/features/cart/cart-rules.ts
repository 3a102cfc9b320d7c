import type { BottleSize } from '@wine/contracts/catalog/bottle-size';
import type { ProductId, Slug } from '@wine/contracts/catalog/catalog-ids';
import type { WineType } from '@wine/contracts/catalog/wine-type';
import type { Pence } from '@wine/contracts/money';

/** What a cart line remembers of the wine (spec section 3), plus what the cart page shows. */
export interface CartProduct {
  id: ProductId;
  name: string;
  /** Pence, as the viewer was charged it when adding: the member price for members. */
  price?: Pence;
  /** Absent when guests are not limited (spec section 5). */
  maxQuantityForGuest?: number;
  slug: Slug;
  producer: string;
  wineType: WineType;
  bottleSize: BottleSize;
  vintage: number | null;
  thumbnail?: string;
}

export interface CartItem {
  product: CartProduct;
  quantity: number;
  /** ISO date-time. */
  addedAt: string;
}

export interface Cart {
  items: readonly CartItem[];
  /** ISO date-time of the last change. */
  lastUpdated: string;
}

export type CartAction =
  | { type: 'load'; cart: Cart }
  | { type: 'add'; product: CartProduct; quantity: number }
  | { type: 'remove'; productId: ProductId }
  | { type: 'update-quantity'; productId: ProductId; quantity: number }
  | { type: 'clear' };

export interface CartContext {
  isMember: boolean;
  /** ISO date-time of the change. */
  now: string;
}

export const emptyCart = (now: string): Cart => ({ items: [], lastUpdated: now });

/** Spec section 5: only guests and non-members are limited, and only when the product says so. */
export function exceedsGuestLimit(product: CartProduct, quantity: number, isMember: boolean): boolean {
  return !isMember && product.maxQuantityForGuest !== undefined && quantity > product.maxQuantityForGuest;
}

/**
 * The spec's cart actions (section 4) with section 5's rules. A refused change answers the same
 * cart object, so callers can tell "nothing happened" by identity and the refusal stays silent.
 */
export function cartReducer(cart: Cart, action: CartAction, context: CartContext): Cart {
  switch (action.type) {
    case 'load':
      return action.cart;
    case 'add':
      return addItem(cart, action.product, action.quantity, context);
    case 'remove':
      return removeItem(cart, action.productId, context.now);
    case 'update-quantity':
      return updateQuantity(cart, action.productId, action.quantity, context);
    case 'clear':
      return cart.items.length === 0 ? cart : emptyCart(context.now);
  }
}

function addItem(cart: Cart, product: CartProduct, quantity: number, context: CartContext): Cart {
  if (!(quantity > 0)) return cart;
  const existing = cart.items.find((item) => item.product.id === product.id);
  const next = (existing?.quantity ?? 0) + quantity;
  if (exceedsGuestLimit(product, next, context.isMember)) return cart;
  const items = existing
    ? cart.items.map((item) => (item === existing ? { ...item, quantity: next } : item))
    : [...cart.items, { product, quantity, addedAt: context.now }];
  return { items, lastUpdated: context.now };
}

function removeItem(cart: Cart, productId: ProductId, now: string): Cart {
  if (!cart.items.some((item) => item.product.id === productId)) return cart;
  return { items: cart.items.filter((item) => item.product.id !== productId), lastUpdated: now };
}

function updateQuantity(cart: Cart, productId: ProductId, quantity: number, context: CartContext): Cart {
  if (!(quantity > 0)) return removeItem(cart, productId, context.now);
  const existing = cart.items.find((item) => item.product.id === productId);
  if (!existing || existing.quantity === quantity) return cart;
  // Only raising is refused: a guest may always come down towards the limit.
  if (quantity > existing.quantity && exceedsGuestLimit(existing.product, quantity, context.isMember))
    return cart;
  return {
    items: cart.items.map((item) => (item === existing ? { ...item, quantity } : item)),
    lastUpdated: context.now,
  };
}

/** Spec section 3: the sum of quantities. */
export const totalItems = (cart: Cart): number => cart.items.reduce((sum, item) => sum + item.quantity, 0);

/** Spec section 3: the sum of price (0 when missing) times quantity, in pence. */
export const totalValue = (cart: Cart): number =>
  cart.items.reduce((sum, item) => sum + (item.product.price ?? 0) * item.quantity, 0);

/** How many more a guest may add, or undefined when there is no limit for this viewer. */
export function guestAllowance(cart: Cart, product: CartProduct, isMember: boolean): number | undefined {
  if (isMember || product.maxQuantityForGuest === undefined) return undefined;
  const inCart = cart.items.find((item) => item.product.id === product.id)?.quantity ?? 0;
  return Math.max(0, product.maxQuantityForGuest - inCart);
}
