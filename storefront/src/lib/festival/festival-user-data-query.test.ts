import { describe, expect, it } from 'vitest';
import { festivalUserDataQuery } from './festival-user-data-query.ts';

describe('the festival data query', () => {
  it('is fresh for 120 s, not refetched on focus, and retried twice (spec sections 7 and 9)', () => {
    const query = festivalUserDataQuery('5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f');
    expect([query.staleTime, query.refetchOnWindowFocus, query.retry]).toEqual([120_000, false, 2]);
    expect(query.queryKey).toEqual(['festival-user-data', '5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f']);
  });
});
