import { BottleSize } from '@wine/contracts/catalog/bottle-size';
import { guestLimitOf } from '@wine/contracts/catalog/guest-limit';
import type { PoolClient } from '@wine/platform/db/pool';
import { quoteIdent } from '@wine/platform/projections/pg-projector';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import type { Offer } from '../domain/offer.ts';
import { ORDERS_CATALOG_PROJECTION } from '../projections/orders-catalog-projection.ts';

const offersTable = `${quoteIdent(pgSchemaOf(ORDERS_CATALOG_PROJECTION))}.offers`;

interface OfferRow {
  product_id: string;
  name: string | null;
  bottle_size: string;
  public_price_pence: number;
  member_price_pence: number;
  max_quantity_for_guest: number | null;
  stock_level: number;
}

/** The catalog's current word on these products, read inside the checkout's transaction. */
export async function offersFor(
  client: PoolClient,
  productIds: readonly string[],
): Promise<Map<string, Offer>> {
  const { rows } = await client.query<OfferRow>(
    `SELECT product_id, name, bottle_size, public_price_pence, member_price_pence, max_quantity_for_guest, stock_level
       FROM ${offersTable} WHERE product_id = ANY($1)`,
    [productIds],
  );
  return new Map(
    rows.map((r) => [
      r.product_id,
      {
        productId: r.product_id,
        name: r.name,
        bottleSize: BottleSize.parse(r.bottle_size),
        publicPricePence: r.public_price_pence,
        memberPricePence: r.member_price_pence,
        // A wine listed without a limit has the default one (issue 28: 39 of 72 wines had none).
        maxQuantityForGuest: guestLimitOf(r.max_quantity_for_guest),
        stockLevel: r.stock_level,
      },
    ]),
  );
}
