import { ProductId } from '@wine/contracts/catalog/catalog-ids';
import { z } from 'zod';
import { addDays } from '../domain/drop-day.ts';
import type { DropRow } from '../import/catalog-file.ts';

/** The seed's drops: a fixed list of wines, shown a few a day in turn. */
export const DropRotation = z.strictObject({
  winesPerDrop: z.int().min(1).max(12),
  productIds: z.array(ProductId).min(1),
});
export type DropRotation = z.infer<typeof DropRotation>;

const MS_PER_DAY = 86_400_000;

/**
 * Drops for `days` days from `from`. A date's wines depend on the date alone (its day number
 * picks the window in the rotation), so planning from any day gives every date the same wines
 * and re-seeding emits nothing for drops already scheduled.
 */
export function dropPlan(rotation: DropRotation, from: string, days: number): DropRow[] {
  const { winesPerDrop, productIds } = rotation;
  const size = Math.min(winesPerDrop, productIds.length);
  return Array.from({ length: days }, (_, offset) => {
    const date = addDays(from, offset);
    const dayNumber = Math.round(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);
    const start = (dayNumber * size) % productIds.length;
    const ids = Array.from({ length: size }, (_, i) => productIds[(start + i) % productIds.length] as string);
    return { date, productIds: ids };
  });
}
