import { bottleSizeCaseSlots } from '@wine/contracts/catalog/bottle-size-values';
import type { WineDto } from '@wine/contracts/catalog/wine';

/** Today's wines that fit in the slots a part case has left (a magnum needs 6), in drop order. */
export const caseFillers = (wines: readonly WineDto[], slotsToFill: number, limit: number): WineDto[] =>
  wines.filter((wine) => wine.inStock && bottleSizeCaseSlots[wine.bottleSize] <= slotsToFill).slice(0, limit);
