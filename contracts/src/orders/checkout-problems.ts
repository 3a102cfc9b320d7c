import { z } from 'zod';
import { ProductId } from '../catalog/catalog-ids.ts';

// The `details` of a refused checkout, as the server sends them and clients read them.

/** 400: the first checkout needs a date of birth, or the one given is refused. */
export const AgeProblemReason = z.enum([
  'AGE_CONFIRMATION_REQUIRED',
  'UNDER_AGE',
  'IMPLAUSIBLE_DATE_OF_BIRTH',
]);
export const AgeProblemDetails = z.object({ field: z.literal('dateOfBirth'), reason: AgeProblemReason });
export type AgeProblemDetails = z.infer<typeof AgeProblemDetails>;

/** 409: fewer bottles are left than asked for; nothing was reserved. */
export const OutOfStockDetails = z.object({
  productId: ProductId,
  available: z.int().min(0),
  requested: z.int(),
});
export type OutOfStockDetails = z.infer<typeof OutOfStockDetails>;

/** 400: a guest or non-member asked for more of a product than the guest limit. */
export const GuestLimitDetails = z.object({
  productId: ProductId,
  maxQuantityForGuest: z.int().min(0),
  requested: z.int(),
  /** Bottles of it the customer already holds in open orders, which count towards the limit. */
  held: z.int().min(0),
});
export type GuestLimitDetails = z.infer<typeof GuestLimitDetails>;

/** 400: more bottles of a wine reserved unpaid than anyone, member or not, may hold at once. */
export const UnpaidLimitDetails = z.object({
  productId: ProductId,
  maxUnpaid: z.int().min(0),
  requested: z.int(),
  /** Bottles of it the customer already holds unpaid. */
  held: z.int().min(0),
});
export type UnpaidLimitDetails = z.infer<typeof UnpaidLimitDetails>;
