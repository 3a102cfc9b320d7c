import type { EventMetadata } from '@wine/contracts/event-envelope';
import { readState } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { festivalStream } from '../app/festival-kinds.ts';
import { publishFestival } from '../app/publish-festival.ts';
import { capacityShrinks } from '../domain/festival-definition.ts';
import { festivalStreamId } from '../domain/festival-streams.ts';
import type { FestivalImportProblem, FestivalRow } from './festival-file.ts';

export interface FestivalImportDeps {
  store: EventStore;
  clock: () => Date;
  metadata: EventMetadata;
}

export type FestivalImportOutcome =
  | { ok: true; published: number; unchanged: number }
  | { ok: false; problems: FestivalImportProblem[] };

/**
 * Checks every row against what is published (capacity never shrinks), and writes only a file
 * with no problem at all, row by row through the command path (which decides again under the
 * stream's lock). A row that changes nothing appends nothing, so importing twice is a no-op.
 */
export async function importFestivals(
  deps: FestivalImportDeps,
  rows: FestivalRow[],
): Promise<FestivalImportOutcome> {
  const problems: FestivalImportProblem[] = [];
  for (const [index, row] of rows.entries()) {
    const { details } = await readState(deps.store, festivalStream, festivalStreamId(row.festivalId));
    for (const reason of capacityShrinks(details, row.details)) problems.push({ index, reason });
  }
  if (problems.length > 0) return { ok: false, problems };
  let published = 0;
  const now = deps.clock().toISOString();
  for (const row of rows) {
    const { events } = await publishFestival(deps.store, { ...row, now }, deps.metadata);
    published += events.length;
  }
  return { ok: true, published, unchanged: rows.length - published };
}

export function importReport(source: string, outcome: FestivalImportOutcome): string {
  if (outcome.ok)
    return `${source}: imported (${outcome.published} festival(s) published; ${outcome.unchanged} unchanged).`;
  const rows = new Set(outcome.problems.map((p) => p.index ?? 'file'));
  return [
    `${source}: nothing imported; ${outcome.problems.length} problem(s) in ${rows.size} row(s):`,
    ...outcome.problems.map(
      (p) => `  ${p.index === undefined ? p.reason : `festivals[${p.index}]: ${p.reason}`}`,
    ),
  ].join('\n');
}
