/**
 * A ticket type's capacity is cut into this many slices, each its own stream with its own lock:
 * concurrent claims for one ticket type queue on eight locks instead of one, and no festival-wide
 * lock exists at all (docs/festival.md, "Capacity without a global lock"). Fixed, so a slice's
 * share of a capacity is the same for every process and every import.
 */
export const CAPACITY_SHARDS = 8;

/** Slice `shard`'s share of `capacity`: the remainder goes to the first slices. */
export function shardCapacity(capacity: number, shard: number): number {
  const base = Math.floor(capacity / CAPACITY_SHARDS);
  return base + (shard < capacity % CAPACITY_SHARDS ? 1 : 0);
}

/** The slice a person tries first: spread by their id, so people rarely queue on one lock. */
export function firstShardOf(userId: string): number {
  let hash = 0;
  for (let i = 0; i < userId.length; i++) hash = (hash * 31 + userId.charCodeAt(i)) >>> 0;
  return hash % CAPACITY_SHARDS;
}
