import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { lazySearch } from './lazy-search.ts';

describe('lazySearch', () => {
  it('builds the schema when the first URL is validated, and answers as the schema does', () => {
    // Given a route's search validator over a lazily built schema
    let builds = 0;
    const PageSearch = lazySchema(() => {
      builds++;
      return z.object({ offset: z.catch(z.optional(z.int().check(z.minimum(0))), undefined) });
    });
    const validateSearch = lazySearch(PageSearch);
    expect(builds).toBe(0);
    // When two URLs are validated, one with a bad value
    const good = validateSearch['~standard'].validate({ offset: 20 });
    const bad = validateSearch['~standard'].validate({ offset: -1 });
    // Then the schema was built once, and a bad value falls back as the schema says
    expect(builds).toBe(1);
    expect(good).toEqual({ value: { offset: 20 } });
    expect(bad).toEqual({ value: { offset: undefined } });
  });
});
