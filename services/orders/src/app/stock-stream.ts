import { type StockEvent, StockEventEnvelope } from '@wine/contracts/orders/order-events';
import type { StreamKind } from '@wine/platform/domain/handle-command';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import { z } from 'zod';
import type { Stock } from '../domain/stock.ts';
import type { StockCommand } from '../domain/stock-commands.ts';
import { stockDecider } from '../domain/stock-decider.ts';

export const stockEvents = streamEvents(StockEventEnvelope);

// A product's reservations are its hottest stream: every checkout of it appends there. Each
// command starts from the stream's snapshot (the command path writes it with the events, in
// the same statement) and folds only the events after it, so a checkout costs the same on the
// 10,000th order.

const StockSnapshot = z.object({ reserved: z.int().min(0) });

/** A product's reservations, read from and written with its snapshot. */
export const stockStream: StreamKind<StockCommand, Stock, StockEvent> = {
  decider: stockDecider,
  events: stockEvents,
  snapshot: StockSnapshot,
};
