import { productDisplayName } from '@wine/contracts/catalog/wine-details';
import type { PoolClient } from '@wine/platform/db/pool';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import type { PgProjection } from '@wine/platform/projections/projection';
import {
  broadcastEvents,
  catalogWineEvents,
  customerMessagingEvents,
  identityEvents,
  orderStockEvents,
} from '../app/followed-events.ts';

export const AUDIENCE_PROJECTION = 'messaging-audience';

// What the messaging context reads before it sends: who wants which kind (identity's
// preferences), each wine's name, prices and the stock shoppers can buy (the catalog's count less
// the bottles orders hold, as the shop shows it), the back-in-stock alerts waiting for their
// second look, and the broadcasts due. Preferences and wine details: newer position wins.
// Reservations are added up, which the projector's checkpoint (same transaction) keeps exact.
const schemaSql = `
CREATE TABLE IF NOT EXISTS messaging_preferences (
  user_id uuid PRIMARY KEY,
  next_drop boolean NOT NULL,
  back_in_stock boolean NOT NULL,
  hot_swap_deals boolean NOT NULL,
  saved_at timestamptz NOT NULL,
  last_position bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS messaging_wines (
  product_id text PRIMARY KEY,
  name text,
  slug text,
  public_price_pence int,
  member_price_pence int,
  stock_level int,
  reserved int NOT NULL DEFAULT 0,
  last_position bigint NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS messaging_held_alerts (
  user_id uuid NOT NULL,
  alert_id text NOT NULL,
  product_id text NOT NULL,
  held_at timestamptz NOT NULL,
  settled boolean NOT NULL DEFAULT false,
  PRIMARY KEY (user_id, alert_id)
);
CREATE INDEX IF NOT EXISTS messaging_held_alerts_open ON messaging_held_alerts (held_at) WHERE NOT settled;
CREATE TABLE IF NOT EXISTS messaging_broadcasts (
  kind text NOT NULL,
  key text NOT NULL,
  due_at timestamptz NOT NULL,
  product_ids text[] NOT NULL,
  sent boolean NOT NULL DEFAULT false,
  PRIMARY KEY (kind, key)
);
`;

async function applyOne(stored: StoredEvent, client: PoolClient): Promise<void> {
  const position = stored.position;
  switch (stored.type) {
    case 'NotificationPreferencesSaved': {
      const saved = identityEvents.read(stored);
      if (saved.type !== 'NotificationPreferencesSaved') return;
      const { userId, preferences: p, savedAt } = saved.data;
      await client.query(
        `INSERT INTO messaging_preferences VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id) DO UPDATE SET next_drop = excluded.next_drop, back_in_stock = excluded.back_in_stock,
           hot_swap_deals = excluded.hot_swap_deals, saved_at = excluded.saved_at, last_position = excluded.last_position
         WHERE messaging_preferences.last_position < excluded.last_position`,
        [userId, p.nextDrop, p.backInStock, p.hotSwapDeals, savedAt, position],
      );
      return;
    }
    case 'WineListed':
    case 'WineDetailsRevised':
    case 'WinePriceChanged':
    case 'WineStockAdjusted': {
      const event = catalogWineEvents.read(stored);
      const { productId } = event.data;
      const set =
        event.type === 'WineListed'
          ? {
              name: productDisplayName(event.data.masterWine.name, event.data.product.vintage),
              slug: event.data.slug,
              public_price_pence: event.data.publicPricePence,
              member_price_pence: event.data.memberPricePence,
              stock_level: event.data.stockLevel,
            }
          : event.type === 'WineDetailsRevised'
            ? { name: productDisplayName(event.data.masterWine.name, event.data.product.vintage) }
            : event.type === 'WinePriceChanged'
              ? {
                  public_price_pence: event.data.publicPricePence,
                  member_price_pence: event.data.memberPricePence,
                }
              : { stock_level: event.data.stockLevel };
      const columns = Object.keys(set);
      await client.query(
        `INSERT INTO messaging_wines (product_id, last_position, ${columns.join(', ')})
         VALUES ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')})
         ON CONFLICT (product_id) DO UPDATE SET last_position = excluded.last_position,
           ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}
         WHERE messaging_wines.last_position < excluded.last_position`,
        [productId, position, ...Object.values(set)],
      );
      return;
    }
    case 'StockReserved':
    case 'StockReleased': {
      const { type, data } = orderStockEvents.read(stored);
      await client.query(
        `INSERT INTO messaging_wines (product_id, reserved) VALUES ($1, $2)
         ON CONFLICT (product_id) DO UPDATE SET reserved = messaging_wines.reserved + excluded.reserved`,
        [data.productId, type === 'StockReserved' ? data.quantity : -data.quantity],
      );
      return;
    }
    case 'BackInStockAlertHeld':
    case 'BackInStockAlertSettled': {
      const event = customerMessagingEvents.read(stored);
      if (event.type === 'BackInStockAlertHeld') {
        const { alertId, userId, productId, heldAt } = event.data;
        await client.query(
          'INSERT INTO messaging_held_alerts VALUES ($1, $2, $3, $4, false) ON CONFLICT DO NOTHING',
          [userId, alertId, productId, heldAt],
        );
      } else if (event.type === 'BackInStockAlertSettled') {
        await client.query(
          'UPDATE messaging_held_alerts SET settled = true WHERE user_id = $1 AND alert_id = $2',
          [event.data.userId, event.data.alertId],
        );
      }
      return;
    }
    case 'BroadcastDue':
    case 'BroadcastSent': {
      const event = broadcastEvents.read(stored);
      if (event.type === 'BroadcastDue') {
        const { kind, key, dueAt, productIds } = event.data;
        await client.query(
          'INSERT INTO messaging_broadcasts VALUES ($1, $2, $3, $4, false) ON CONFLICT DO NOTHING',
          [kind, key, dueAt, productIds],
        );
      } else {
        await client.query('UPDATE messaging_broadcasts SET sent = true WHERE kind = $1 AND key = $2', [
          event.data.kind,
          event.data.key,
        ]);
      }
      return;
    }
    default:
      return;
  }
}

/** The messaging context's read model: what deciding to send reads. */
export const audienceProjection: PgProjection = {
  kind: 'pg',
  name: AUDIENCE_PROJECTION,
  contexts: ['identity', 'catalog', 'orders', 'messaging'],
  handles: [
    'NotificationPreferencesSaved',
    'WineListed',
    'WineDetailsRevised',
    'WinePriceChanged',
    'WineStockAdjusted',
    'StockReserved',
    'StockReleased',
    'BackInStockAlertHeld',
    'BackInStockAlertSettled',
    'BroadcastDue',
    'BroadcastSent',
  ],
  schemaSql,
  async apply(events, client) {
    // In log order: a batch rarely holds more than a handful of these (stock moves are the most).
    for (const stored of events) await applyOne(stored, client);
  },
};
