import { z } from 'zod/mini';
import { lazySchema } from '../../lib/validation/lazy-schema.ts';

/** /search's URL: the query, as the header's form sends it. */
export const SearchParams = lazySchema(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))), undefined),
  }),
);
