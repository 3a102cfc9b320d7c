import { streamId } from '@wine/platform/event-store/stream-id';

// `~` never occurs in a master wine id (lower-case letters, digits, dashes) nor a uuid.
export const wineReviewStreamId = (masterWineId: string, customerId: string) =>
  streamId('reviews', 'wine', `${masterWineId}~${customerId}`);

export const appReviewStreamId = (customerId: string) => streamId('reviews', 'app', customerId);
