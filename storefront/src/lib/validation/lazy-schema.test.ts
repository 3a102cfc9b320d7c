import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';

describe('lazySchema', () => {
  it('builds the schema on first use, once, and validates with it', () => {
    // Given a schema declared lazily
    let builds = 0;
    const Price = lazySchema(() => {
      builds++;
      return z.int().check(z.minimum(0));
    });
    expect(builds).toBe(0);
    // When it is used twice
    const good = Price().safeParse(12);
    const bad = Price().safeParse(-1);
    // Then it was built once and still validates
    expect(builds).toBe(1);
    expect(good.success).toBe(true);
    expect(bad.success).toBe(false);
  });
});
