import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { SavedCard } from '@wine/contracts/payments/payment-provider';
import { decideOnCustomer, ensureCustomer, loadCustomer } from './payments-customers.ts';
import type { ClubDeps } from './payments-deps.ts';

/** createSetupIntent: Stripe's way to save a card with the bank's consent (SCA) for later charges. */
export async function startSetupIntent(deps: ClubDeps, userId: string, metadata: EventMetadata) {
  const customerId = await ensureCustomer(deps, userId, metadata);
  const nonce = deps.clock().getTime();
  const intent = await deps.provider.createSetupIntent(customerId, `setup-${userId}-${nonce}`);
  return { ...intent, customerId };
}

/** onCardAddedFromMobileApp / change-payment-method: this card, attached to the customer, from now on. */
export async function saveCard(
  deps: ClubDeps,
  userId: string,
  paymentMethodId: string,
  metadata: EventMetadata,
): Promise<SavedCard> {
  const customerId = await ensureCustomer(deps, userId, metadata);
  const card = await deps.provider.attachCard(
    paymentMethodId,
    customerId,
    `attach-${paymentMethodId}-${customerId}`,
  );
  const now = deps.clock().toISOString();
  await decideOnCustomer(
    deps.store,
    { type: 'RecordCard', data: { userId, card }, metadata: { now } },
    metadata,
  );
  return card;
}

/** getPaymentMethod: the card on file, as Stripe showed it when saved. */
export async function savedCard(deps: ClubDeps, userId: string): Promise<SavedCard | null> {
  return (await loadCustomer(deps.store, userId)).card;
}
