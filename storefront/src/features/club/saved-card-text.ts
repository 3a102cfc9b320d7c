import type { SavedCardView } from '@wine/contracts/payments/club-subscription';

// Stripe's brand codes as people know them.
const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'Visa ending 4242, expires 12/30': all of a card anyone ever sees again. */
export function savedCardText({ brand, last4, expMonth, expYear }: SavedCardView): string {
  const name = BRANDS[brand] ?? 'Card';
  const expiry = `${String(expMonth).padStart(2, '0')}/${String(expYear % 100).padStart(2, '0')}`;
  return `${name} ending ${last4}, expires ${expiry}`;
}
