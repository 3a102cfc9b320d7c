import { type Festival, FestivalDetails } from '@wine/contracts/festival/festival';
import type { TastedWine } from '@wine/contracts/festival/festival-calls';
import type { Pool } from '@wine/platform/db/pool';
import { quoteIdent } from '@wine/platform/projections/pg-projector';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import { hasEnded, isRunning } from '../domain/schedule.ts';
import { FESTIVAL_PROJECTION } from '../projections/festival-projection.ts';

/** An attendee row as the read model keeps it; the ticket's QR code is signed on the way out. */
export interface AttendeeRow {
  signedUpAt: string | null;
  ticket: {
    ticketId: string;
    ticketTypeId: string;
    ticketTypeName: string;
    pricePence: number;
    claimedAt: string;
  } | null;
  tokenBalance: number;
  tokensSpent: number;
}

/** Reads the festival read model (Postgres): festivals, attendees, pours and ratings. */
export class FestivalReader {
  private readonly schema: string;

  constructor(private readonly pool: Pool) {
    this.schema = quoteIdent(pgSchemaOf(FESTIVAL_PROJECTION));
  }

  /** Every festival by start; `activeOnly`: those not yet ended, the one running now first. */
  async festivals(now: Date, activeOnly: boolean): Promise<Festival[]> {
    const { rows } = await this.pool.query<{ festival_id: string; details: unknown }>(
      `SELECT festival_id, details FROM ${this.schema}.festivals
        WHERE NOT $1 OR ends_at >= $2 ORDER BY starts_at, festival_id`,
      [activeOnly, now],
    );
    return rows.map((r) => festivalOf(r.festival_id, r.details, now));
  }

  async festival(festivalId: string, now: Date): Promise<Festival | null> {
    const { rows } = await this.pool.query<{ details: unknown }>(
      `SELECT details FROM ${this.schema}.festivals WHERE festival_id = $1`,
      [festivalId],
    );
    return rows[0] ? festivalOf(festivalId, rows[0].details, now) : null;
  }

  /** The festival a person means by "the festival": the one on now, else the next, else the last. */
  async currentFestival(now: Date): Promise<Festival | null> {
    const { rows } = await this.pool.query<{ festival_id: string; details: unknown }>(
      `SELECT festival_id, details FROM ${this.schema}.festivals
        ORDER BY (ends_at >= $1) DESC,
                 CASE WHEN ends_at >= $1 THEN extract(epoch FROM starts_at) ELSE -extract(epoch FROM ends_at) END,
                 festival_id
        LIMIT 1`,
      [now],
    );
    return rows[0] ? festivalOf(rows[0].festival_id, rows[0].details, now) : null;
  }

  /** The person at the festival; null when they neither signed up for festivals nor hold its ticket. */
  async attendee(festivalId: string, userId: string): Promise<AttendeeRow | null> {
    const { rows } = await this.pool.query<{
      signed_up_at: Date | null;
      ticket_id: string | null;
      ticket_type_id: string | null;
      ticket_type_name: string | null;
      price_pence: number | null;
      claimed_at: Date | null;
      token_balance: number | null;
      tokens_spent: string | null;
    }>(
      `SELECT (SELECT min(s.signed_up_at) FROM ${this.schema}.festival_signups s
                 WHERE s.user_id = $2
                    OR s.user_id IN (SELECT guest_id FROM ${this.schema}.claimed_guests WHERE user_id = $2)
              ) AS signed_up_at,
              a.ticket_id, a.ticket_type_id, a.ticket_type_name, a.price_pence, a.claimed_at, a.token_balance,
              (SELECT sum(tokens_spent) FROM ${this.schema}.pours p WHERE p.festival_id = $1 AND p.user_id = $2) AS tokens_spent
         FROM (SELECT $1::text AS festival_id, $2::uuid AS user_id) me
         LEFT JOIN ${this.schema}.attendees a ON a.festival_id = me.festival_id AND a.user_id = me.user_id`,
      [festivalId, userId],
    );
    const row = rows[0];
    if (!row || (row.signed_up_at === null && row.ticket_id === null)) return null;
    return {
      signedUpAt: row.signed_up_at?.toISOString() ?? null,
      ticket:
        row.ticket_id && row.ticket_type_id && row.claimed_at
          ? {
              ticketId: row.ticket_id,
              ticketTypeId: row.ticket_type_id,
              ticketTypeName: row.ticket_type_name ?? row.ticket_type_id,
              pricePence: row.price_pence ?? 0,
              claimedAt: row.claimed_at.toISOString(),
            }
          : null,
      tokenBalance: row.token_balance ?? 0,
      tokensSpent: Number(row.tokens_spent ?? 0),
    };
  }

  /** The festival passport: every wine the person tasted (first pour first), with their rating and note. */
  async tastedWines(festivalId: string, userId: string): Promise<TastedWine[]> {
    const { rows } = await this.pool.query<{
      wine_product_id: string;
      tokens_spent: string;
      tasted_at: Date;
      rating: number | null;
      notes: string | null;
    }>(
      `SELECT p.wine_product_id, sum(p.tokens_spent) AS tokens_spent, min(p.redeemed_at) AS tasted_at,
              r.rating, r.notes
         FROM ${this.schema}.pours p
         LEFT JOIN ${this.schema}.wine_ratings r
           ON r.festival_id = p.festival_id AND r.user_id = p.user_id AND r.wine_product_id = p.wine_product_id
        WHERE p.festival_id = $1 AND p.user_id = $2
        GROUP BY p.wine_product_id, r.rating, r.notes
        ORDER BY tasted_at, p.wine_product_id`,
      [festivalId, userId],
    );
    return rows.map((r) => ({
      wineProductId: r.wine_product_id,
      tokensSpent: Number(r.tokens_spent),
      tastedAt: r.tasted_at.toISOString(),
      rating: r.rating,
      notes: r.notes,
    }));
  }
}

function festivalOf(festivalId: string, stored: unknown, now: Date): Festival {
  const details = FestivalDetails.parse(stored);
  const at = now.toISOString();
  return { festivalId, ...details, isActive: isRunning(details, at), hasEnded: hasEnded(details, at) };
}
