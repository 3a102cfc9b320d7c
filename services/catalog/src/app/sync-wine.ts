import type { EventMetadata } from '@wine/contracts/event-envelope';
import { handleCommand } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { wineStreamId } from '../domain/catalog-streams.ts';
import type { SyncWine } from '../domain/wine-sync.ts';
import { wineStream } from './wine-stream.ts';

export const syncWine = (store: EventStore, command: SyncWine, metadata: EventMetadata) =>
  handleCommand(store, wineStream, wineStreamId(command.data.productId), command, metadata);
