import type { PieceKind } from '@wine/contracts/content/content-pieces';
import { streamId } from '@wine/platform/event-store/stream-id';

export const pieceStreamId = (kind: PieceKind, id: string) => streamId('content', kind, id);
