import { describe, expect, it } from 'vitest';
import { WineReviewEventEnvelope } from './review-events.ts';

const envelope = {
  eventId: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  schemaVersion: 1,
  streamId: 'reviews/wine/mw-0001~5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
  streamVersion: 1,
  position: '7',
  occurredAt: '2025-03-01T10:00:00.000Z',
  metadata: { correlationId: 'c-1', causationId: null, userId: null, region: 'GB' },
};
const data = {
  reviewId: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c',
  masterWineId: 'mw-0001',
  customerId: '5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
  customerName: 'Ann',
  rating: 4,
  tasteNotes: 'Gooseberry and flint.',
  vintage: 2022,
  writtenForReward: false,
  status: 'approved',
  heldFor: null,
  submittedAt: '2025-03-01T10:00:00.000Z',
  counted: { rating: 4, vintage: 2022 },
  countedBefore: null,
};

describe('WineReviewEventEnvelope', () => {
  it('reads a submitted review', () =>
    expect(WineReviewEventEnvelope.parse({ ...envelope, type: 'WineReviewSubmitted', data }).data).toEqual(
      data,
    ));

  it.each([0, 6, 4.5, 'five'])('refuses a review of %s stars', (rating) =>
    expect(
      WineReviewEventEnvelope.safeParse({
        ...envelope,
        type: 'WineReviewSubmitted',
        data: { ...data, rating },
      }).success,
    ).toBe(false),
  );
});
