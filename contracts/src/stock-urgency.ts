import type { z } from 'zod';
import { codesOf } from './labelled-codes.ts';

// Labels are our choice; the spec gives only the codes.
export const stockUrgencyLabels = {
  OUT_OF_STOCK: 'Out of stock',
  ALMOST_GONE_FOREVER: 'Almost gone forever',
  A_FEW_BOTTLES_LEFT: 'A few bottles left',
  SELLING_OUT_FAST: 'Selling out fast',
  PLENTY_IN_STOCK: 'Plenty in stock',
} as const;

export const StockUrgency = codesOf(stockUrgencyLabels);
export type StockUrgency = z.infer<typeof StockUrgency>;

// Upper bounds in bottles, inclusive; our choice (the spec gives no thresholds). Six is one
// case, so "almost gone" means under a case left.
export const STOCK_URGENCY_MAX_BOTTLES = {
  ALMOST_GONE_FOREVER: 6,
  A_FEW_BOTTLES_LEFT: 24,
  SELLING_OUT_FAST: 60,
} as const;

/** 0 (or less) out of stock; 1-6 almost gone forever; 7-24 a few left; 25-60 selling fast; more plenty. */
export function stockUrgencyFor(stockLevel: number): StockUrgency {
  // `!(x > 0)` also sends NaN to out of stock: never promise bottles we cannot count.
  if (!(stockLevel > 0)) return 'OUT_OF_STOCK';
  if (stockLevel <= STOCK_URGENCY_MAX_BOTTLES.ALMOST_GONE_FOREVER) return 'ALMOST_GONE_FOREVER';
  if (stockLevel <= STOCK_URGENCY_MAX_BOTTLES.A_FEW_BOTTLES_LEFT) return 'A_FEW_BOTTLES_LEFT';
  if (stockLevel <= STOCK_URGENCY_MAX_BOTTLES.SELLING_OUT_FAST) return 'SELLING_OUT_FAST';
  return 'PLENTY_IN_STOCK';
}
