import type { Festival } from '@wine/contracts/festival/festival';
import type { TicketAvailability } from '@wine/contracts/festival/festival-calls';
import { redisKeys } from '@wine/platform/projections/redis-projector';
import type { Redis } from 'ioredis';
import { AVAILABILITY_PROJECTION, capacityKey, claimedKey } from '../projections/availability-projection.ts';

// Both hashes from the live namespace in one round trip: a replay may swap it between two reads.
const READ_SCRIPT = `
local ns = redis.call('GET', KEYS[1])
if not ns then return {{}, {}} end
return { redis.call('HGETALL', ns .. ARGV[1]), redis.call('HGETALL', ns .. ARGV[2]) }
`;

const asMap = (flat: string[]) => {
  const map = new Map<string, number>();
  for (let i = 0; i + 1 < flat.length; i += 2) map.set(flat[i] as string, Number(flat[i + 1]));
  return map;
};

/** Tickets left per ticket type, from the Redis read model (festival-availability). */
export class AvailabilityReader {
  private readonly pointer: string;

  constructor(
    private readonly redis: Redis,
    keyPrefix = '',
  ) {
    this.pointer = redisKeys(AVAILABILITY_PROJECTION, keyPrefix).pointer;
  }

  async availability(festival: Festival): Promise<TicketAvailability[]> {
    const [capacities, claimed] = (await this.redis.eval(
      READ_SCRIPT,
      1,
      this.pointer,
      capacityKey(festival.festivalId),
      claimedKey(festival.festivalId),
    )) as [string[], string[]];
    const capacity = asMap(capacities);
    const out = asMap(claimed);
    return festival.ticketTypes.map((t) => {
      const total = capacity.get(t.ticketTypeId) ?? 0;
      const remaining = Math.max(0, total - (out.get(t.ticketTypeId) ?? 0));
      return {
        ticketTypeId: t.ticketTypeId,
        name: t.name,
        pricePence: t.pricePence,
        tokens: t.tokens,
        capacity: total,
        remaining,
        soldOut: remaining === 0,
      };
    });
  }
}
