import type { PgProjection } from '@wine/platform/projections/projection';
import { attendeeStream } from '../app/festival-kinds.ts';

export const TICKET_HOLDS_PROJECTION = 'festival-ticket-holds';

// Paid tickets held for their payment, for the sweep that expires the ones held too long
// (app/expire-ticket-holds.ts). A hold is written once and marked settled once; a redelivered
// reservation never reopens a settled hold, so a replay builds the same table.
const schemaSql = `
CREATE TABLE IF NOT EXISTS ticket_holds (
  ticket_id uuid PRIMARY KEY,
  festival_id text NOT NULL,
  user_id uuid NOT NULL,
  reserved_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX IF NOT EXISTS ticket_holds_open ON ticket_holds (reserved_at) WHERE settled_at IS NULL;
`;

/** The open holds of paid tickets: reserved, and neither paid for nor given back yet. */
export const ticketHoldsProjection: PgProjection = {
  kind: 'pg',
  name: TICKET_HOLDS_PROJECTION,
  contexts: ['festival'],
  handles: ['FestivalTicketReserved', 'FestivalTicketClaimed', 'FestivalTicketReleased'],
  schemaSql,
  async apply(events, client) {
    for (const stored of events) {
      const event = attendeeStream.events.read(stored);
      if (event.type === 'FestivalTicketReserved') {
        const { ticketId, festivalId, userId, reservedAt } = event.data;
        await client.query(
          `INSERT INTO ticket_holds (ticket_id, festival_id, user_id, reserved_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (ticket_id) DO NOTHING`,
          [ticketId, festivalId, userId, reservedAt],
        );
      } else if (event.type === 'FestivalTicketClaimed' || event.type === 'FestivalTicketReleased') {
        const settledAt =
          event.type === 'FestivalTicketClaimed' ? event.data.claimedAt : event.data.releasedAt;
        await client.query(
          'UPDATE ticket_holds SET settled_at = $2 WHERE ticket_id = $1 AND settled_at IS NULL',
          [event.data.ticketId, settledAt],
        );
      }
    }
  },
};
