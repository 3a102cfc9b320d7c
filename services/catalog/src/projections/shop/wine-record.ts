import type { CatalogEvent } from '@wine/contracts/catalog/catalog-events';
import type { MasterWineDetails, ProductDetails } from '@wine/contracts/catalog/wine-details';

/** What the shop read model keeps of one product: everything its DTOs are built from. */
export interface WineRecord {
  productId: string;
  masterWineId: string;
  slug: string;
  masterWine: MasterWineDetails;
  product: ProductDetails;
  publicPricePence: number;
  memberPricePence: number;
  /** What shoppers see: the catalog's bottles less those orders hold (never below 0). */
  stockLevel: number;
  /** The catalog's own count (import, restock), before orders' reservations. */
  catalogStockLevel: number;
  listedAt: string;
  updatedAt: string;
}

export const WINE_EVENT_TYPES = [
  'WineListed',
  'WineDetailsRevised',
  'WinePriceChanged',
  'WineStockAdjusted',
] as const;

export type WineCatalogEvent = Extract<CatalogEvent, { type: (typeof WINE_EVENT_TYPES)[number] }>;

/** Folds one catalog event into a product's record; an event for an unlisted product changes nothing. */
export function applyToRecord(
  record: WineRecord | undefined,
  event: WineCatalogEvent,
): WineRecord | undefined {
  if (event.type === 'WineListed') {
    const { listedAt, ...listing } = event.data;
    return { ...listing, catalogStockLevel: listing.stockLevel, listedAt, updatedAt: listedAt };
  }
  if (record === undefined) return undefined;
  switch (event.type) {
    case 'WineDetailsRevised':
      return {
        ...record,
        masterWine: event.data.masterWine,
        product: event.data.product,
        updatedAt: event.data.revisedAt,
      };
    case 'WinePriceChanged':
      return {
        ...record,
        publicPricePence: event.data.publicPricePence,
        memberPricePence: event.data.memberPricePence,
        updatedAt: event.data.changedAt,
      };
    case 'WineStockAdjusted':
      return {
        ...record,
        stockLevel: event.data.stockLevel,
        catalogStockLevel: event.data.stockLevel,
        updatedAt: event.data.adjustedAt,
      };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** The record as shoppers see it, with `reserved` bottles held by orders. */
export const lessReserved = (record: WineRecord, reserved: number): WineRecord => ({
  ...record,
  stockLevel: Math.max(0, record.catalogStockLevel - reserved),
});

/** A record stored before `catalogStockLevel` existed held the catalog's count as `stockLevel`. */
export const fromStoredDoc = (
  doc: Omit<WineRecord, 'catalogStockLevel'> & { catalogStockLevel?: number },
): WineRecord => ({
  ...doc,
  catalogStockLevel: doc.catalogStockLevel ?? doc.stockLevel,
});
