import { bottleSizeCaseSlots } from '@wine/contracts/catalog/bottle-size-values';
import type { Cart } from './cart-rules.ts';

/** Slots the cart takes: a magnum fills 6 (spec section 9), any other bottle 1. */
export const caseSlots = (cart: Cart): number =>
  cart.items.reduce((sum, item) => sum + bottleSizeCaseSlots[item.product.bottleSize] * item.quantity, 0);
