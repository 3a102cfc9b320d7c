import type { z } from 'zod/mini';

/**
 * A route's `validateSearch` that validates with `schema()`, a `lazySchema`: every route's
 * validator is part of the route tree in the first script, and this way only the routes a
 * shopper opens build their schemas, when they do. It is the schema's own Standard Schema face
 * (what the router reads of a zod schema), so links and pages are typed as with the schema.
 */
export function lazySearch<Schema extends z.ZodMiniType>(schema: () => Schema): Pick<Schema, '~standard'> {
  const standard: Pick<Schema['~standard'], 'vendor' | 'version' | 'validate'> = {
    vendor: 'zod',
    version: 1,
    validate: (value) => schema()['~standard'].validate(value),
  };
  return { '~standard': standard as Schema['~standard'] };
}
