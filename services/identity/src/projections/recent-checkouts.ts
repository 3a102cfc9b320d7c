import { createHash } from 'node:crypto';
import { normalizeEmail } from '@wine/contracts/identity/contact';
import { OrderEventEnvelope } from '@wine/contracts/orders/order-events';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { PgProjection } from '@wine/platform/projections/projection';
import { userStream } from '../app/users/user-stream.ts';

export const RECENT_CHECKOUTS = 'identity-recent-checkouts';

/**
 * The e-mail a checkout was completed with, as a digest: the read model only compares it.
 * Unkeyed so the projection needs no secret (and replays anywhere); rows live a day at most.
 */
export const checkoutEmailDigest = (email: string) =>
  createHash('sha256').update(normalizeEmail(email)).digest('base64url');

const KEPT_MS = 24 * 60 * 60_000;

/** Orders' events, read as orders' contract reads them. */
const orderEvents = streamEvents(OrderEventEnvelope);

/**
 * Checkouts completed in the last day, fed by the orders context, for getCustomTokenForEmail.
 * Checkouts completed on the server carry no e-mail (the buyer's proved one is compared when the
 * token is asked for); early ones, completed by the browser, the digest of the one they named.
 * Follows the buyer: a guest claimed by an account hands its checkouts to it, and an erased
 * person's rows go.
 */
export const recentCheckoutsProjection: PgProjection = {
  kind: 'pg',
  name: RECENT_CHECKOUTS,
  contexts: ['orders', 'identity'],
  handles: ['CheckoutCompleted', 'GuestClaimed', 'PersonalDataErased'],
  schemaSql: `
    CREATE TABLE IF NOT EXISTS recent_checkouts (
      checkout_id uuid PRIMARY KEY, email_digest text, user_id uuid NOT NULL,
      completed_at timestamptz NOT NULL);
    ALTER TABLE recent_checkouts ALTER COLUMN email_digest DROP NOT NULL;
    CREATE INDEX IF NOT EXISTS recent_checkouts_user ON recent_checkouts (user_id);
    CREATE INDEX IF NOT EXISTS recent_checkouts_completed ON recent_checkouts (completed_at);`,
  async apply(events, client) {
    // Checkouts are inserted together, up to the next event that moves or removes rows.
    let checkouts: { checkoutId: string; digest: string | null; userId: string; completedAt: string }[] = [];
    // With `pruneBefore` (the batch's last statement), in the same round trip: the rows older than
    // it go, and checkouts older than it are not inserted, as if inserted and then pruned.
    const insertCheckouts = async (pruneBefore?: Date) => {
      if (checkouts.length === 0) return;
      await client.query(
        `WITH pruned AS (DELETE FROM recent_checkouts WHERE completed_at < $5)
         INSERT INTO recent_checkouts (checkout_id, email_digest, user_id, completed_at)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::timestamptz[]) AS c(id, digest, user_id, at)
          WHERE $5::timestamptz IS NULL OR c.at >= $5
         ON CONFLICT (checkout_id) DO NOTHING`,
        [
          checkouts.map((c) => c.checkoutId),
          checkouts.map((c) => c.digest),
          checkouts.map((c) => c.userId),
          checkouts.map((c) => c.completedAt),
          pruneBefore ?? null,
        ],
      );
      checkouts = [];
    };
    for (const stored of events) {
      const event =
        stored.type === 'CheckoutCompleted' ? orderEvents.read(stored) : userStream.events.read(stored);
      if (event.type === 'CheckoutCompleted') {
        const { checkoutId, email, userId, completedAt } = event.data;
        const digest = email === undefined ? null : checkoutEmailDigest(email);
        checkouts.push({ checkoutId, digest, userId, completedAt });
      } else if (event.type === 'GuestClaimed') {
        await insertCheckouts();
        const { guestId, userId } = event.data;
        await client.query('UPDATE recent_checkouts SET user_id = $2 WHERE user_id = $1', [guestId, userId]);
      } else if (event.type === 'PersonalDataErased') {
        await insertCheckouts();
        const { userId } = event.data;
        await client.query('DELETE FROM recent_checkouts WHERE user_id = $1', [userId]);
      }
    }
    // Pruned by the log's time, not the wall clock, so a replay builds the same table.
    const latest = events.at(-1)?.occurredAt;
    const pruneBefore = latest ? new Date(Date.parse(latest) - KEPT_MS) : undefined;
    if (checkouts.length > 0) await insertCheckouts(pruneBefore);
    else if (pruneBefore)
      await client.query('DELETE FROM recent_checkouts WHERE completed_at < $1', [pruneBefore]);
  },
};
