/**
 * The guest limit of a wine the catalog lists without one (docs/catalog.md): half a case. A
 * guest or non-member may hold at most this many bottles of it at once; members are exempt
 * (spec section 6). Without a default, a fresh guest could reserve a whole wine unpaid.
 */
export const DEFAULT_MAX_QUANTITY_FOR_GUEST = 6;

/** The guest limit that applies to a wine: its own, or the default for one listed without (null). */
export const guestLimitOf = (maxQuantityForGuest: number | null | undefined): number =>
  maxQuantityForGuest ?? DEFAULT_MAX_QUANTITY_FOR_GUEST;
