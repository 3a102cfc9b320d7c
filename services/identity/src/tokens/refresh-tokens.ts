import { randomUUID } from 'node:crypto';
import { inTransaction, type Pool, type PoolClient } from '@wine/platform/db/pool';
import { newOpaqueToken, tokenHash } from '../crypto/one-time-secrets.ts';
import { refreshVerdict } from './refresh-verdict.ts';

type Queryable = Pick<Pool | PoolClient, 'query'>;

/** A refresh token lives 30 days from its last use; each use replaces it. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  expiresAt: Date;
}

export type Rotation =
  | { verdict: 'rotate'; userId: string; next: IssuedRefreshToken }
  | { verdict: 'reused'; userId: string; familyId: string }
  | { verdict: 'invalid' };

interface TokenRow {
  family_id: string;
  user_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
}

/** Refresh tokens, stored as hashes only. */
export class RefreshTokens {
  constructor(private readonly pool: Pool) {}

  async issue(
    db: Queryable,
    userId: string,
    now: Date,
    familyId: string = randomUUID(),
  ): Promise<IssuedRefreshToken> {
    const token = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
    await db.query(
      `INSERT INTO identity_refresh_tokens (token_hash, family_id, user_id, issued_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [tokenHash(token), familyId, userId, now, expiresAt],
    );
    return { token, familyId, expiresAt };
  }

  /** Spends `token` for a new one of the same family, under a row lock so it is spent once. */
  rotate(token: string, now: Date): Promise<Rotation> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<TokenRow>(
        `SELECT family_id, user_id, expires_at, rotated_at, revoked_at FROM identity_refresh_tokens
          WHERE token_hash = $1 FOR UPDATE`,
        [tokenHash(token)],
      );
      const row = rows[0];
      const verdict = refreshVerdict(
        row && { expiresAt: row.expires_at, rotatedAt: row.rotated_at, revokedAt: row.revoked_at },
        now,
      );
      if (!row || verdict === 'invalid') return { verdict: 'invalid' };
      if (verdict === 'reused') {
        await this.revokeFamilies(client, [row.family_id], now);
        return { verdict, userId: row.user_id, familyId: row.family_id };
      }
      await client.query('UPDATE identity_refresh_tokens SET rotated_at = $2 WHERE token_hash = $1', [
        tokenHash(token),
        now,
      ]);
      return {
        verdict,
        userId: row.user_id,
        next: await this.issue(client, row.user_id, now, row.family_id),
      };
    });
  }

  /** The family `token` belongs to, revoked; null when the token is unknown. */
  async revokeFamilyOf(token: string, now: Date): Promise<string | null> {
    const { rows } = await this.pool.query<{ family_id: string }>(
      'SELECT family_id FROM identity_refresh_tokens WHERE token_hash = $1',
      [tokenHash(token)],
    );
    const familyId = rows[0]?.family_id ?? null;
    if (familyId) await this.revokeFamilies(this.pool, [familyId], now);
    return familyId;
  }

  async revokeFamilies(db: Queryable, familyIds: readonly string[], now: Date): Promise<void> {
    await db.query(
      'UPDATE identity_refresh_tokens SET revoked_at = $2 WHERE family_id = ANY($1) AND revoked_at IS NULL',
      [familyIds, now],
    );
  }

  /** Every session of the user, revoked; returns their ids to revoke the access tokens too. */
  async revokeUser(db: Queryable, userId: string, now: Date): Promise<string[]> {
    const { rows } = await db.query<{ family_id: string }>(
      `UPDATE identity_refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL
       RETURNING family_id`,
      [userId, now],
    );
    return [...new Set(rows.map((r) => r.family_id))];
  }
}
