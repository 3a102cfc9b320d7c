import type { BottleSize } from '@wine/contracts/catalog/bottle-size';

/** What orders knows of a product for sale, learned from the catalog's events. */
export interface Offer {
  productId: string;
  /** The catalog's name for it (wine and vintage); null until the projection has one. */
  name: string | null;
  bottleSize: BottleSize;
  publicPricePence: number;
  memberPricePence: number;
  /** The most a guest or non-member may hold at once: the wine's own, or the default. */
  maxQuantityForGuest: number;
  /** The catalog's stock level: the bottles offered for sale, reservations included. */
  stockLevel: number;
}
