import { averageOf } from '@wine/contracts/reviews/rating-rank';
import type { AppReviewSummary, RatingCounts, WineReviewSummary } from '@wine/contracts/reviews/review-api';
import { liveNamespace } from '@wine/platform/projections/redis-projector';
import type { Redis } from 'ioredis';
import { REVIEW_SUMMARIES_PROJECTION } from '../projections/review-summaries-projection.ts';
import { ALL_VINTAGES, APP_SUMMARY_KEY, wineSummaryKey } from '../projections/summary-keys.ts';

const STARS = [5, 4, 3, 2, 1] as const;

interface Figures {
  average: number;
  total: number;
  counts: RatingCounts;
}

/** From a count per star: the mean, the total and the counts 5 down to 1. */
function figuresOf(countOf: (stars: number) => number): Figures {
  const counts = STARS.map((rating) => ({ rating, count: countOf(rating) }));
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const sum = counts.reduce((all, c) => all + c.rating * c.count, 0);
  return { average: averageOf(sum, total), total, counts };
}

const wineFigures = (fields: Record<string, string>, scope: string) => {
  const { average, total, counts } = figuresOf((stars) => Number(fields[`${scope}:${stars}`] ?? 0));
  return { avgRating: average, totalReviews: total, ratingCounts: counts };
};

/** Reads the summaries read model (Redis), under its live namespace: a replay's swap is seen at once. */
export class SummaryReader {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix = '',
  ) {}

  private async namespace(): Promise<string> {
    return (await liveNamespace(this.redis, REVIEW_SUMMARIES_PROJECTION, this.keyPrefix)) ?? '';
  }

  async wine(masterWineId: string): Promise<WineReviewSummary> {
    const fields = await this.redis.hgetall(`${await this.namespace()}${wineSummaryKey(masterWineId)}`);
    const scopes = new Set(Object.keys(fields).map((field) => field.slice(0, field.lastIndexOf(':'))));
    scopes.delete(ALL_VINTAGES);
    const vintages = [...scopes]
      .map((scope) => ({ vintage: scope === 'nv' ? null : Number(scope), ...wineFigures(fields, scope) }))
      // A vintage whose every review was edited away or deleted is no longer one reviewed.
      .filter((v) => v.totalReviews > 0)
      .sort((a, b) => (b.vintage ?? 0) - (a.vintage ?? 0));
    return { masterWineId, ...wineFigures(fields, ALL_VINTAGES), vintages };
  }

  async app(): Promise<AppReviewSummary> {
    const ns = await this.namespace();
    const fields = await this.redis.hgetall(`${ns}${APP_SUMMARY_KEY}`);
    const { average, total, counts } = figuresOf((stars) => Number(fields[String(stars)] ?? 0));
    const countOf = (rating: number) => counts.find((c) => c.rating === rating)?.count ?? 0;
    return {
      averageRating: average,
      totalReviews: total,
      // One app review per customer: each approved review is one customer.
      totalCustomers: total,
      ratingDistribution: {
        '1': countOf(1),
        '2': countOf(2),
        '3': countOf(3),
        '4': countOf(4),
        '5': countOf(5),
      },
      fiveStarCount: countOf(5),
    };
  }
}
