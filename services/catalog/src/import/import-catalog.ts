import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { Pool } from '@wine/platform/db/pool';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { scheduleDrop } from '../app/schedule-drop.ts';
import { syncWine } from '../app/sync-wine.ts';
import type { ScheduleDrop } from '../domain/drop-commands.ts';
import type { SyncWine } from '../domain/wine-sync.ts';
import { type CatalogFile, masterWineOf, productOf, type WineRow } from './catalog-file.ts';
import type { RowLines } from './check-catalog-file.ts';
import { dryRun } from './dry-run.ts';
import type { ImportProblem } from './import-problem.ts';

export interface ImportDeps {
  store: EventStore;
  pool: Pool;
  clock: () => Date;
  metadata: EventMetadata;
}

/** Events appended, by type; `unchanged` counts the rows that needed none. */
export interface ImportSummary {
  events: Record<string, number>;
  unchanged: number;
}

export type ImportOutcome = { ok: true; summary: ImportSummary } | { ok: false; problems: ImportProblem[] };

// Streams are independent: a few appends in flight at once cut a large import's time several-fold.
const PARALLEL_APPENDS = 8;

function toSyncWine(row: WineRow, now: string): SyncWine {
  const { productId, masterWineId, slug, publicPricePence, memberPricePence, stockLevel } = row;
  return {
    type: 'SyncWine',
    data: {
      productId,
      masterWineId,
      slug,
      masterWine: masterWineOf(row),
      product: productOf(row),
      publicPricePence,
      memberPricePence,
      stockLevel,
    },
    metadata: { now },
  };
}

/**
 * Imports a checked file in two phases. The dry run decides every row with the same deciders on
 * the current streams and collects every refusal; only a file with none is written, row by row,
 * each through its command handler (which decides again under the stream's lock). Unchanged
 * rows decide nothing and append nothing, so re-importing a file is a no-op.
 */
export async function importCatalog(
  deps: ImportDeps,
  file: CatalogFile,
  lines: RowLines = { wines: [], drops: [] },
): Promise<ImportOutcome> {
  const now = deps.clock().toISOString();
  const wineCommands = file.wines.map((row) => toSyncWine(row, now));
  const dropCommands: ScheduleDrop[] = file.drops.map((row) => ({
    type: 'ScheduleDrop',
    data: row,
    metadata: { now },
  }));
  const decided = await dryRun(deps.pool, wineCommands, dropCommands, lines);
  if (decided.problems.length > 0) return { ok: false, problems: decided.problems };

  const summary: ImportSummary = { events: {}, unchanged: 0 };
  const count = (events: { type: string }[]) => {
    if (events.length === 0) summary.unchanged++;
    for (const e of events) summary.events[e.type] = (summary.events[e.type] ?? 0) + 1;
  };
  // Wines first: a drop's projection may look its wines up.
  await inParallel(
    wineCommands.filter((_, i) => (decided.wineEvents[i] ?? 0) > 0),
    async (command) => count((await syncWine(deps.store, command, deps.metadata)).events),
  );
  summary.unchanged += decided.wineEvents.filter((n) => n === 0).length;
  await inParallel(
    dropCommands.filter((_, i) => (decided.dropEvents[i] ?? 0) > 0),
    async (command) => count((await scheduleDrop(deps.store, command, deps.metadata)).events),
  );
  summary.unchanged += decided.dropEvents.filter((n) => n === 0).length;
  return { ok: true, summary };
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_APPENDS, items.length) }, worker));
}
