import { z } from 'zod/mini';
import { lazySchema } from '../../lib/validation/lazy-schema.ts';

// The product page's review list in its URL (a shared link shows the same reviews). A bad value
// falls back to the first page of every review.
export const ReviewSearch = lazySchema(() =>
  z.object({
    reviewPage: z.catch(
      z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
      undefined,
    ),
    stars: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5))), undefined),
  }),
);
