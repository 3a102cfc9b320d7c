import { z } from 'zod';

import { PLAIN_ID_PATTERN, SLUG_MAX_LENGTH, SLUG_PATTERN } from './id-patterns.ts';

export { PLAIN_ID_PATTERN, SLUG_MAX_LENGTH, SLUG_PATTERN } from './id-patterns.ts';

export const ProductId = z.string().regex(PLAIN_ID_PATTERN, 'use 1-64 lower-case letters, digits and dashes');
export type ProductId = z.infer<typeof ProductId>;

export const MasterWineId = z
  .string()
  .regex(PLAIN_ID_PATTERN, 'use 1-64 lower-case letters, digits and dashes');
export type MasterWineId = z.infer<typeof MasterWineId>;

export const Slug = z
  .string()
  .max(SLUG_MAX_LENGTH)
  .regex(SLUG_PATTERN, 'use lower-case words joined by single dashes');
export type Slug = z.infer<typeof Slug>;

/** A calendar date, `YYYY-MM-DD`, as drops are scheduled per day. */
export const DropDate = z.iso.date();
export type DropDate = z.infer<typeof DropDate>;
