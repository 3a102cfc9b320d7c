import type {
  AppReview as AppReviewView,
  WineReview as WineReviewView,
} from '@wine/contracts/reviews/review-api';
import { handleCommand } from '@wine/platform/domain/handle-command';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import type { AppReviewContent } from '../domain/app-review.ts';
import { ReviewRuleError } from '../domain/review-rule-error.ts';
import { appReviewStreamId, wineReviewStreamId } from '../domain/review-streams.ts';
import type { WineReviewContent } from '../domain/wine-review.ts';
import type { ReviewReader } from '../read/review-reader.ts';
import { abuseHold } from './abuse-check.ts';
import { appReviewStream, wineReviewStream } from './review-streams.ts';

export interface WriteDeps {
  store: EventStore;
  reader: ReviewReader;
}

export interface WineReviewInput extends WineReviewContent {
  masterWineId: string;
  customerId: string;
  approved: boolean;
}

/** The wine must be one the catalog lists, and a vintage named must be one of its vintages. */
async function assertReviewable(
  reader: ReviewReader,
  masterWineId: string,
  vintage: number | null,
): Promise<void> {
  const vintages = await reader.vintagesOf(masterWineId);
  if (vintages === undefined)
    throw new NotFoundError(`Master wine ${masterWineId} not found`, { masterWineId });
  if (vintage !== null && !vintages.includes(vintage)) {
    throw new ReviewRuleError(
      'vintage',
      `is not a vintage of this wine (${vintages.filter((v) => v !== null).join(', ') || 'non-vintage'})`,
    );
  }
}

/** The caller's review of a wine, written or edited; the answer is the review as they now see it. */
export async function submitWineReview(
  deps: WriteDeps,
  input: WineReviewInput,
  reviewId: string,
  now: Date,
): Promise<WineReviewView> {
  const { masterWineId, customerId, approved, ...content } = input;
  await assertReviewable(deps.reader, masterWineId, content.vintage);
  const heldFor = await abuseHold(deps.reader, customerId, content.tasteNotes, now);
  const { state } = await handleCommand(
    deps.store,
    wineReviewStream,
    wineReviewStreamId(masterWineId, customerId),
    {
      type: 'SubmitWineReview',
      data: { masterWineId, customerId, ...content, reviewId, approved, heldFor },
      metadata: { now: now.toISOString() },
    },
    metadataFromContext(),
  );
  if (state.status !== 'written') throw new Error('a submitted review is written');
  return {
    id: state.reviewId,
    kind: 'wine',
    masterWineId,
    customerId,
    ...state.content,
    createdAt: state.submittedAt,
    updatedAt: state.updatedAt,
    approved: state.moderation === 'approved',
    status: state.moderation,
    verifiedBuyer: await deps.reader.boughtWine(customerId, masterWineId),
  };
}

/** The author deletes their review of the wine; deleting none changes nothing. */
export async function deleteWineReview(
  store: EventStore,
  masterWineId: string,
  customerId: string,
  now: Date,
): Promise<void> {
  await handleCommand(
    store,
    wineReviewStream,
    wineReviewStreamId(masterWineId, customerId),
    { type: 'DeleteWineReview', data: { masterWineId, customerId }, metadata: { now: now.toISOString() } },
    metadataFromContext(),
  );
}

/** The caller's review of the app, written or written again. */
export async function writeAppReview(
  deps: WriteDeps,
  input: AppReviewContent & { customerId: string },
  reviewId: string,
  now: Date,
): Promise<AppReviewView> {
  const { customerId, ...content } = input;
  const heldFor = await abuseHold(deps.reader, customerId, content.review, now);
  const { state } = await handleCommand(
    deps.store,
    appReviewStream,
    appReviewStreamId(customerId),
    {
      type: 'WriteAppReview',
      data: { customerId, ...content, reviewId, heldFor },
      metadata: { now: now.toISOString() },
    },
    metadataFromContext(),
  );
  if (state.status !== 'written') throw new Error('a written app review is written');
  return {
    id: state.reviewId,
    kind: 'app',
    customerId,
    ...state.content,
    createdAt: state.submittedAt,
    updatedAt: state.updatedAt,
    approved: state.moderation === 'approved',
    status: state.moderation,
  };
}
