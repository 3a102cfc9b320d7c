import { CASE_SLOTS } from '@wine/contracts/orders/delivery';

export interface CaseFill {
  /** Slots taken in the case being filled (a full case shows 12, not 0). */
  filled: number;
  /** Whole cases the slots fill. */
  completeCases: number;
  /** Slots still free in the case being filled; 0 when every case is complete. */
  remaining: number;
}

/** How far a number of case slots (a magnum takes 6) goes towards whole cases. */
export function caseFill(slots: number): CaseFill {
  const completeCases = Math.floor(slots / CASE_SLOTS);
  const over = slots % CASE_SLOTS;
  const filled = slots > 0 && over === 0 ? CASE_SLOTS : over;
  return { filled, completeCases, remaining: filled === CASE_SLOTS ? 0 : CASE_SLOTS - filled };
}
