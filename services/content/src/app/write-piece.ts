import type { EventMetadata } from '@wine/contracts/event-envelope';
import { handleCommand } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { WritePiece } from '../domain/content-commands.ts';
import { pieceStreamId } from '../domain/content-streams.ts';
import { pieceStream } from './piece-stream.ts';

export const writePiece = (store: EventStore, command: WritePiece, metadata: EventMetadata) =>
  handleCommand(store, pieceStream, pieceStreamId(command.data.kind, command.data.id), command, metadata);
