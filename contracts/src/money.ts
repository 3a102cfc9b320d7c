import { z } from 'zod';

/** An amount of money in pence (GBP minor units). z.int() also bounds it to a safe integer. */
export const Pence = z.int().min(0);
export type Pence = z.infer<typeof Pence>;

export { discountPercent, formatPence } from './money-format.ts';
