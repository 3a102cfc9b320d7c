import { type DropEvent, DropEventEnvelope } from '@wine/contracts/catalog/catalog-events';
import type { StreamKind } from '@wine/platform/domain/handle-command';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { Drop } from '../domain/drop.ts';
import type { DropCommand } from '../domain/drop-commands.ts';
import { dropDecider } from '../domain/drop-decider.ts';

/** One day's drop. */
export const dropStream: StreamKind<DropCommand, Drop, DropEvent> = {
  decider: dropDecider,
  events: streamEvents(DropEventEnvelope),
};
