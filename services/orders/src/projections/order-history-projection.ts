import type { OrderEvent } from '@wine/contracts/orders/order-events';
import type { PoolClient } from '@wine/platform/db/pool';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import type { PgProjection } from '@wine/platform/projections/projection';
import { orderEvents } from '../app/order-stream.ts';

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

/** What a batch changes on one order's row: the fields its newer events set, the last one winning. */
interface RowChange {
  lastPosition: bigint;
  status: string | null;
  dispatchId: string | null;
  trackingReference: string | null;
  /** Dispatch, a failed attempt and delivery set the delivery fields together. */
  delivery: { state: string; since: string; nextAttemptAt: string | null } | null;
}

const noChange = (lastPosition: bigint): RowChange => ({
  lastPosition,
  status: null,
  dispatchId: null,
  trackingReference: null,
  delivery: null,
});

// The events that move a row on; payments show through the status changes they come with.
const MOVES = [
  'OrderStatusChanged',
  'DispatchRequested',
  'OrderDispatched',
  'DeliveryAttemptFailed',
  'OrderDelivered',
] as const;
type RowMove = Extract<OrderEvent, { type: (typeof MOVES)[number] }>;
const isRowMove = (event: OrderEvent): event is RowMove => (MOVES as readonly string[]).includes(event.type);

/** Folds one event into its row's change. */
function fold(change: RowChange, event: RowMove): void {
  switch (event.type) {
    case 'OrderStatusChanged':
      change.status = event.data.to;
      return;
    case 'DispatchRequested':
      change.dispatchId = event.data.dispatchId;
      return;
    case 'OrderDispatched':
      change.trackingReference = event.data.trackingReference;
      change.delivery = { state: 'ON_ITS_WAY', since: event.data.dispatchedAt, nextAttemptAt: null };
      return;
    case 'DeliveryAttemptFailed':
      change.delivery = {
        state: 'ATTEMPT_FAILED',
        since: event.data.failedAt,
        nextAttemptAt: event.data.nextAttemptAt,
      };
      return;
    case 'OrderDelivered':
      change.delivery = { state: 'DELIVERED', since: event.data.deliveredAt, nextAttemptAt: null };
      return;
  }
}

const insertSql = `
INSERT INTO order_history (order_id, user_id, status, lines, totals, placed_at, placed_position, last_position)
SELECT p.order_id, p.user_id, p.status, p.lines, p.totals, p.placed_at, p.position, p.position
FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[], $6::timestamptz[], $7::bigint[])
  AS p(order_id, user_id, status, lines, totals, placed_at, position)
ON CONFLICT (order_id) DO NOTHING`;

const updateSql = `
UPDATE order_history h SET
  status = COALESCE(p.status, h.status),
  dispatch_id = COALESCE(p.dispatch_id, h.dispatch_id),
  tracking_reference = COALESCE(p.tracking_reference, h.tracking_reference),
  delivery_state = CASE WHEN p.delivery_state IS NULL THEN h.delivery_state ELSE p.delivery_state END,
  delivery_since = CASE WHEN p.delivery_state IS NULL THEN h.delivery_since ELSE p.delivery_since END,
  next_attempt_at = CASE WHEN p.delivery_state IS NULL THEN h.next_attempt_at ELSE p.next_attempt_at END,
  last_position = p.last_position
FROM unnest($1::uuid[], $2::bigint[], $3::text[], $4::uuid[], $5::text[], $6::text[], $7::timestamptz[], $8::timestamptz[])
  AS p(order_id, last_position, status, dispatch_id, tracking_reference, delivery_state, delivery_since, next_attempt_at)
WHERE h.order_id = p.order_id AND h.last_position < p.last_position`;

/**
 * A batch in three statements, not one per event: the new orders inserted, the rows' positions
 * read, and each row moved on once by the events newer than it (a redelivered one changes nothing).
 */
async function applyBatch(stored: StoredEvent[], client: PoolClient): Promise<void> {
  const events = stored.map((s) => ({ position: BigInt(s.position), event: orderEvents.read(s) }));
  const placed = events.flatMap(({ position, event }) =>
    event.type === 'OrderPlaced' ? [{ position, data: event.data }] : [],
  );
  if (placed.length > 0) {
    await client.query(insertSql, [
      placed.map((p) => p.data.orderId),
      placed.map((p) => p.data.userId),
      placed.map((p) => p.data.status),
      placed.map((p) => JSON.stringify(p.data.lines)),
      placed.map((p) => JSON.stringify(p.data.totals)),
      placed.map((p) => p.data.placedAt),
      placed.map((p) => p.position.toString()),
    ]);
  }
  const moves = events.flatMap(({ position, event }) => (isRowMove(event) ? [{ position, event }] : []));
  if (moves.length === 0) return;
  const { rows } = await client.query<{ order_id: string; last_position: string }>(
    'SELECT order_id::text, last_position::text FROM order_history WHERE order_id = ANY($1::uuid[])',
    [[...new Set(moves.map(({ event }) => event.data.orderId))]],
  );
  const known = new Map(rows.map((r) => [r.order_id, BigInt(r.last_position)]));
  const changes = new Map<string, RowChange>();
  for (const { position, event } of moves) {
    const { orderId } = event.data;
    const at = changes.get(orderId)?.lastPosition ?? known.get(orderId);
    // No row (its OrderPlaced not seen) or already past this event: nothing to move.
    if (at === undefined || position <= at) continue;
    const change = changes.get(orderId) ?? noChange(at);
    fold(change, event);
    change.lastPosition = position;
    changes.set(orderId, change);
  }
  if (changes.size === 0) return;
  const list = [...changes].map(([orderId, change]) => ({ orderId, ...change }));
  await client.query(updateSql, [
    list.map((c) => c.orderId),
    list.map((c) => c.lastPosition.toString()),
    list.map((c) => c.status),
    list.map((c) => c.dispatchId),
    list.map((c) => c.trackingReference),
    list.map((c) => c.delivery?.state ?? null),
    list.map((c) => c.delivery?.since ?? null),
    list.map((c) => c.delivery?.nextAttemptAt ?? null),
  ]);
}

/** The order history read model (getCustomerOrdersV2, getCustomerOrdersByUser). */
export const orderHistoryProjection: PgProjection = {
  kind: 'pg',
  name: ORDER_HISTORY_PROJECTION,
  contexts: ['orders'],
  handles: ['OrderPlaced', ...MOVES],
  schemaSql,
  apply: applyBatch,
};
