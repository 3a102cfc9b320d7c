import type { AllocationEvent } from '@wine/contracts/festival/festival-events';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, expect, it } from 'vitest';
import { type AllocateTicket, allocationDecider } from './allocation.ts';
import { CAPACITY_SHARDS, firstShardOf, shardCapacity } from './capacity-shards.ts';
import { SoldOutError } from './festival-errors.ts';

const { given } = specFor(allocationDecider);
const now = '2025-10-01T09:00:00.000Z';
const base = {
  festivalId: 'f',
  ticketTypeId: 'general',
  shard: 2,
  userId: '5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
};
const allocate = (ticketId: string, capacity: number): AllocateTicket => ({
  type: 'AllocateTicket',
  data: { ...base, shardCapacity: capacity, ticketId },
  metadata: { now },
});
const allocated = (ticketId: string): AllocationEvent => ({
  type: 'TicketAllocated',
  data: { ...base, ticketId, allocatedAt: now },
});
const t1 = '0193a1b2-c3d4-7e5f-8a9b-000000000001';
const t2 = '0193a1b2-c3d4-7e5f-8a9b-000000000002';

describe('a slice of capacity', () => {
  it('gives out tickets up to its share', () =>
    given([allocated(t1)])
      .when(allocate(t2, 2))
      .then([allocated(t2)]));
  it('refuses past its share', () =>
    given([allocated(t1), allocated(t2)])
      .when(allocate('0193a1b2-c3d4-7e5f-8a9b-000000000003', 2))
      .thenThrows(SoldOutError));
  it('with no share at all refuses the first claim', () =>
    given([]).when(allocate(t1, 0)).thenThrows(SoldOutError));
});

describe('cutting capacity into slices', () => {
  it('shares every ticket out exactly once, whatever the capacity', () => {
    for (const capacity of [0, 1, 7, 8, 9, 100, 1001]) {
      const shares = Array.from({ length: CAPACITY_SHARDS }, (_, s) => shardCapacity(capacity, s));
      expect(shares.reduce((a, b) => a + b, 0)).toBe(capacity);
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    }
  });
  it('never shrinks a slice when capacity grows', () => {
    for (let s = 0; s < CAPACITY_SHARDS; s++)
      expect(shardCapacity(101, s)).toBeGreaterThanOrEqual(shardCapacity(100, s));
  });
  it('starts people on different slices', () => {
    const firsts = new Set(Array.from({ length: 64 }, (_, i) => firstShardOf(`user-${i}`)));
    expect(firsts.size).toBe(CAPACITY_SHARDS);
  });
});
