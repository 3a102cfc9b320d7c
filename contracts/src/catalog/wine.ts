import { z } from 'zod';
import { CollectionType } from '../collection-type.ts';
import { Pence } from '../money.ts';
import { StockUrgency } from '../stock-urgency.ts';
import { WineBadge } from '../wine-badge.ts';
import { BottleSize } from './bottle-size.ts';
import { MasterWineId, ProductId, Slug } from './catalog-ids.ts';
import { WineCategory } from './wine-category.ts';
import { AverageRating, TastingNote } from './wine-details.ts';
import { WineType } from './wine-type.ts';

export const WineImage = z
  .object({ id: z.string(), url: z.string(), alt: z.string(), isPrimary: z.boolean() })
  .meta({ id: 'WineImage' });
export type WineImage = z.infer<typeof WineImage>;

// Prices are pence. Spec section 6: only members see the member price, so a guest's
// `memberPrice` is null and `memberSavingPercent` (spec section 9's discount rule) lets the
// storefront say "Members save N%"; a member gets both prices.
const priceFields = {
  publicPrice: Pence,
  memberPrice: Pence.nullable(),
  memberSavingPercent: z.int().min(0).max(100),
};

/** One sellable product (a vintage in a bottle size) with its master wine's details. */
export const WineDto = z
  .object({
    id: ProductId,
    slug: Slug,
    name: z.string(),
    producer: z.string(),
    varietal: z.string(),
    /** null for a non-vintage wine. */
    vintage: z.int().nullable(),
    region: z.string(),
    country: z.string(),
    description: z.string(),
    ...priceFields,
    isNewMemberOffer: z.boolean(),
    inStock: z.boolean(),
    stockLevel: z.int().min(0),
    stockUrgency: StockUrgency,
    /** Percent alcohol by volume. */
    alcoholContent: z.number(),
    servingTemperature: z.string(),
    foodPairings: z.array(z.string()),
    images: z.array(WineImage),
    rating: AverageRating,
    reviewCount: z.int().min(0),
    tastingNotes: z.array(TastingNote),
    badges: z.array(WineBadge),
    bottleSize: BottleSize,
    collectionType: CollectionType,
    category: WineCategory,
    masterWineId: MasterWineId,
    wineType: WineType,
    /** Null when there is no limit (spec section 5: members are never limited). */
    maxQuantityForGuest: z.int().positive().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'WineDto' });
export type WineDto = z.infer<typeof WineDto>;

/** What a shop card needs. */
export const WineListItem = z
  .object({
    id: ProductId,
    slug: Slug,
    name: z.string(),
    producer: z.string(),
    ...priceFields,
    /** URL of the primary image. */
    thumbnail: z.string(),
    rating: AverageRating,
    reviewCount: z.int().min(0),
    inStock: z.boolean(),
    stockUrgency: StockUrgency,
    vintage: z.int().nullable(),
    varietal: z.string(),
    region: z.string(),
    country: z.string(),
    wineType: WineType,
    category: WineCategory,
    badges: z.array(WineBadge),
    bottleSize: BottleSize,
  })
  .meta({ id: 'WineListItem' });
export type WineListItem = z.infer<typeof WineListItem>;

/** Body of the named call getWineProductDto (spec section 7). */
export const GetWineProductDtoRequest = z
  .object({ wineProductId: ProductId })
  .meta({ id: 'GetWineProductDtoRequest' });
export type GetWineProductDtoRequest = z.infer<typeof GetWineProductDtoRequest>;

/** Featured wines for the home page (spec section 9: rating at least 4.5, 6 by default). */
export const FEATURED_MIN_RATING = 4.5;
export const FEATURED_DEFAULT_LIMIT = 6;

export const FeaturedWinesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(FEATURED_DEFAULT_LIMIT),
});
export type FeaturedWinesQuery = z.infer<typeof FeaturedWinesQuery>;

export const WineList = z.object({ items: z.array(WineListItem) }).meta({ id: 'WineList' });
export type WineList = z.infer<typeof WineList>;
