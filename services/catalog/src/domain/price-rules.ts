import { CatalogRuleError } from './catalog-rule-error.ts';

/**
 * Prices are whole pence above zero, and a member never pays more than a guest (equal is
 * allowed: the wine then simply has no member saving).
 */
export function checkPrices(productId: string, publicPricePence: number, memberPricePence: number): void {
  for (const [field, value] of [
    ['publicPricePence', publicPricePence],
    ['memberPricePence', memberPricePence],
  ] as const) {
    if (!Number.isInteger(value) || value <= 0) {
      throw new CatalogRuleError(`${field} must be a whole number of pence above zero`, {
        productId,
        [field]: value,
      });
    }
  }
  if (memberPricePence > publicPricePence) {
    throw new CatalogRuleError('The member price must not be above the public price', {
      productId,
      publicPricePence,
      memberPricePence,
    });
  }
}

export function checkStockLevel(productId: string, stockLevel: number): void {
  if (!Number.isInteger(stockLevel) || stockLevel < 0) {
    throw new CatalogRuleError('Stock must be a whole number of bottles, zero or more', {
      productId,
      stockLevel,
    });
  }
}
