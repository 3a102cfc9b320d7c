import {
  type AppReviewEvent,
  AppReviewEventEnvelope,
  type WineReviewEvent,
  WineReviewEventEnvelope,
} from '@wine/contracts/reviews/review-events';
import type { StreamKind } from '@wine/platform/domain/handle-command';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { AppReview } from '../domain/app-review.ts';
import type { AppReviewCommand } from '../domain/app-review-commands.ts';
import { appReviewDecider } from '../domain/app-review-decider.ts';
import type { WineReview } from '../domain/wine-review.ts';
import type { WineReviewCommand } from '../domain/wine-review-commands.ts';
import { wineReviewDecider } from '../domain/wine-review-decider.ts';

/** One customer's review of one wine: the decider, and its events read through the contracts' union. */
export const wineReviewStream: StreamKind<WineReviewCommand, WineReview, WineReviewEvent> = {
  decider: wineReviewDecider,
  events: streamEvents(WineReviewEventEnvelope),
};

/** One customer's review of the app. */
export const appReviewStream: StreamKind<AppReviewCommand, AppReview, AppReviewEvent> = {
  decider: appReviewDecider,
  events: streamEvents(AppReviewEventEnvelope),
};
