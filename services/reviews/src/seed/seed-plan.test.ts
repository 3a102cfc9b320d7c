import { UserId } from '@wine/contracts/identity/identity-events';
import { seedReviewers } from '@wine/contracts/seed/seed-reviewers';
import { describe, expect, it } from 'vitest';
import { ratingsAveraging, SEED_SCALE, seedAppReviews, seedWineReviews } from './seed-plan.ts';

const wine = {
  masterWineId: 'mw-0001',
  rating: 4.6,
  reviewCount: 412,
  tastingNotes: ['gooseberry', 'flint', 'citrus'],
  vintages: [2022],
};

describe('the seeded reviews', () => {
  it('average the rating the catalog file claims, one review per 10 it claims', () => {
    const reviews = seedWineReviews(wine);
    expect(reviews).toHaveLength(Math.round(412 / SEED_SCALE));
    const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    expect(Math.round(mean * 10) / 10).toBe(4.6);
    expect(new Set(reviews.map((r) => r.rating)).size).toBeGreaterThan(1);
  });

  it.each([1, 2.5, 3.9, 4.5, 5])('hit %s stars with whole numbers 1 to 5', (target) => {
    const ratings = ratingsAveraging(target, 25, 'x');
    expect(ratings.every((r) => Number.isInteger(r) && r >= 1 && r <= 5)).toBe(true);
    expect(Math.round((ratings.reduce((a, b) => a + b, 0) / 25) * 10) / 10).toBe(target);
  });

  it('are the same on every run, each with its own author, and some longer than 150 characters', () => {
    expect(seedWineReviews(wine)).toEqual(seedWineReviews(wine));
    const reviews = seedWineReviews(wine);
    expect(new Set(reviews.map((r) => r.customerId)).size).toBe(reviews.length);
    expect(reviews.every((r) => UserId.safeParse(r.customerId).success)).toBe(true);
    const reviewers = new Set(seedReviewers().map((r) => r.customerId));
    expect(reviews.every((r) => reviewers.has(r.customerId))).toBe(true);
    expect(reviews.some((r) => r.tasteNotes.length > 150)).toBe(true);
  });

  it('leave a wine the file claims no reviews for unreviewed', () =>
    expect(seedWineReviews({ ...wine, rating: 0, reviewCount: 0 })).toEqual([]));

  it('include app reviews, by seeded customers too', () => {
    const reviews = seedAppReviews();
    expect(reviews.length).toBeGreaterThan(5);
    const reviewers = new Map(seedReviewers().map((r) => [r.customerId, r.shownName]));
    expect(reviews.every((r) => reviewers.get(r.customerId) === r.customerName)).toBe(true);
  });

  it('are written by seeded customers, each with addresses of their own', () => {
    const people = seedReviewers();
    for (const key of ['customerId', 'email', 'phone'] as const) {
      expect(new Set(people.map((p) => p[key])).size).toBe(people.length);
    }
  });
});
