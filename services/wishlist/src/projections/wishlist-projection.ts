import { IdentityEventEnvelope } from '@wine/contracts/identity/identity-events';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { PgProjection } from '@wine/platform/projections/projection';
import { wishlistStream } from '../app/wishlist-stream.ts';

export const WISHLIST_PROJECTION = 'wishlist';

/** Identity's events (a claimed guest), read as identity's contract reads them. */
const identityEvents = streamEvents(IdentityEventEnvelope);

// One row per person and wine they ever mentioned, removals included (saved = false): the
// latest word on a wine, by log position, wins. A claimed guest's rows stay under the guest and
// `claimed_guests` joins them to the account at read time. Every write is "newer position wins"
// or "insert once", so the outcome does not depend on delivery order: wishlist and identity
// events arrive on different topics and may interleave either way, and redelivery changes nothing.
const schemaSql = `
CREATE TABLE IF NOT EXISTS wishlist_marks (
  user_id uuid NOT NULL,
  wine_product_id text NOT NULL,
  saved boolean NOT NULL,
  marked_at timestamptz NOT NULL,
  last_position bigint NOT NULL,
  PRIMARY KEY (user_id, wine_product_id)
);
CREATE TABLE IF NOT EXISTS claimed_guests (
  guest_id uuid PRIMARY KEY,
  user_id uuid NOT NULL
);
CREATE INDEX IF NOT EXISTS claimed_guests_user ON claimed_guests (user_id);
`;

interface Mark {
  userId: string;
  wineProductId: string;
  saved: boolean;
  markedAt: string;
  position: string;
}

function markOf(stored: StoredEvent): Mark {
  // A malformed event throws UnreadableEventError, which the projector dead-letters.
  const event = wishlistStream.events.read(stored);
  const { userId, wineProductId } = event.data;
  return event.type === 'WineAddedToWishlist'
    ? { userId, wineProductId, saved: true, markedAt: event.data.addedAt, position: stored.position }
    : { userId, wineProductId, saved: false, markedAt: event.data.removedAt, position: stored.position };
}

/**
 * The wishlist read model (GET /api/wishlist). Reacts to identity's GuestClaimed by merging the
 * guest's list into the account's: what a guest saved before signing in stays saved.
 */
export const wishlistProjection: PgProjection = {
  kind: 'pg',
  name: WISHLIST_PROJECTION,
  contexts: ['wishlist', 'identity'],
  handles: ['WineAddedToWishlist', 'WineRemovedFromWishlist', 'GuestClaimed'],
  schemaSql,
  async apply(events, client) {
    // The latest mark per person and wine in the batch, so one upsert writes each row once.
    const latest = new Map<string, Mark>();
    const claims: { guestId: string; userId: string }[] = [];
    for (const stored of events) {
      if (stored.type === 'GuestClaimed') {
        const claimed = identityEvents.read(stored);
        if (claimed.type === 'GuestClaimed') claims.push(claimed.data);
        continue;
      }
      const mark = markOf(stored);
      const key = `${mark.userId}|${mark.wineProductId}`;
      const seen = latest.get(key);
      if (!seen || BigInt(seen.position) < BigInt(mark.position)) latest.set(key, mark);
    }
    const marks = [...latest.values()];
    if (marks.length > 0) {
      await client.query(
        `INSERT INTO wishlist_marks (user_id, wine_product_id, saved, marked_at, last_position)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::boolean[], $4::timestamptz[], $5::bigint[])
         ON CONFLICT (user_id, wine_product_id) DO UPDATE
           SET saved = excluded.saved, marked_at = excluded.marked_at, last_position = excluded.last_position
           WHERE wishlist_marks.last_position < excluded.last_position`,
        [
          marks.map((m) => m.userId),
          marks.map((m) => m.wineProductId),
          marks.map((m) => m.saved),
          marks.map((m) => m.markedAt),
          marks.map((m) => m.position),
        ],
      );
    }
    if (claims.length > 0) {
      await client.query(
        `INSERT INTO claimed_guests (guest_id, user_id)
         SELECT * FROM unnest($1::uuid[], $2::uuid[]) ON CONFLICT (guest_id) DO NOTHING`,
        [claims.map((c) => c.guestId), claims.map((c) => c.userId)],
      );
    }
  },
};
