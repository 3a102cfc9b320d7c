import { z } from 'zod';
import { MasterWineId } from './catalog-ids.ts';
import { WineDto } from './wine.ts';
import { AverageRating, TastingNote } from './wine-details.ts';
import { WineType } from './wine-type.ts';

const masterWineFields = {
  id: MasterWineId,
  name: z.string(),
  producer: z.string(),
  varietal: z.string(),
  region: z.string(),
  country: z.string(),
  wineType: WineType,
  rating: AverageRating,
  reviewCount: z.int().min(0),
};

/** One hit of GET /api/master-wine/search. */
export const MasterWineSummary = z
  .object({ ...masterWineFields, thumbnail: z.string() })
  .meta({ id: 'MasterWineSummary' });
export type MasterWineSummary = z.infer<typeof MasterWineSummary>;

export const MASTER_WINE_SEARCH_LIMIT = 20;

export const MasterWineSearchQuery = z.object({ q: z.string().trim().min(1).max(100) });
export type MasterWineSearchQuery = z.infer<typeof MasterWineSearchQuery>;

/** Master wines whose name, producer, varietal or region contains every word of `q`. */
export const MasterWineSearchResult = z
  .object({ masterWines: z.array(MasterWineSummary) })
  .meta({ id: 'MasterWineSearchResult' });
export type MasterWineSearchResult = z.infer<typeof MasterWineSearchResult>;

/** GET /api/mobile-app/shop/master-wine/{id}: the wine and each of its products (vintages, sizes). */
export const MasterWineDto = z
  .object({
    ...masterWineFields,
    description: z.string(),
    tastingNotes: z.array(TastingNote),
    foodPairings: z.array(z.string()),
    servingTemperature: z.string(),
    products: z.array(WineDto),
  })
  .meta({ id: 'MasterWineDto' });
export type MasterWineDto = z.infer<typeof MasterWineDto>;
