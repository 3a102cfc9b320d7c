import type { EventStore } from '@wine/platform/event-store/event-store';
import type { AccessTokenVerifier } from '@wine/platform/http/auth';
import type { ReadyAnswer } from '@wine/platform/http/ready-answers';
import type { StampedCache } from '@wine/platform/projections/stamped-cache';
import type { ReviewReader } from '../read/review-reader.ts';
import type { SummaryReader } from '../read/summary-reader.ts';

export interface ReviewHttpDeps {
  store: EventStore;
  reader: ReviewReader;
  summaries: SummaryReader;
  /**
   * Summary answers as ready bytes (with their ETag), kept until the summaries read model moves
   * (its Redis stamp, read at most every 100 ms): a repeat costs no Redis round trip, and
   * concurrent misses on one key share one build.
   */
  summaryCache: StampedCache<ReadyAnswer>;
  /** Identity's token check: a review's author is the bearer token's. */
  verifier: AccessTokenVerifier;
  clock: () => Date;
  newId: () => string;
}
