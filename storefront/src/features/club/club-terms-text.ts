import { formatPence } from '@wine/contracts/money-format';
import type { ClubTerms } from '@wine/contracts/payments/club-subscription';

/**
 * The club's terms in one sentence, shown before a card is taken (UK consumer rules): the free
 * days when this join has a trial (only the first does), then the price, and that it can end.
 */
export function clubTermsText({ trialDays, pricePence, interval }: ClubTerms, withTrial: boolean): string {
  const price = `${formatPence(pricePence)} a ${interval}`;
  if (withTrial && trialDays > 0) {
    return `${trialDays} ${trialDays === 1 ? 'day' : 'days'} free, then ${price}. Cancel any time.`;
  }
  return `${price}, starting today. Cancel any time.`;
}
