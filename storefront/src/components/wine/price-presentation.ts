import { discountPercent, formatPence } from '@wine/contracts/money-format';

export interface Priced {
  publicPrice: number;
  /** null when the viewer may not see it (spec section 6: members only). */
  memberPrice: number | null;
  memberSavingPercent: number;
}

export type PricePresentation =
  /** A member: their price large, the public price struck through, and the saving. */
  | { kind: 'member'; price: string; was: string | undefined; savePercent: number }
  /** Anyone else: the public price, and what membership would save (0: say nothing). */
  | { kind: 'public'; price: string; memberSavingPercent: number };

/** DESIGN.md's price line, decided from what the API chose to reveal. */
export function pricePresentation(wine: Priced): PricePresentation {
  if (wine.memberPrice === null) {
    return {
      kind: 'public',
      price: formatPence(wine.publicPrice),
      memberSavingPercent: wine.memberSavingPercent,
    };
  }
  const savePercent = discountPercent(wine.publicPrice, wine.memberPrice);
  return {
    kind: 'member',
    price: formatPence(wine.memberPrice),
    // Striking through an equal price would suggest a saving that is not there.
    was: savePercent > 0 ? formatPence(wine.publicPrice) : undefined,
    savePercent,
  };
}
