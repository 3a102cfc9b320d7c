import type { TastingNoteCategory } from '@wine/contracts/catalog/wine-details';

export const tastingNoteLabels: Readonly<Record<TastingNoteCategory, string>> = {
  aroma: 'Aroma',
  taste: 'Taste',
  finish: 'Finish',
};
