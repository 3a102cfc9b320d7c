import { atom } from 'jotai';

/**
 * A guest this tab signed in to an existing account (outcome `guest-claimed`). What the guest
 * had (its wishlist) reaches the account through the other contexts' read models a moment
 * later; features use this to wait for it instead of showing the account without it.
 */
export interface GuestClaim {
  guestId: string;
  userId: string;
  /** Epoch ms, so waiting for the merge can give up. */
  claimedAt: number;
}

export const guestClaimAtom = atom<GuestClaim | undefined>(undefined);
