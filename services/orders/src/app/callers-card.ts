import {
  type PaymentMethodHolder,
  type PaymentProvider,
  PaymentProviderError,
} from '@wine/contracts/payments/payment-provider';
import { DomainError, NotFoundError } from '@wine/platform/errors/domain-error';

const NOBODYS: PaymentMethodHolder = { customerId: null, userId: null, fingerprint: null };

/**
 * The card a customer asks to pay with must be theirs: saved to the Stripe customer made for
 * them, or fresh from their browser and attached to nobody. Another customer's saved `pm_...` is
 * answered as no card at all (its owner is nobody else's business), before anything is charged.
 * Answers the customer to charge it on, for a saved card (Stripe wants it named).
 */
export async function callersCard(
  provider: PaymentProvider,
  paymentMethodId: string,
  userId: string,
): Promise<{ customerId?: string }> {
  const holder = await holderOf(provider, paymentMethodId);
  if (holder.customerId === null) return {};
  if (holder.userId !== userId) throw new NotFoundError('Payment method not found', { paymentMethodId });
  return { customerId: holder.customerId };
}

// A card Stripe does not know, or Stripe out of reach, is left to the charge to report as the
// attempt's other_error (the order stays payable). Charged without a customer, a card saved to
// anyone is refused by Stripe itself, so this lets nobody else's card through.
async function holderOf(provider: PaymentProvider, paymentMethodId: string): Promise<PaymentMethodHolder> {
  try {
    return await provider.paymentMethodHolder(paymentMethodId);
  } catch (error) {
    if (error instanceof PaymentProviderError || (error instanceof DomainError && error.status === 402))
      return NOBODYS;
    throw error;
  }
}
