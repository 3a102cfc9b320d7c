import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { Pool } from '@wine/platform/db/pool';
import { onStreams, readState } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { Logger } from '@wine/platform/observability/logger';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import { orderStreamId, stockStreamId } from '../domain/order-streams.ts';
import { DECLINED_CARD_RESERVATION_MS } from '../domain/reservation-expiry.ts';
import { ORDER_HISTORY_PROJECTION } from '../projections/order-history-projection.ts';
import { orderStream } from './order-stream.ts';
import { releaseStock } from './stock-ledger.ts';

export interface ReservationExpiryDeps {
  pool: Pool;
  store: EventStore;
  clock: () => Date;
  logger: Logger;
  reservationMs: number;
  productName: string;
}

const systemMetadata = (): EventMetadata => ({
  correlationId: `reservation-expiry-${Date.now()}`,
  causationId: null,
  userId: null,
  region: 'GB',
});

/**
 * Cancels one unpaid order whose reservation ran out, its bottles back on sale and the notice to
 * the customer asked for in the same transaction (identity's customer-mail effect delivers it).
 * Answers whether this call expired it: a second sweep, or another process's, finds it done.
 */
export async function expireReservation(deps: ReservationExpiryDeps, orderId: string): Promise<boolean> {
  const streamId = orderStreamId(orderId);
  const before = await readState(deps.store, orderStream, streamId);
  if (before.status === 'none') return false;
  const metadata = systemMetadata();
  const now = deps.clock().toISOString();
  const stockStreams = before.lines.map((l) => stockStreamId(l.productId));
  const expired = await onStreams(deps.store, [streamId, ...stockStreams], async (tx) => {
    if ((await tx.state(orderStream, streamId)).status === 'none') return null;
    const command = {
      type: 'ExpireReservation' as const,
      data: { orderId, reservationMs: deps.reservationMs, productName: deps.productName },
      metadata: { now },
    };
    const { state, events } = await tx.decide(orderStream, streamId, command, metadata);
    if (events.length === 0 || state.status === 'none') return null;
    await releaseStock(tx, state, now, metadata);
    return state;
  });
  if (!expired) return false;
  deps.logger.info({ orderId }, 'unpaid reservation expired; bottles back on sale');
  return true;
}

/**
 * Every `intervalMs`, expires the unpaid orders placed longer ago than a reservation lasts (the
 * order history says which may be; each order's own stream decides). Bounded per round; safe
 * beside another process doing the same (each order is decided under its stream's lock).
 */
export function startReservationSweep(deps: ReservationExpiryDeps, intervalMs = 60_000, perRound = 100) {
  const sweep = async () => {
    const now = deps.clock().getTime();
    const cutoff = new Date(now - deps.reservationMs);
    const declinedCutoff = new Date(now - Math.min(deps.reservationMs, DECLINED_CARD_RESERVATION_MS));
    const { rows } = await deps.pool.query<{ order_id: string }>(
      `SELECT order_id FROM ${pgSchemaOf(ORDER_HISTORY_PROJECTION)}.order_history
        WHERE (status = 'UNPAID_AWAITING_STOCK' AND placed_at < $1)
           OR (status = 'CARD_DECLINE' AND placed_at < $2)
        ORDER BY placed_at LIMIT $3`,
      [cutoff, declinedCutoff, perRound],
    );
    for (const { order_id } of rows) await expireReservation(deps, order_id);
  };
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(sweep)
      .catch((err: unknown) => deps.logger.warn({ err }, 'reservation sweep failed; next round retries'));
  }, intervalMs);
  timer.unref();
  return {
    sweepNow: () => sweep(),
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
