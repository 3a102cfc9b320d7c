import type { MessageKind } from '@wine/contracts/messaging/message-kinds';
import type { Pool } from '@wine/platform/db/pool';
import { quoteIdent } from '@wine/platform/projections/pg-projector';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import { AUDIENCE_PROJECTION } from '../projections/audience-projection.ts';
import type { WineLine } from '../templates/alert-templates.ts';

const schema = () => quoteIdent(pgSchemaOf(AUDIENCE_PROJECTION));
const column: Record<MessageKind, string> = {
  nextDrop: 'next_drop',
  backInStock: 'back_in_stock',
  hotSwapDeals: 'hot_swap_deals',
};

export interface WineNow extends WineLine {
  available: number;
}
interface WineRow {
  product_id: string;
  name: string;
  slug: string;
  public_price_pence: number;
  member_price_pence: number;
  available: number;
}
const wineOf = (r: WineRow): WineNow & { productId: string } => ({
  productId: r.product_id,
  name: r.name,
  slug: r.slug,
  publicPricePence: r.public_price_pence,
  memberPricePence: r.member_price_pence,
  available: r.available,
});
const wineColumns = `product_id, name, slug, public_price_pence, member_price_pence, stock_level - reserved AS available`;

/** Queries on the messaging read model (audience-projection.ts). */
export class AudienceReader {
  constructor(private readonly pool: Pool) {}

  /** When the person's preferences turned the kind on, or null while it is off. */
  async optedInSince(userId: string, kind: MessageKind): Promise<string | null> {
    const { rows } = await this.pool.query<{ saved_at: Date }>(
      `SELECT saved_at FROM ${schema()}.messaging_preferences WHERE user_id = $1 AND ${column[kind]}`,
      [userId],
    );
    return rows[0]?.saved_at.toISOString() ?? null;
  }

  /** Everyone with the kind on, and since when. */
  async optedIn(kind: MessageKind): Promise<{ userId: string; since: string }[]> {
    const { rows } = await this.pool.query<{ user_id: string; saved_at: Date }>(
      `SELECT user_id, saved_at FROM ${schema()}.messaging_preferences WHERE ${column[kind]} ORDER BY user_id`,
    );
    return rows.map((r) => ({ userId: r.user_id, since: r.saved_at.toISOString() }));
  }

  /** Listed wines among these, with the bottles a shopper can buy now. */
  async wines(productIds: readonly string[]): Promise<Map<string, WineNow>> {
    const { rows } = await this.pool.query<WineRow>(
      `SELECT ${wineColumns} FROM ${schema()}.messaging_wines WHERE product_id = ANY($1) AND name IS NOT NULL`,
      [productIds],
    );
    return new Map(rows.map((r) => [r.product_id, wineOf(r)]));
  }

  /** Today's best deals: in stock, the biggest member saving first. */
  async bestDeals(limit: number): Promise<WineNow[]> {
    const { rows } = await this.pool.query<WineRow>(
      `SELECT ${wineColumns} FROM ${schema()}.messaging_wines
        WHERE name IS NOT NULL AND stock_level - reserved > 0 AND public_price_pence > 0
        ORDER BY (public_price_pence - member_price_pence)::float / public_price_pence DESC, product_id
        LIMIT $1`,
      [limit],
    );
    return rows.map(wineOf);
  }

  /** Back-in-stock alerts held since before `heldBefore`, not yet settled. */
  async alertsDue(heldBefore: Date): Promise<{ alertId: string; userId: string; productId: string }[]> {
    const { rows } = await this.pool.query<{ alert_id: string; user_id: string; product_id: string }>(
      `SELECT alert_id, user_id, product_id FROM ${schema()}.messaging_held_alerts
        WHERE NOT settled AND held_at <= $1 ORDER BY held_at LIMIT 500`,
      [heldBefore],
    );
    return rows.map((r) => ({ alertId: r.alert_id, userId: r.user_id, productId: r.product_id }));
  }

  /** Broadcasts due by `now` and not yet sent. */
  async broadcastsDue(
    now: Date,
  ): Promise<{ kind: 'nextDrop' | 'hotSwapDeals'; key: string; productIds: string[] }[]> {
    const { rows } = await this.pool.query<{
      kind: 'nextDrop' | 'hotSwapDeals';
      key: string;
      product_ids: string[];
    }>(
      `SELECT kind, key, product_ids FROM ${schema()}.messaging_broadcasts WHERE NOT sent AND due_at <= $1 ORDER BY due_at`,
      [now],
    );
    return rows.map((r) => ({ kind: r.kind, key: r.key, productIds: r.product_ids }));
  }
}
