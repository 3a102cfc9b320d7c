import { z } from 'zod';
import { CollectionType } from '../collection-type.ts';
import { WineBadge } from '../wine-badge.ts';
import { BottleSize } from './bottle-size.ts';
import { WineCategory } from './wine-category.ts';
import { WineType } from './wine-type.ts';

export const TastingNoteCategory = z.enum(['aroma', 'taste', 'finish']);
export type TastingNoteCategory = z.infer<typeof TastingNoteCategory>;

export const TastingNote = z
  .object({ category: TastingNoteCategory, notes: z.array(z.string().min(1)).min(1) })
  .meta({ id: 'TastingNote' });
export type TastingNote = z.infer<typeof TastingNote>;

/** Average review stars, 0 when nobody has reviewed it yet. */
export const AverageRating = z.number().min(0).max(5);

/**
 * What a wine is, whatever the vintage or bottle: shared by every product of one master wine.
 * The rating and review count a catalog file carries are kept in its events, but no reader shows
 * them: the shop's come from the reviews context's events (the seed turns them into reviews).
 */
export const MasterWineDetails = z.object({
  name: z.string().min(1).max(200),
  producer: z.string().min(1).max(200),
  varietal: z.string().min(1).max(200),
  region: z.string().min(1).max(100),
  country: z.string().min(1).max(100),
  wineType: WineType,
  description: z.string().min(1).max(4000),
  tastingNotes: z.array(TastingNote),
  foodPairings: z.array(z.string().min(1)),
  /** As shown to the drinker, e.g. '16-18°C'. */
  servingTemperature: z.string().min(1).max(40),
  rating: AverageRating,
  reviewCount: z.int().min(0),
});
export type MasterWineDetails = z.infer<typeof MasterWineDetails>;

/** What makes one sellable product of a master wine, other than its price and stock. */
export const ProductDetails = z.object({
  /** null for a non-vintage wine (most Champagne, many fortified wines). */
  vintage: z.int().min(1800).max(2100).nullable(),
  bottleSize: BottleSize,
  /** Percent alcohol by volume, e.g. 13.5. */
  alcoholContent: z.number().min(0).max(25),
  badges: z.array(WineBadge),
  collectionType: CollectionType,
  category: WineCategory,
  isNewMemberOffer: z.boolean(),
  /** The most a guest or non-member may put in the cart (spec section 5); null for no limit. */
  maxQuantityForGuest: z.int().positive().nullable(),
});
export type ProductDetails = z.infer<typeof ProductDetails>;

/** How an order or a receipt names a product: the wine and its vintage ("Pauillac 2015", "Brut NV"). */
export const productDisplayName = (wineName: string, vintage: number | null): string =>
  `${wineName} ${vintage ?? 'NV'}`;
