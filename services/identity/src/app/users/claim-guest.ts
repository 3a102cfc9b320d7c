import type { PiiCipher } from '../../crypto/pii-cipher.ts';
import type { UsersTransaction } from './user-streams.ts';

/**
 * The guest proved it is `userId`: GuestClaimed tells the other contexts to move its cart,
 * wishlist and orders over, and its own key goes (whatever it typed as a guest is abandoned
 * for the account's details). The caller ends the guest's sessions once this commits.
 */
export async function claimGuest(
  tx: UsersTransaction,
  pii: PiiCipher,
  { guestId, userId, now }: { guestId: string; userId: string; now: Date },
): Promise<void> {
  await tx.decide(guestId, { type: 'ClaimGuest', data: { userId }, metadata: { now: now.toISOString() } });
  await pii.deleteKey(tx.client, guestId);
}
