import type { EventStore } from '@wine/platform/event-store/event-store';
import type { AccessTokenVerifier } from '@wine/platform/http/auth';
import type { ReviewReader } from '../read/review-reader.ts';
import type { SummaryCache } from '../read/summary-cache.ts';
import type { SummaryReader } from '../read/summary-reader.ts';

export interface ReviewHttpDeps {
  store: EventStore;
  reader: ReviewReader;
  summaries: SummaryReader;
  /** Summary answers as bytes, until the summaries read model moves. */
  summaryCache: SummaryCache;
  /** Identity's token check: a review's author is the bearer token's. */
  verifier: AccessTokenVerifier;
  clock: () => Date;
  newId: () => string;
}
