import { describe, expect, it } from 'vitest';
import { WishlistEventEnvelope } from './wishlist-events.ts';

const envelope = {
  eventId: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  schemaVersion: 1,
  streamId: 'wishlist/list/5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
  streamVersion: 1,
  position: '7',
  occurredAt: '2025-03-01T10:00:00.000Z',
  metadata: { correlationId: 'c-1', causationId: null, userId: null, region: 'GB' },
};
const userId = '5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

describe('WishlistEventEnvelope', () => {
  it('names every wishlist event once', () =>
    expect(WishlistEventEnvelope.options.map((o) => o.shape.type.value)).toEqual([
      'WineAddedToWishlist',
      'WineRemovedFromWishlist',
    ]));

  it('parses an event by its type and refuses a product id that cannot exist', () => {
    const data = { userId, wineProductId: 'wine-0001', addedAt: '2025-03-01T10:00:00.000Z' };
    expect(WishlistEventEnvelope.parse({ ...envelope, type: 'WineAddedToWishlist', data }).data).toEqual(
      data,
    );
    expect(
      WishlistEventEnvelope.safeParse({
        ...envelope,
        type: 'WineAddedToWishlist',
        data: { ...data, wineProductId: 'Wine/1' },
      }).success,
    ).toBe(false);
  });
});
