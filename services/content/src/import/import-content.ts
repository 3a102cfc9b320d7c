import type { Piece } from '@wine/contracts/content/content-pieces';
import type { EventMetadata } from '@wine/contracts/event-envelope';
import { fold } from '@wine/platform/domain/decider';
import { DomainError } from '@wine/platform/errors/domain-error';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { pieceStream } from '../app/piece-stream.ts';
import { writePiece } from '../app/write-piece.ts';
import type { WritePiece } from '../domain/content-commands.ts';
import { pieceStreamId } from '../domain/content-streams.ts';
import type { ContentProblem } from './check-content.ts';

export interface ContentImportDeps {
  store: EventStore;
  clock: () => Date;
  metadata: EventMetadata;
}

export type ContentImportOutcome =
  | { ok: true; events: Record<string, number>; unchanged: number }
  | { ok: false; problems: ContentProblem[] };

/**
 * Imports checked pieces in two phases, as the catalog's import does: every piece is decided on
 * its stream as it is now and every refusal collected; only when there is none is anything
 * written, each piece through the command path (deciding again under its stream's lock). An
 * unchanged piece decides nothing, so importing the same folder again appends nothing.
 */
export async function importContent(
  deps: ContentImportDeps,
  pieces: Piece[],
  paths: string[],
): Promise<ContentImportOutcome> {
  const now = deps.clock().toISOString();
  const commands: WritePiece[] = pieces.map((data) => ({ type: 'WritePiece', data, metadata: { now } }));
  const streams = await deps.store.readStreams(commands.map((c) => pieceStreamId(c.data.kind, c.data.id)));
  const problems: ContentProblem[] = [];
  const changed = commands.filter((command, index) => {
    const history = pieceStream.events.readAll(
      streams.get(pieceStreamId(command.data.kind, command.data.id))?.events ?? [],
    );
    try {
      return pieceStream.decider.decide(command, fold(pieceStream.decider, history)).length > 0;
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      problems.push({ path: paths[index] ?? command.data.id, reason: err.message });
      return false;
    }
  });
  if (problems.length > 0) return { ok: false, problems };

  const events: Record<string, number> = {};
  for (const command of changed) {
    for (const event of (await writePiece(deps.store, command, deps.metadata)).events)
      events[event.type] = (events[event.type] ?? 0) + 1;
  }
  return { ok: true, events, unchanged: commands.length - changed.length };
}
