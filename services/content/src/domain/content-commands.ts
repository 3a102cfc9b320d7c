import type { Piece } from '@wine/contracts/content/content-pieces';

/** Writes a piece whole, as its file says now; time comes in with the command. */
export interface WritePiece {
  type: 'WritePiece';
  data: Piece;
  metadata: { now: string };
}

export type ContentCommand = WritePiece;
