import type { AppReviewEvent } from '@wine/contracts/reviews/review-events';
import { DomainError } from '@wine/platform/errors/domain-error';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, expect, it } from 'vitest';
import type { AppReviewCommand } from './app-review-commands.ts';
import { appReviewDecider } from './app-review-decider.ts';

const { given } = specFor(appReviewDecider);
const customerId = '5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
const reviewId = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const earlier = '2025-03-01T09:00:00.000Z';
const now = '2025-03-10T12:00:00.000Z';
const content = { customerName: 'Ann', rating: 5, review: 'Great deals, quick delivery.', original: true };

const write = (changes: Partial<typeof content> = {}, heldFor: string | null = null): AppReviewCommand => ({
  type: 'WriteAppReview',
  data: { customerId, reviewId, heldFor, ...content, ...changes },
  metadata: { now },
});
const written = (
  changes: Partial<typeof content> = {},
  opts: {
    at?: string;
    status?: 'approved' | 'pending';
    before?: { rating: number } | null;
    heldFor?: string | null;
  } = {},
): AppReviewEvent => {
  const status = opts.status ?? 'approved';
  const after = { ...content, ...changes };
  return {
    type: 'AppReviewWritten',
    data: {
      reviewId,
      customerId,
      ...after,
      status,
      heldFor: opts.heldFor ?? null,
      submittedAt: earlier,
      writtenAt: opts.at ?? earlier,
      counted: status === 'approved' ? { rating: after.rating } : null,
      countedBefore: opts.before ?? null,
    },
  };
};

describe('an app review', () => {
  it('is taken and counted', () =>
    given([])
      .when({ ...write(), metadata: { now: earlier } })
      .then([written()]));

  it('is held as pending when the abuse rule flags it', () =>
    given([])
      .when({ ...write({}, 'a burst of reviews from one account'), metadata: { now: earlier } })
      .then([written({}, { status: 'pending', heldFor: 'a burst of reviews from one account' })]));

  it('written again replaces the one before in every figure', () =>
    given([written()])
      .when(write({ rating: 3 }))
      .then([written({ rating: 3 }, { at: now, before: { rating: 5 } })]));

  it('the same words again change nothing', () => given([written()]).when(write()).thenNothing());

  it('refuses 4.5 stars', () =>
    given([])
      .when(write({ rating: 4.5 }))
      .thenThrows(DomainError));
});

describe('a held app review', () => {
  const held = written({}, { status: 'pending', heldFor: 'a burst of reviews from one account' });
  const moderate = (status: 'approved' | 'rejected', reason: string | null): AppReviewCommand => ({
    type: 'ModerateAppReview',
    data: { customerId, reviewId, status, reason },
    metadata: { now },
  });
  const moderated = (
    status: 'approved' | 'rejected',
    reason: string | null,
    counts: boolean,
  ): AppReviewEvent => ({
    type: 'AppReviewModerated',
    data: {
      reviewId,
      customerId,
      status,
      reason,
      moderatedAt: now,
      counted: counts ? { rating: 5 } : null,
      countedBefore: null,
    },
  });

  it('approved by a moderator counts', () =>
    given([held])
      .when(moderate('approved', null))
      .then([moderated('approved', null, true)]));
  it('rejected says why and counts nothing', () =>
    given([held])
      .when(moderate('rejected', 'Advertises another shop'))
      .then([moderated('rejected', 'Advertises another shop', false)]));
  it('is not rejected without a reason', () =>
    given([held]).when(moderate('rejected', null)).thenThrows(DomainError));
});

describe('an app review whose author is erased', () => {
  const remove: AppReviewCommand = { type: 'DeleteAppReview', data: { customerId }, metadata: { now } };
  it('is deleted, leaving every figure', () =>
    given([written()])
      .when(remove)
      .then([
        {
          type: 'AppReviewDeleted',
          data: { reviewId, customerId, deletedAt: now, counted: null, countedBefore: { rating: 5 } },
        },
      ]));
  it('deleted, there is nothing more to delete', () =>
    given([written()])
      .when(remove)
      .thenState((state) => expect(state).toEqual({ status: 'none' })));
  it('with no review, nothing happens', () => given([]).when(remove).thenNothing());
});
