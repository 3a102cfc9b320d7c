import type { WishlistItem } from '@wine/contracts/wishlist/wishlist';
import type { Pool } from '@wine/platform/db/pool';
import { quoteIdent } from '@wine/platform/projections/pg-projector';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import { WISHLIST_PROJECTION } from '../projections/wishlist-projection.ts';

/** Reads the wishlist read model: a person's own marks merged with those of guests they claimed. */
export class WishlistReader {
  private readonly schema: string;

  constructor(private readonly pool: Pool) {
    this.schema = quoteIdent(pgSchemaOf(WISHLIST_PROJECTION));
  }

  /** Saved wines, most recently saved first; per wine the latest mark of any of the merged lists wins. */
  async savedWines(userId: string): Promise<WishlistItem[]> {
    const { rows } = await this.pool.query<{ wine_product_id: string; marked_at: Date }>(
      `SELECT wine_product_id, marked_at FROM (
         SELECT DISTINCT ON (wine_product_id) wine_product_id, saved, marked_at
           FROM ${this.schema}.wishlist_marks
          WHERE user_id = $1
             OR user_id IN (SELECT guest_id FROM ${this.schema}.claimed_guests WHERE user_id = $1)
          ORDER BY wine_product_id, last_position DESC) latest
        WHERE saved
        ORDER BY marked_at DESC, wine_product_id`,
      [userId],
    );
    return rows.map((r) => ({ wineProductId: r.wine_product_id, addedAt: r.marked_at.toISOString() }));
  }
}
