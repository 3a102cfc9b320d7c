import { IdentityEventEnvelope } from '@wine/contracts/identity/identity-events';
import type { PoolClient } from '@wine/platform/db/pool';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { PgProjection } from '@wine/platform/projections/projection';
import { attendeeStream, festivalStream } from '../app/festival-kinds.ts';

export const FESTIVAL_PROJECTION = 'festival';

/** Identity's events (a festival sign-up), read as identity's contract reads them. */
const identityEvents = streamEvents(IdentityEventEnvelope);

// Festivals, attendees (ticket and token balance), each pour once, and each tasted wine's
// rating. Every write is "newer position wins" or "insert once": redelivery and the order of
// festival and identity events change nothing, so a replay builds the same tables.
const schemaSql = `
CREATE TABLE IF NOT EXISTS festivals (
  festival_id text PRIMARY KEY,
  details jsonb NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  last_position bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS festival_signups (
  user_id uuid PRIMARY KEY,
  signed_up_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS claimed_guests (
  guest_id uuid PRIMARY KEY,
  user_id uuid NOT NULL
);
CREATE INDEX IF NOT EXISTS festival_claimed_guests_user ON claimed_guests (user_id);
CREATE TABLE IF NOT EXISTS attendees (
  festival_id text NOT NULL,
  user_id uuid NOT NULL,
  ticket_id uuid,
  ticket_type_id text,
  ticket_type_name text,
  price_pence integer,
  claimed_at timestamptz,
  token_balance integer NOT NULL,
  last_position bigint NOT NULL,
  PRIMARY KEY (festival_id, user_id)
);
CREATE TABLE IF NOT EXISTS pours (
  redemption_id uuid PRIMARY KEY,
  festival_id text NOT NULL,
  user_id uuid NOT NULL,
  wine_product_id text NOT NULL,
  tokens_spent integer NOT NULL,
  redeemed_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS pours_attendee ON pours (festival_id, user_id);
CREATE TABLE IF NOT EXISTS wine_ratings (
  festival_id text NOT NULL,
  user_id uuid NOT NULL,
  wine_product_id text NOT NULL,
  rating integer NOT NULL,
  notes text NOT NULL,
  last_position bigint NOT NULL,
  PRIMARY KEY (festival_id, user_id, wine_product_id)
);
`;

async function applyOne(stored: StoredEvent, client: PoolClient): Promise<void> {
  const position = stored.position;
  if (stored.type === 'GuestClaimed') {
    // A guest who signed up for the festival, then signed in to their account: the sign-up is
    // the account's too (joined at read time, whichever of the two events comes first).
    const event = identityEvents.read(stored);
    if (event.type !== 'GuestClaimed') return;
    await client.query(
      'INSERT INTO claimed_guests (guest_id, user_id) VALUES ($1, $2) ON CONFLICT (guest_id) DO NOTHING',
      [event.data.guestId, event.data.userId],
    );
    return;
  }
  if (stored.type === 'SignUpDetailsProvided') {
    const event = identityEvents.read(stored);
    if (event.type !== 'SignUpDetailsProvided' || event.data.source !== 'festival') return;
    await client.query(
      `INSERT INTO festival_signups (user_id, signed_up_at) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET signed_up_at = LEAST(festival_signups.signed_up_at, excluded.signed_up_at)`,
      [event.data.userId, event.data.providedAt],
    );
    return;
  }
  if (stored.type === 'FestivalPublished') {
    const { festivalId, details } = festivalStream.events.read(stored).data;
    await client.query(
      `INSERT INTO festivals (festival_id, details, starts_at, ends_at, last_position) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (festival_id) DO UPDATE
         SET details = excluded.details, starts_at = excluded.starts_at, ends_at = excluded.ends_at,
             last_position = excluded.last_position
         WHERE festivals.last_position < excluded.last_position`,
      [festivalId, JSON.stringify(details), details.startsAt, details.endsAt, position],
    );
    return;
  }
  const event = attendeeStream.events.read(stored);
  switch (event.type) {
    case 'FestivalTicketClaimed': {
      const d = event.data;
      // The ticket is written once; the balance only if no later event of the stream was applied.
      await client.query(
        `INSERT INTO attendees (festival_id, user_id, ticket_id, ticket_type_id, ticket_type_name, price_pence,
                                claimed_at, token_balance, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (festival_id, user_id) DO UPDATE
           SET ticket_id = excluded.ticket_id, ticket_type_id = excluded.ticket_type_id,
               ticket_type_name = excluded.ticket_type_name, price_pence = excluded.price_pence,
               claimed_at = excluded.claimed_at,
               token_balance = CASE WHEN attendees.last_position < excluded.last_position
                                    THEN excluded.token_balance ELSE attendees.token_balance END,
               last_position = GREATEST(attendees.last_position, excluded.last_position)`,
        [
          d.festivalId,
          d.userId,
          d.ticketId,
          d.ticketTypeId,
          d.ticketTypeName,
          d.pricePence,
          d.claimedAt,
          d.tokens,
          position,
        ],
      );
      return;
    }
    case 'FestivalTokensRedeemed': {
      const d = event.data;
      await client.query(
        `INSERT INTO attendees (festival_id, user_id, token_balance, last_position) VALUES ($1, $2, $3, $4)
         ON CONFLICT (festival_id, user_id) DO UPDATE
           SET token_balance = excluded.token_balance, last_position = excluded.last_position
           WHERE attendees.last_position < excluded.last_position`,
        [d.festivalId, d.userId, d.tokenBalance, position],
      );
      await client.query(
        `INSERT INTO pours (redemption_id, festival_id, user_id, wine_product_id, tokens_spent, redeemed_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (redemption_id) DO NOTHING`,
        [d.redemptionId, d.festivalId, d.userId, d.wineProductId, d.tokensSpent, d.redeemedAt],
      );
      return;
    }
    case 'FestivalWineRated': {
      const d = event.data;
      await client.query(
        `INSERT INTO wine_ratings (festival_id, user_id, wine_product_id, rating, notes, last_position)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (festival_id, user_id, wine_product_id) DO UPDATE
           SET rating = excluded.rating, notes = excluded.notes, last_position = excluded.last_position
           WHERE wine_ratings.last_position < excluded.last_position`,
        [d.festivalId, d.userId, d.wineProductId, d.rating, d.notes, position],
      );
      return;
    }
    case 'FestivalTicketReserved':
    case 'FestivalTicketReleased':
    case 'FestivalTicketRefundRequested':
      // A held ticket is not the person's yet: the read model shows tickets, not attempts.
      return;
    case 'FestivalTastingNotesErased':
      await client.query('DELETE FROM wine_ratings WHERE festival_id = $1 AND user_id = $2', [
        event.data.festivalId,
        event.data.userId,
      ]);
      return;
    case 'FestivalTicketAdmitted':
      // The door's answer comes from the person's stream; nothing to show here yet.
      return;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/**
 * The festival read model: festivals (GET /api/festivals), attendees and their tasted wines
 * (getFestivalUserData, getFestivalTastedWines), and who signed up through identity's
 * signupUserForFestival, learnt from identity's SignUpDetailsProvided.
 */
export const festivalProjection: PgProjection = {
  kind: 'pg',
  name: FESTIVAL_PROJECTION,
  contexts: ['festival', 'identity'],
  handles: [
    'FestivalPublished',
    'FestivalTicketClaimed',
    'FestivalTokensRedeemed',
    'FestivalWineRated',
    'FestivalTastingNotesErased',
    'SignUpDetailsProvided',
    'GuestClaimed',
  ],
  schemaSql,
  async apply(events, client) {
    for (const stored of events) await applyOne(stored, client);
  },
};
