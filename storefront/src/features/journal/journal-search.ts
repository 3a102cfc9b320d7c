// zod/mini: this runs on the first page (lib/validation/lazy-search.ts).
import { z } from 'zod/mini';
import { lazySchema } from '../../lib/validation/lazy-schema.ts';

/** /journal's URL: a category and where the page starts; a bad value is ignored, never an error. */
export const JournalSearch = lazySchema(() =>
  z.object({
    category: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))), undefined),
    offset: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000))), undefined),
  }),
);
export type JournalSearch = z.infer<ReturnType<typeof JournalSearch>>;
