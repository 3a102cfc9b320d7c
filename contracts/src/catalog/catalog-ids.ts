import { z } from 'zod';

// Ids go into stream ids (`catalog/wine/<productId>`) and URLs: short, lower-case, no slashes.
const plainId = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const ProductId = z.string().regex(plainId, 'use 1-64 lower-case letters, digits and dashes');
export type ProductId = z.infer<typeof ProductId>;

export const MasterWineId = z.string().regex(plainId, 'use 1-64 lower-case letters, digits and dashes');
export type MasterWineId = z.infer<typeof MasterWineId>;

export const Slug = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lower-case words joined by single dashes');
export type Slug = z.infer<typeof Slug>;

/** A calendar date, `YYYY-MM-DD`, as drops are scheduled per day. */
export const DropDate = z.iso.date();
export type DropDate = z.infer<typeof DropDate>;
