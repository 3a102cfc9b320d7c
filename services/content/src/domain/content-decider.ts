import { isDeepStrictEqual } from 'node:util';
import type { ContentEvent } from '@wine/contracts/content/content-events';
import type { Piece } from '@wine/contracts/content/content-pieces';
import type { Decider } from '@wine/platform/domain/decider';
import { IllegalStateError } from '@wine/platform/errors/domain-error';
import type { ContentCommand } from './content-commands.ts';
import type { WrittenPiece } from './written-piece.ts';

function writtenEvent(piece: Piece, writtenAt: string): ContentEvent {
  switch (piece.kind) {
    case 'post':
      return { type: 'BlogPostWritten', data: { id: piece.id, post: piece.post, writtenAt } };
    case 'grape':
      return { type: 'GrapeVarietyWritten', data: { id: piece.id, grape: piece.grape, writtenAt } };
    case 'region':
      return { type: 'WineRegionWritten', data: { id: piece.id, region: piece.region, writtenAt } };
    case 'guide':
      return { type: 'WineGuideWritten', data: { id: piece.id, guide: piece.guide, writtenAt } };
    default: {
      const unreachable: never = piece;
      return unreachable;
    }
  }
}

function pieceOf(event: ContentEvent): Piece {
  switch (event.type) {
    case 'BlogPostWritten':
      return { kind: 'post', id: event.data.id, post: event.data.post };
    case 'GrapeVarietyWritten':
      return { kind: 'grape', id: event.data.id, grape: event.data.grape };
    case 'WineRegionWritten':
      return { kind: 'region', id: event.data.id, region: event.data.region };
    case 'WineGuideWritten':
      return { kind: 'guide', id: event.data.id, guide: event.data.guide };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/**
 * A piece written as it already is decides nothing, so importing the same files again appends
 * nothing. A post keeps the slug it was first written with: its URL is out in the world.
 */
function decide(command: ContentCommand, state: WrittenPiece): ContentEvent[] {
  const piece = command.data;
  if (state.status === 'written') {
    // Deep equality, not JSON text: jsonb does not keep the key order of a stored event.
    if (isDeepStrictEqual(state.piece, piece)) return [];
    if (state.piece.kind === 'post' && piece.kind === 'post' && state.piece.post.slug !== piece.post.slug) {
      throw new IllegalStateError(
        `post ${piece.id} was published as ${state.piece.post.slug}; its slug cannot change to ${piece.post.slug}`,
        { id: piece.id },
      );
    }
  }
  return [writtenEvent(piece, command.metadata.now)];
}

const evolve = (_state: WrittenPiece, event: ContentEvent): WrittenPiece => ({
  status: 'written',
  piece: pieceOf(event),
});

export const contentDecider: Decider<ContentCommand, WrittenPiece, ContentEvent> = {
  initialState: { status: 'none' },
  decide,
  evolve,
};
