import type { WishlistEvent } from '@wine/contracts/wishlist/wishlist-events';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, expect, it } from 'vitest';
import type { WishlistCommand } from './wishlist-commands.ts';
import { wishlistDecider } from './wishlist-decider.ts';

const { given } = specFor(wishlistDecider);
const userId = '5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
const earlier = '2025-03-01T09:00:00.000Z';
const now = '2025-03-10T12:00:00.000Z';

const add = (wineProductId: string): WishlistCommand => ({
  type: 'AddWineToWishlist',
  data: { userId, wineProductId },
  metadata: { now },
});
const remove = (wineProductId: string): WishlistCommand => ({
  type: 'RemoveWineFromWishlist',
  data: { userId, wineProductId },
  metadata: { now },
});
const added = (wineProductId: string, addedAt = earlier): WishlistEvent => ({
  type: 'WineAddedToWishlist',
  data: { userId, wineProductId, addedAt },
});
const removed = (wineProductId: string, removedAt = earlier): WishlistEvent => ({
  type: 'WineRemovedFromWishlist',
  data: { userId, wineProductId, removedAt },
});

describe('a wine not on the list', () => {
  it('is saved, stamped with the time of the request', () =>
    given([])
      .when(add('wine-0001'))
      .then([added('wine-0001', now)]));

  it('is saved again after it was removed', () =>
    given([added('wine-0001'), removed('wine-0001')])
      .when(add('wine-0001'))
      .then([added('wine-0001', now)]));

  it('removing it again changes nothing', () =>
    given([added('wine-0001'), removed('wine-0001')])
      .when(remove('wine-0001'))
      .thenNothing());
});

describe('a saved wine', () => {
  it('saving it again changes nothing and keeps when it was first saved', () => {
    given([added('wine-0001')])
      .when(add('wine-0001'))
      .thenNothing();
    given([added('wine-0001')])
      .when(add('wine-0001'))
      .thenState((state) =>
        expect(state.wines.get('wine-0001')).toEqual({ status: 'saved', addedAt: earlier }),
      );
  });

  it('is removed', () =>
    given([added('wine-0001')])
      .when(remove('wine-0001'))
      .then([removed('wine-0001', now)]));

  it('leaves the other wines as they are', () =>
    given([added('wine-0001'), added('wine-0002')])
      .when(remove('wine-0001'))
      .thenState((state) =>
        expect([...state.wines]).toEqual([
          ['wine-0001', { status: 'removed' }],
          ['wine-0002', { status: 'saved', addedAt: earlier }],
        ]),
      ));
});

describe('a wine this list never mentioned', () => {
  // It may be on the person's list through a guest list they claimed (the read model merges).
  it('is removed all the same, so a wine brought over from a guest can be taken off', () =>
    given([])
      .when(remove('wine-0009'))
      .then([removed('wine-0009', now)]));
});
