import { bottleSizeCaseSlots } from '@wine/contracts/catalog/bottle-size';
import type { CheckoutLine } from '@wine/contracts/orders/checkout';
import type { OrderLine, OrderTotals } from '@wine/contracts/orders/order-events';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import { checkHoldingLimits, type Holdings, NO_HOLDINGS } from './holding-limits.ts';
import type { Offer } from './offer.ts';

/**
 * Prices each line from the catalog, never from the client: members pay the member price,
 * everyone else the public price and at most `maxQuantityForGuest` of a product (spec 5 and 6),
 * counting what they already hold in open orders (`holdings`, see holding-limits.ts).
 */
export function priceLines(
  lines: readonly CheckoutLine[],
  offers: ReadonlyMap<string, Offer>,
  isMember: boolean,
  holdings: Holdings = NO_HOLDINGS,
): OrderLine[] {
  return lines.map(({ productId, quantity }) => {
    const offer = offers.get(productId);
    if (!offer) throw new NotFoundError(`Wine product ${productId} is not for sale`, { productId });
    checkHoldingLimits({ productId, quantity }, offer, isMember, holdings);
    const unitPricePence = isMember ? offer.memberPricePence : offer.publicPricePence;
    return {
      productId,
      ...(offer.name ? { name: offer.name } : {}),
      quantity,
      unitPricePence,
      bottleSize: offer.bottleSize,
      linePence: unitPricePence * quantity,
    };
  });
}

export function totalsOf(lines: readonly OrderLine[]): OrderTotals {
  return lines.reduce<OrderTotals>(
    (t, l) => ({
      bottles: t.bottles + l.quantity,
      caseSlots: t.caseSlots + l.quantity * bottleSizeCaseSlots[l.bottleSize],
      totalPence: t.totalPence + l.linePence,
    }),
    { bottles: 0, caseSlots: 0, totalPence: 0 },
  );
}
