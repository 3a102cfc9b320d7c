import { heldBottles } from './held-bottles.ts';
import type { Offer } from './offer.ts';
import type { Order } from './order.ts';
import { GuestLimitError, SharedAddressLimitError, UnpaidLimitError } from './order-errors.ts';

/**
 * How many guest limits one client address holds at once (docs/orders.md). A household or an
 * office behind one NAT shares an address: two people there each buy their full limit, a third
 * waits for an order to be paid and sent, or joins the club. A stricter share would block
 * families; a looser one lets one person with a few guest tokens take a wine again.
 */
export const HOUSEHOLD_SHARE = 2;

/**
 * The most bottles of one wine anyone, members included, may hold unpaid at once (two cases):
 * members are exempt from the guest limit (spec section 6), not from paying for what they hold.
 */
export const MAX_UNPAID_BOTTLES_PER_WINE = 24;

/** What a shopper already holds in open orders, per product. */
export interface Holdings {
  /** The most any one key of the person holds: their account (their e-mail) or their device. */
  person: ReadonlyMap<string, number>;
  /** The same, unpaid only. */
  personUnpaid: ReadonlyMap<string, number>;
  /** Everything ordered from the client's address, whoever ordered it. */
  address: ReadonlyMap<string, number>;
}

export const NO_HOLDINGS: Holdings = { person: new Map(), personUnpaid: new Map(), address: new Map() };

const most = (maps: readonly ReadonlyMap<string, number>[]) => {
  const result = new Map<string, number>();
  for (const map of maps)
    for (const [productId, n] of map) result.set(productId, Math.max(result.get(productId) ?? 0, n));
  return result;
};

/**
 * Holdings from the open orders of each of the person's keys (the same order may be under
 * several: it counts once per key, and the strictest key decides) and of their address.
 */
export function holdingsOf(personKeys: readonly (readonly Order[])[], address: readonly Order[]): Holdings {
  return {
    person: most(personKeys.map((orders) => heldBottles(orders))),
    personUnpaid: most(personKeys.map((orders) => heldBottles(orders, true))),
    address: heldBottles(address),
  };
}

/**
 * Refuses a line that would take a shopper past a limit: the guest limit per person and per
 * address for guests and non-members, and the unpaid limit for everyone.
 */
export function checkHoldingLimits(
  { productId, quantity }: { productId: string; quantity: number },
  offer: Offer,
  isMember: boolean,
  holdings: Holdings,
): void {
  if (!isMember) {
    const limit = offer.maxQuantityForGuest;
    const held = holdings.person.get(productId) ?? 0;
    if (held + quantity > limit) throw new GuestLimitError(productId, limit, quantity, held);
    const nearby = holdings.address.get(productId) ?? 0;
    if (nearby + quantity > limit * HOUSEHOLD_SHARE) {
      throw new SharedAddressLimitError(productId, limit, quantity, nearby);
    }
  }
  const unpaid = holdings.personUnpaid.get(productId) ?? 0;
  if (unpaid + quantity > MAX_UNPAID_BOTTLES_PER_WINE) {
    throw new UnpaidLimitError(productId, MAX_UNPAID_BOTTLES_PER_WINE, quantity, unpaid);
  }
}
