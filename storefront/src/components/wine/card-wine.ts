import type { WineDto, WineImage, WineListItem } from '@wine/contracts/catalog/wine';

/** What a wine card shows: a list item as is, or a full wine (the drop) reduced to it. */
export type CardWine = Pick<
  WineListItem,
  | 'slug'
  | 'name'
  | 'producer'
  | 'publicPrice'
  | 'memberPrice'
  | 'memberSavingPercent'
  | 'rating'
  | 'reviewCount'
  | 'stockUrgency'
  | 'vintage'
  | 'varietal'
  | 'region'
  | 'country'
  | 'wineType'
  | 'badges'
  | 'thumbnail'
>;

/** The image flagged primary, else the first; undefined when the wine has none. */
export const primaryImage = (images: readonly WineImage[]): WineImage | undefined =>
  images.find((image) => image.isPrimary) ?? images[0];

export function cardWineFromDto(wine: WineDto): CardWine {
  return { ...wine, thumbnail: primaryImage(wine.images)?.url ?? '' };
}
