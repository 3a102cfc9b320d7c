import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { Pool } from '@wine/platform/db/pool';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { quoteIdent } from '@wine/platform/projections/pg-projector';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import { decideOnOrder } from '../app/decide-on-order.ts';
import type { PlacedOrder } from '../domain/order.ts';
import { ORDER_HISTORY_PROJECTION } from '../projections/order-history-projection.ts';

export interface WarehouseDeps {
  pool: Pool;
  store: EventStore;
  clock: () => Date;
  productName: string;
  metadata: EventMetadata;
}

export interface DispatchRequestRow {
  dispatchId: string;
  userId: string;
  orderIds: string[];
  caseSlots: number;
}

const history = () => `${quoteIdent(pgSchemaOf(ORDER_HISTORY_PROJECTION))}.order_history`;

/** The dispatches waiting for the courier, oldest first (from the order history read model). */
export async function listDispatchRequests(pool: Pool): Promise<DispatchRequestRow[]> {
  const { rows } = await pool.query<{
    dispatch_id: string;
    user_id: string;
    order_ids: string[];
    slots: string;
  }>(
    `SELECT dispatch_id, min(user_id::text) AS user_id, array_agg(order_id::text ORDER BY placed_at) AS order_ids,
            sum((totals->>'caseSlots')::int) AS slots
       FROM ${history()} WHERE status = 'DISPATCH_REQUESTED' AND dispatch_id IS NOT NULL
      GROUP BY dispatch_id ORDER BY min(last_position)`,
  );
  return rows.map((r) => ({
    dispatchId: r.dispatch_id,
    userId: r.user_id,
    orderIds: r.order_ids,
    caseSlots: Number(r.slots),
  }));
}

/**
 * A courier booked by hand: every order of the dispatch is recorded shipped with its tracking
 * reference, through the same decision as the courier's own report (so the customer gets the
 * same e-mail, and a later report from a courier changes nothing).
 */
export async function markDispatched(
  deps: WarehouseDeps,
  dispatchId: string,
  trackingReference: string,
): Promise<PlacedOrder[]> {
  const { rows } = await deps.pool.query<{ order_id: string }>(
    `SELECT order_id FROM ${history()} WHERE dispatch_id = $1 ORDER BY placed_at`,
    [dispatchId],
  );
  if (rows.length === 0) throw new NotFoundError(`Dispatch ${dispatchId} not found`, { dispatchId });
  const now = deps.clock().toISOString();
  const shipped: PlacedOrder[] = [];
  for (const { order_id: orderId } of rows) {
    const data = {
      orderId,
      dispatchId,
      trackingReference,
      productName: deps.productName,
      reportedBy: 'operations' as const,
      shippedAt: now,
    };
    const { order } = await decideOnOrder(
      deps.store,
      { type: 'RecordShipment', data, metadata: { now } },
      deps.metadata,
    );
    shipped.push(order);
  }
  return shipped;
}

export async function holdOrder(deps: WarehouseDeps, orderId: string): Promise<PlacedOrder> {
  const now = deps.clock().toISOString();
  const { order } = await decideOnOrder(
    deps.store,
    { type: 'HoldDispatch', data: { orderId, by: 'operations' }, metadata: { now } },
    deps.metadata,
  );
  return order;
}

export async function releaseOrder(deps: WarehouseDeps, orderId: string): Promise<PlacedOrder> {
  const now = deps.clock().toISOString();
  const command = {
    type: 'ReleaseDispatchHold' as const,
    data: { orderId, by: 'operations' as const },
    metadata: { now },
  };
  const { order } = await decideOnOrder(deps.store, command, deps.metadata);
  return order;
}
