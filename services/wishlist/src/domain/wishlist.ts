/**
 * What one person's own stream says about a wine it has mentioned: saved (since when) or taken
 * off. A wine the stream never mentions may still be on the person's list, brought over from a
 * guest list the account claimed (the read model merges those), so "unknown" is not "absent".
 */
export type WineMark = { status: 'saved'; addedAt: string } | { status: 'removed' };

export interface Wishlist {
  wines: ReadonlyMap<string, WineMark>;
}
