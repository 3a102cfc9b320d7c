import type { Redis } from 'ioredis';
import { ACCESS_TOKEN_TTL_SECONDS } from './token-signer.ts';

/**
 * Sessions signed out or revoked while their access tokens may still be live. Access tokens
 * are not stored, so this is what makes sign-out immediate; an entry only needs to outlive the
 * longest access token.
 */
export class RevokedSessions {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  async revoke(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    const batch = this.redis.multi();
    for (const id of sessionIds) batch.set(this.key(id), '1', 'EX', ACCESS_TOKEN_TTL_SECONDS + 60);
    await batch.exec();
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(this.key(sessionId))) === 1;
  }

  private key(sessionId: string): string {
    return `${this.keyPrefix}identity:revoked-session:${sessionId}`;
  }
}
