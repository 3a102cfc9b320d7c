import type { EventMetadata } from '@wine/contracts/event-envelope';
import { handleCommand } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { dropStreamId } from '../domain/catalog-streams.ts';
import type { ScheduleDrop } from '../domain/drop-commands.ts';
import { dropStream } from './drop-stream.ts';

export const scheduleDrop = (store: EventStore, command: ScheduleDrop, metadata: EventMetadata) =>
  handleCommand(store, dropStream, dropStreamId(command.data.date), command, metadata);
