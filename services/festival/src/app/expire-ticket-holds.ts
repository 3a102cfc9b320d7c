import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { Pool } from '@wine/platform/db/pool';
import { onStreams, readState } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { Logger } from '@wine/platform/observability/logger';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import { startPeriodic } from '@wine/platform/runtime/periodic';
import { attendeeStreamId } from '../domain/festival-streams.ts';
import { TICKET_HOLD_MS } from '../domain/ticket-hold.ts';
import { TICKET_HOLDS_PROJECTION } from '../projections/ticket-holds-projection.ts';
import type { FullSlices } from './claim-ticket.ts';
import { attendeeStream } from './festival-kinds.ts';
import { outcomeStreams, releaseHeld, reopenIfReleased } from './ticket-payment.ts';

export interface HoldSweepDeps {
  pool: Pool;
  store: EventStore;
  clock: () => Date;
  /** This process's claims' memory of full slices: an expired hold reopens its slice. */
  fullSlices: FullSlices;
}

interface Hold {
  festivalId: string;
  userId: string;
  ticketId: string;
}

/**
 * Gives back one paid ticket held longer than a hold lasts, its slice counting it back in the
 * same transaction (the person's stream decides, under its lock and the slice's). Answers whether
 * this call gave it back: a hold paid for meanwhile, or expired by another sweep, is left alone.
 */
export async function expireTicketHold(deps: HoldSweepDeps, hold: Hold): Promise<boolean> {
  const attendeeId = attendeeStreamId(hold.festivalId, hold.userId);
  const streams = outcomeStreams(
    hold,
    await readState(deps.store, attendeeStream, attendeeId),
    hold.ticketId,
  );
  if (streams.length < 2) return false;
  const metadata: EventMetadata = {
    correlationId: `festival-hold-expiry-${hold.ticketId}`,
    causationId: null,
    userId: null,
    region: 'GB',
  };
  const command = {
    type: 'ExpireTicketHold' as const,
    data: hold,
    metadata: { now: deps.clock().toISOString() },
  };
  const { expired, after } = await onStreams(deps.store, streams, async (tx) => {
    const heldBefore = (await tx.state(attendeeStream, attendeeId)).reservation !== null;
    const state = await releaseHeld(tx, hold, command, metadata);
    return { expired: heldBefore && state.reservation === null, after: state };
  });
  reopenIfReleased(deps.fullSlices, streams, after);
  return expired;
}

/** Expires the holds older than TICKET_HOLD_MS, at most `perRound`, oldest first; answers how many. */
export async function expireTicketHolds(deps: HoldSweepDeps, perRound = 100): Promise<number> {
  const cutoff = new Date(deps.clock().getTime() - TICKET_HOLD_MS);
  const { rows } = await deps.pool.query<{ festival_id: string; user_id: string; ticket_id: string }>(
    `SELECT festival_id, user_id, ticket_id FROM ${pgSchemaOf(TICKET_HOLDS_PROJECTION)}.ticket_holds
      WHERE settled_at IS NULL AND reserved_at <= $1 ORDER BY reserved_at LIMIT $2`,
    [cutoff, perRound],
  );
  let expired = 0;
  for (const row of rows) {
    const hold = { festivalId: row.festival_id, userId: row.user_id, ticketId: row.ticket_id };
    if (await expireTicketHold(deps, hold)) expired++;
  }
  return expired;
}

/**
 * Every minute, the sweep of expired holds (a person who left at the bank's 3-D Secure page).
 * Safe beside another process's sweep: each hold is decided under its person's lock.
 */
export const startHoldSweep = (deps: HoldSweepDeps, logger: Pick<Logger, 'warn'>, intervalMs = 60_000) =>
  startPeriodic('festival hold sweep', intervalMs, () => expireTicketHolds(deps), logger);
