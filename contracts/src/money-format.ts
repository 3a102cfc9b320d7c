// Without zod, so the storefront's first page can format prices without bringing in the schemas.
// Built once: constructing Intl.NumberFormat is far costlier than calling format().
const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1250 -> '£12.50', 123400 -> '£1,234.00', -500 -> '-£5.00'. */
export const formatPence = (pence: number): string => gbp.format(pence / 100);

/**
 * Whole percent the member saves: (public - member) / public, rounded to the nearest whole
 * percent (Math.round, so 14.5% shows as 15%). 0 when the public price is 0 or less or the
 * member price is not lower.
 */
export function discountPercent(publicPence: number, memberPence: number): number {
  if (!(publicPence > 0) || !(memberPence < publicPence)) return 0;
  // Multiply before dividing: (145 / 1000) * 100 is 14.499..., which would round down.
  const percent = Math.round(((publicPence - memberPence) * 100) / publicPence);
  return Math.min(percent, 100);
}
