import { OrderStatus } from '@wine/contracts/order-status';
import type { CustomerOrdersPage, CustomerOrdersQuery } from '@wine/contracts/orders/checkout';
import {
  DeliveryState,
  deliveryStateLabels,
  type OrderDelivery,
} from '@wine/contracts/orders/order-delivery';
import { OrderLine, OrderTotals } from '@wine/contracts/orders/order-events';
import type { Pool } from '@wine/platform/db/pool';
import { quoteIdent } from '@wine/platform/projections/pg-projector';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import { ORDER_HISTORY_PROJECTION } from '../projections/order-history-projection.ts';
import { orderSummaryOf } from './order-summary.ts';

interface HistoryRow {
  order_id: string;
  status: string;
  lines: unknown;
  totals: unknown;
  placed_at: Date;
  tracking_reference: string | null;
  delivery_state: string | null;
  delivery_since: Date | null;
  next_attempt_at: Date | null;
  total: string;
}

/** The parcel, once the courier has it (a dispatched order). */
function deliveryOf(row: HistoryRow): OrderDelivery | undefined {
  if (row.tracking_reference === null || row.delivery_state === null || row.delivery_since === null)
    return undefined;
  const state = DeliveryState.parse(row.delivery_state);
  return {
    state,
    label: deliveryStateLabels[state],
    trackingReference: row.tracking_reference,
    since: row.delivery_since.toISOString(),
    nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
  };
}

/** Reads the order history read model: one customer's orders, newest first. */
export class OrderHistoryReader {
  private readonly table: string;

  constructor(private readonly pool: Pool) {
    this.table = `${quoteIdent(pgSchemaOf(ORDER_HISTORY_PROJECTION))}.order_history`;
  }

  async page(userId: string, { offset, limit, status }: CustomerOrdersQuery): Promise<CustomerOrdersPage> {
    const { rows } = await this.pool.query<HistoryRow>(
      `SELECT order_id, status, lines, totals, placed_at, tracking_reference, delivery_state, delivery_since,
              next_attempt_at, count(*) OVER () AS total
         FROM ${this.table} WHERE user_id = $1 AND ($4::text IS NULL OR status = $4)
        ORDER BY placed_at DESC, placed_position DESC
        OFFSET $2 LIMIT $3`,
      [userId, offset, limit, status ?? null],
    );
    const total = rows[0] ? Number(rows[0].total) : await this.count(userId, status ?? null);
    const orders = rows.map((r) =>
      orderSummaryOf(
        {
          orderId: r.order_id,
          status: OrderStatus.parse(r.status),
          lines: OrderLine.array().parse(r.lines),
          totals: OrderTotals.parse(r.totals),
          placedAt: r.placed_at.toISOString(),
        },
        deliveryOf(r),
      ),
    );
    return { orders, total, offset, limit };
  }

  // A page past the end has no row to carry the window count.
  private async count(userId: string, status: string | null): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${this.table} WHERE user_id = $1 AND ($2::text IS NULL OR status = $2)`,
      [userId, status],
    );
    return Number(rows[0]?.n ?? 0);
  }
}
