import { averageOf } from '@wine/contracts/reviews/rating-rank';
import type { AppReviewSummary, RatingCounts, WineReviewSummary } from '@wine/contracts/reviews/review-api';
import { liveNamespace } from '@wine/platform/projections/redis-projector';
import type { Redis } from 'ioredis';
import { REVIEW_SUMMARIES_PROJECTION } from '../projections/review-summaries-projection.ts';
import {
  APP_SUMMARY_KEY,
  vintageSummaryKey,
  wineSummaryKey,
  wineVintagesKey,
} from '../projections/summary-keys.ts';

const STARS = [5, 4, 3, 2, 1] as const;

interface Figures {
  average: number;
  total: number;
  counts: RatingCounts;
}

function figuresOf(hash: Record<string, string>): Figures {
  const total = Number(hash.n ?? 0);
  return {
    average: averageOf(Number(hash.sum ?? 0), total),
    total,
    counts: STARS.map((rating) => ({ rating, count: Number(hash[`s${rating}`] ?? 0) })),
  };
}

const wineFigures = (hash: Record<string, string>) => {
  const { average, total, counts } = figuresOf(hash);
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
    const ns = await this.namespace();
    const [wine, labels] = await Promise.all([
      this.redis.hgetall(`${ns}${wineSummaryKey(masterWineId)}`),
      this.redis.smembers(`${ns}${wineVintagesKey(masterWineId)}`),
    ]);
    const pipeline = this.redis.pipeline();
    for (const label of labels) pipeline.hgetall(`${ns}${vintageSummaryKey(masterWineId, label)}`);
    const hashes = ((await pipeline.exec()) ?? []).map(([, hash]) => hash as Record<string, string>);
    const vintages = labels
      .map((label, i) => ({
        vintage: label === 'nv' ? null : Number(label),
        ...wineFigures(hashes[i] ?? {}),
      }))
      // A vintage whose every review was edited away or deleted is no longer one reviewed.
      .filter((v) => v.totalReviews > 0)
      .sort((a, b) => (b.vintage ?? 0) - (a.vintage ?? 0));
    return { masterWineId, ...wineFigures(wine), vintages };
  }

  async app(): Promise<AppReviewSummary> {
    const ns = await this.namespace();
    const { average, total, counts } = figuresOf(await this.redis.hgetall(`${ns}${APP_SUMMARY_KEY}`));
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
