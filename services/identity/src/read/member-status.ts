import { ClubStatus } from '@wine/contracts/club-status';
import { redisKeys } from '@wine/platform/projections/redis-projector';
import type { Redis } from 'ioredis';
import { CLUB_MEMBERS, clubStatusKey } from '../projections/club-members.ts';

// Resolves the live namespace and reads the key in one round trip: this runs on every priced
// call, and a replay may swap the namespace between two separate reads.
const READ_SCRIPT = `
local ns = redis.call('GET', KEYS[1])
if not ns then return false end
return redis.call('GET', ns .. ARGV[1])
`;

/** Club status from the Redis read model (identity-club-members), never from the write side. */
export class MemberStatusReader {
  private readonly pointer: string;

  constructor(
    private readonly redis: Redis,
    keyPrefix = '',
  ) {
    this.pointer = redisKeys(CLUB_MEMBERS, keyPrefix).pointer;
  }

  async clubStatus(userId: string): Promise<ClubStatus> {
    const value = await this.redis.eval(READ_SCRIPT, 1, this.pointer, clubStatusKey(userId));
    const parsed = ClubStatus.safeParse(value);
    return parsed.success ? parsed.data : 'NON_MEMBER';
  }

  async isMember(userId: string): Promise<boolean> {
    return (await this.clubStatus(userId)) === 'MEMBER';
  }
}
