import { z } from 'zod';
import { BOTTLE_SIZES } from './bottle-size-values.ts';

export {
  BOTTLE_SIZES,
  bottleSizeCaseSlots,
  bottleSizeLabels,
  bottleSizeMillilitres,
} from './bottle-size-values.ts';
export const BottleSize = z.enum(BOTTLE_SIZES);
export type BottleSize = z.infer<typeof BottleSize>;
