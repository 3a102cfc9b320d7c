import type { Piece } from '@wine/contracts/content/content-pieces';

/** What a piece's stream says: nothing yet, or the piece as last written. */
export type WrittenPiece = { status: 'none' } | { status: 'written'; piece: Piece };
