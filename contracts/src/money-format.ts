// Without zod, so the storefront's first page can format prices without bringing in the schemas.
// And without Intl: a browser's first Intl formatter loads the locale's data, 40 to 90 ms of one
// task on a mid-range phone, on the first page's critical path (docs/bench/lighthouse.md); UK
// money and counts need only a comma every three digits.

/** 1234567 -> '1,234,567' (a whole number, as en-GB writes it; counts as well as pounds). */
export function groupThousands(whole: number): string {
  const units = Math.trunc(whole);
  const grouped = String(Math.abs(units)).replace(/\B(?=(\d{3})+$)/g, ',');
  return units < 0 ? `-${grouped}` : grouped;
}

/** 1250 -> '£12.50', 123400 -> '£1,234.00', -500 -> '-£5.00' (pence are whole). */
export function formatPence(pence: number): string {
  const whole = Math.round(Math.abs(pence));
  const text = `£${groupThousands(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
  return pence < 0 && whole > 0 ? `-${text}` : text;
}

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
