import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('keeps data fresh 5 minutes, cached 10, does not refetch on focus (spec section 9) and leaves retries to the clients', () => {
    expect(createQueryClient().getDefaultOptions().queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 600_000,
      refetchOnWindowFocus: false,
      retry: false,
    });
  });
});
