import { type ContentEvent, ContentEventEnvelope } from '@wine/contracts/content/content-events';
import type { StreamKind } from '@wine/platform/domain/handle-command';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { ContentCommand } from '../domain/content-commands.ts';
import { contentDecider } from '../domain/content-decider.ts';
import type { WrittenPiece } from '../domain/written-piece.ts';

/** One piece's stream (`content/<kind>/<id>`): the decider, its events read through the contracts' union. */
export const pieceStream: StreamKind<ContentCommand, WrittenPiece, ContentEvent> = {
  decider: contentDecider,
  events: streamEvents(ContentEventEnvelope),
};
