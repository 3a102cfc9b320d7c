import type { MasterWineDetails, ProductDetails } from '@wine/contracts/catalog/wine-details';
import { grapeKeysOf, normalise } from '../search/normalise.ts';

/** A catalogue wine as search and the learning pages need it, from the catalog's events. */
export interface WineRow {
  productId: string;
  /** Only WineListed carries it; a revision in a batch without its listing keeps the stored one. */
  slug: string | undefined;
  name: string;
  producer: string;
  varietal: string;
  region: string;
  country: string;
  wineType: string;
  vintage: number | null;
  bottleSize: string;
  /** Spec section 6: investment wines are for signed-in people, in search as in the shop. */
  investment: boolean;
  rating: number;
  /** Tasting notes and description: what "smoky" or "cherry" finds. */
  notes: string;
  regionKey: string;
  grapeKeys: string[];
  position: string;
}

export function wineRowOf(
  productId: string,
  slug: string | undefined,
  wine: MasterWineDetails,
  product: ProductDetails,
  position: string,
): WineRow {
  return {
    productId,
    slug,
    name: wine.name,
    producer: wine.producer,
    varietal: wine.varietal,
    region: wine.region,
    country: wine.country,
    wineType: wine.wineType,
    vintage: product.vintage,
    bottleSize: product.bottleSize,
    investment: product.category === 'investment',
    rating: wine.rating,
    notes: [...wine.tastingNotes.flatMap((n) => n.notes), wine.description].join(' '),
    regionKey: normalise(wine.region),
    grapeKeys: grapeKeysOf(wine.varietal),
    position,
  };
}
