import { bottleSizeCaseSlots } from '@wine/contracts/catalog/bottle-size';
import type { Cart } from './cart-rules.ts';

/** Our choice beyond the spec: a delivered case holds 12 bottle slots. */
export const CASE_SLOTS = 12;

export interface CaseFill {
  /** Slots taken in the case being filled (a full case shows 12, not 0). */
  filled: number;
  /** Whole cases the cart fills. */
  completeCases: number;
  /** Slots still free in the case being filled; 0 when every case is complete. */
  remaining: number;
}

/** Slots the cart takes: a magnum fills 6 (spec section 9), any other bottle 1. */
export const caseSlots = (cart: Cart): number =>
  cart.items.reduce((sum, item) => sum + bottleSizeCaseSlots[item.product.bottleSize] * item.quantity, 0);

export function caseFill(slots: number): CaseFill {
  const completeCases = Math.floor(slots / CASE_SLOTS);
  const over = slots % CASE_SLOTS;
  const filled = slots > 0 && over === 0 ? CASE_SLOTS : over;
  return { filled, completeCases, remaining: filled === CASE_SLOTS ? 0 : CASE_SLOTS - filled };
}
