import type { WineReviewEvent } from '@wine/contracts/reviews/review-events';
import { DomainError, NotFoundError } from '@wine/platform/errors/domain-error';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, expect, it } from 'vitest';
import type { WineReviewCommand } from './wine-review-commands.ts';
import { wineReviewDecider } from './wine-review-decider.ts';

const { given } = specFor(wineReviewDecider);
const customerId = '5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
const reviewId = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const otherId = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';
const masterWineId = 'mw-0001';
const earlier = '2025-03-01T09:00:00.000Z';
const now = '2025-03-10T12:00:00.000Z';
const target = { masterWineId, customerId };

const review = {
  customerName: 'Ann',
  rating: 4,
  tasteNotes: 'Gooseberry and flint.',
  vintage: 2022,
  writtenForReward: false,
};
type Content = typeof review;

const submit = (
  changes: Partial<Content> = {},
  more: { approved?: boolean; heldFor?: string | null; reviewId?: string } = {},
): WineReviewCommand => ({
  type: 'SubmitWineReview',
  data: {
    ...target,
    ...review,
    ...changes,
    reviewId: more.reviewId ?? reviewId,
    approved: more.approved ?? true,
    heldFor: more.heldFor ?? null,
  },
  metadata: { now },
});
const remove: WineReviewCommand = { type: 'DeleteWineReview', data: target, metadata: { now } };
const corked = 'Describes another wine';
const moderate = (
  status: 'approved' | 'pending' | 'rejected',
  reason: string | null = status === 'rejected' ? corked : null,
): WineReviewCommand => ({
  type: 'ModerateWineReview',
  data: { ...target, reviewId, status, reason },
  metadata: { now },
});

const counted = (rating: number, vintage: number | null = 2022) => ({ rating, vintage });
const submitted = (
  changes: Partial<Content> = {},
  status: 'approved' | 'pending' = 'approved',
  heldFor: string | null = null,
  at = earlier,
  id = reviewId,
): WineReviewEvent => {
  const content = { ...review, ...changes };
  return {
    type: 'WineReviewSubmitted',
    data: {
      reviewId: id,
      ...target,
      ...content,
      status,
      heldFor,
      submittedAt: at,
      counted: status === 'approved' ? counted(content.rating, content.vintage) : null,
      countedBefore: null,
    },
  };
};
const edited = (
  changes: Partial<Content>,
  countedBefore: ReturnType<typeof counted> | null,
  status: 'approved' | 'pending' = 'approved',
): WineReviewEvent => {
  const content = { ...review, ...changes };
  return {
    type: 'WineReviewEdited',
    data: {
      reviewId,
      ...target,
      ...content,
      status,
      heldFor: null,
      submittedAt: earlier,
      editedAt: now,
      counted: status === 'approved' ? counted(content.rating, content.vintage) : null,
      countedBefore,
    },
  };
};
const deleted = (countedBefore: ReturnType<typeof counted> | null, at = earlier): WineReviewEvent => ({
  type: 'WineReviewDeleted',
  data: { reviewId, ...target, deletedAt: at, counted: null, countedBefore },
});
const moderated = (
  status: 'approved' | 'pending' | 'rejected',
  countedNow: ReturnType<typeof counted> | null,
  countedBefore: ReturnType<typeof counted> | null,
  at = now,
): WineReviewEvent => ({
  type: 'WineReviewModerated',
  data: {
    reviewId,
    ...target,
    status,
    reason: status === 'rejected' ? corked : null,
    moderatedAt: at,
    counted: countedNow,
    countedBefore,
  },
});

describe('a wine the customer has not reviewed', () => {
  it('takes their review, approved and counted, stamped with the time of the request', () =>
    given([])
      .when(submit())
      .then([submitted({}, 'approved', null, now)]));

  it('holds a review the abuse rule flags as pending, counting nothing', () =>
    given([])
      .when(submit({}, { heldFor: 'the same words from another account' }))
      .then([submitted({}, 'pending', 'the same words from another account', now)]));

  it('keeps a review its author sent with approved false as pending', () =>
    given([])
      .when(submit({}, { approved: false }))
      .then([submitted({}, 'pending', null, now)]));

  it.each([0, 6, 4.5, Number.NaN])('refuses %s stars', (rating) =>
    given([]).when(submit({ rating })).thenThrows(DomainError, 'Validation failed'),
  );

  it('has nothing to delete', () => given([]).when(remove).thenNothing());

  it('has nothing to moderate', () => given([]).when(moderate('approved')).thenThrows(NotFoundError));
});

describe('a wine the customer has reviewed', () => {
  it('edits the one review when they submit again: the new stars count, the old ones no longer', () =>
    given([submitted()])
      .when(submit({ rating: 2, tasteNotes: 'Flat on a second bottle.' }, { reviewId: otherId }))
      .then([edited({ rating: 2, tasteNotes: 'Flat on a second bottle.' }, counted(4))]));

  it('moves the review to another vintage when the author says it was another bottle', () =>
    given([submitted()])
      .when(submit({ vintage: 2015 }))
      .then([edited({ vintage: 2015 }, counted(4))]));

  it('changes nothing when the same review comes again (a retry, a double tap)', () =>
    given([submitted()]).when(submit()).thenNothing());

  it('deletes it, taking it out of every figure', () =>
    given([submitted()])
      .when(remove)
      .then([{ ...deleted(counted(4), now) }]));

  it('deleting it twice changes nothing', () =>
    given([submitted(), deleted(counted(4))])
      .when(remove)
      .thenNothing());

  it('takes a new review after a deletion, as a new review with its own id', () =>
    given([submitted(), deleted(counted(4))])
      .when(submit({ rating: 5 }, { reviewId: otherId }))
      .thenState((state) =>
        expect(state).toMatchObject({ status: 'written', reviewId: otherId, submittedAt: now }),
      ));
});

describe('moderation', () => {
  it('rejecting a held review records why, and it still counts nothing', () =>
    given([submitted({}, 'pending', 'the same words as a review from another account')])
      .when(moderate('rejected'))
      .then([moderated('rejected', null, null)]));
  it('refuses a rejection that does not say why', () => {
    given([submitted({}, 'pending')])
      .when(moderate('rejected', null))
      .thenThrows(DomainError, 'Validation failed');
    given([submitted({}, 'pending')])
      .when(moderate('rejected', '   '))
      .thenThrows(DomainError, 'Validation failed');
  });
  it('approving a rejected review counts it again, with no reason left on it', () =>
    given([submitted(), moderated('rejected', null, counted(4))])
      .when(moderate('approved'))
      .then([moderated('approved', counted(4), null)]));
  it('cannot moderate a review deleted and written anew since (another review)', () =>
    given([submitted(), deleted(counted(4)), submitted({}, 'approved', null, now, otherId)])
      .when(moderate('rejected'))
      .thenThrows(NotFoundError));
  it('cannot moderate a deleted review', () =>
    given([submitted({}, 'pending'), deleted(null)])
      .when(moderate('approved'))
      .thenThrows(NotFoundError));
  it('rejecting an approved review takes it out of the figures', () =>
    given([submitted()])
      .when(moderate('rejected'))
      .then([moderated('rejected', null, counted(4))]));

  it('approving a held review counts it', () =>
    given([submitted({}, 'pending')])
      .when(moderate('approved'))
      .then([moderated('approved', counted(4), null)]));

  it('moderating to the status it has changes nothing', () =>
    given([submitted()]).when(moderate('approved')).thenNothing());

  it('a rejected review written again goes back to the moderator, still counting nothing', () =>
    given([submitted(), moderated('rejected', null, counted(4))])
      .when(submit({ rating: 5 }))
      .then([edited({ rating: 5 }, null, 'pending')]));
});
