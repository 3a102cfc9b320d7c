import type { PoolClient } from '@wine/platform/db/pool';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import type { PgProjection } from '@wine/platform/projections/projection';
import { orderEvents } from '../app/stream-reads.ts';

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
ALTER TABLE order_history
  ADD COLUMN IF NOT EXISTS dispatch_id uuid,
  ADD COLUMN IF NOT EXISTS tracking_reference text,
  ADD COLUMN IF NOT EXISTS delivery_state text,
  ADD COLUMN IF NOT EXISTS delivery_since timestamptz,
  ADD COLUMN IF NOT EXISTS next_attempt_at timestamptz;
CREATE INDEX IF NOT EXISTS order_history_by_status ON order_history (status, placed_at);
`;

/** Moves one order's row on, if this event is newer than what the row shows. */
const updateSql = (set: string) =>
  `UPDATE order_history SET ${set}, last_position = $2 WHERE order_id = $1 AND last_position < $2`;

async function applyOne(stored: StoredEvent, client: PoolClient): Promise<void> {
  const event = orderEvents.read(stored);
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
      await client.query(updateSql('status = $3'), [event.data.orderId, stored.position, event.data.to]);
      return;
    case 'DispatchRequested':
      await client.query(updateSql('dispatch_id = $3'), [
        event.data.orderId,
        stored.position,
        event.data.dispatchId,
      ]);
      return;
    case 'OrderDispatched': {
      const { orderId, trackingReference, dispatchedAt } = event.data;
      await client.query(
        updateSql(
          `tracking_reference = $3, delivery_state = 'ON_ITS_WAY', delivery_since = $4, next_attempt_at = NULL`,
        ),
        [orderId, stored.position, trackingReference, dispatchedAt],
      );
      return;
    }
    case 'DeliveryAttemptFailed': {
      const { orderId, failedAt, nextAttemptAt } = event.data;
      await client.query(
        updateSql(`delivery_state = 'ATTEMPT_FAILED', delivery_since = $3, next_attempt_at = $4`),
        [orderId, stored.position, failedAt, nextAttemptAt],
      );
      return;
    }
    case 'OrderDelivered':
      await client.query(
        updateSql(`delivery_state = 'DELIVERED', delivery_since = $3, next_attempt_at = NULL`),
        [event.data.orderId, stored.position, event.data.deliveredAt],
      );
      return;
    default:
      // Payments show through the status changes they come with.
      return;
  }
}

/** The order history read model (getCustomerOrdersV2, getCustomerOrdersByUser). */
export const orderHistoryProjection: PgProjection = {
  kind: 'pg',
  name: ORDER_HISTORY_PROJECTION,
  contexts: ['orders'],
  handles: [
    'OrderPlaced',
    'OrderStatusChanged',
    'DispatchRequested',
    'OrderDispatched',
    'DeliveryAttemptFailed',
    'OrderDelivered',
  ],
  schemaSql,
  async apply(events, client) {
    for (const event of events) await applyOne(event, client);
  },
};
