import { z } from 'zod';

// Query strings carry text; the storefront's router parses its search params as JSON first.
// These accept both ('true' or true, '20' or 20).

export const booleanParam = z.union([z.boolean(), z.stringbool()]);

export const offsetParam = z.coerce.number().int().min(0).max(100_000).default(0);

export const limitParam = (byDefault: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(byDefault);

/** `a,b`, `a&x=b` (repeated) or an array: a de-duplicated list of the item schema. */
export function listParam<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((part) => part !== '') : value),
    z.array(item).min(1),
  );
}
