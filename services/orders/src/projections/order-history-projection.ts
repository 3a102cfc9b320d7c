import { OrderEventEnvelope } from '@wine/contracts/orders/order-events';
import type { PoolClient } from '@wine/platform/db/pool';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import type { PgProjection } from '@wine/platform/projections/projection';

export const ORDER_HISTORY_PROJECTION = 'order-history';

// One row per order. An order's events come in stream order; the insert happens once and a
// status only moves forward by position, so redelivery changes nothing.
const schemaSql = `
CREATE TABLE IF NOT EXISTS order_history (
  order_id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  status text NOT NULL,
  lines jsonb NOT NULL,
  totals jsonb NOT NULL,
  placed_at timestamptz NOT NULL,
  placed_position bigint NOT NULL,
  last_position bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS order_history_newest ON order_history (user_id, placed_at DESC, placed_position DESC);
`;

async function applyOne(stored: StoredEvent, client: PoolClient): Promise<void> {
  const event = OrderEventEnvelope.parse(stored);
  switch (event.type) {
    case 'OrderPlaced': {
      const d = event.data;
      await client.query(
        `INSERT INTO order_history (order_id, user_id, status, lines, totals, placed_at, placed_position, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (order_id) DO NOTHING`,
        [
          d.orderId,
          d.userId,
          d.status,
          JSON.stringify(d.lines),
          JSON.stringify(d.totals),
          d.placedAt,
          stored.position,
        ],
      );
      return;
    }
    case 'OrderStatusChanged':
      await client.query(
        `UPDATE order_history SET status = $2, last_position = $3
          WHERE order_id = $1 AND last_position < $3`,
        [event.data.orderId, event.data.to, stored.position],
      );
      return;
    default:
      // Payments and dispatches show through the status changes they come with.
      return;
  }
}

/** The order history read model (getCustomerOrdersV2, getCustomerOrdersByUser). */
export const orderHistoryProjection: PgProjection = {
  kind: 'pg',
  name: ORDER_HISTORY_PROJECTION,
  contexts: ['orders'],
  handles: ['OrderPlaced', 'OrderStatusChanged'],
  schemaSql,
  async apply(events, client) {
    for (const event of events) await applyOne(event, client);
  },
};
