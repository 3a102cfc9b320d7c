import type { Pool } from '@wine/platform/db/pool';
import { fold } from '@wine/platform/domain/decider';
import { DomainError } from '@wine/platform/errors/domain-error';
import { EventStore } from '@wine/platform/event-store/event-store';
import { dropStream } from '../app/drop-stream.ts';
import { wineStream } from '../app/wine-stream.ts';
import { dropStreamId, wineStreamId } from '../domain/catalog-streams.ts';
import type { ScheduleDrop } from '../domain/drop-commands.ts';
import type { SyncWine } from '../domain/wine-sync.ts';
import type { RowLines } from './check-catalog-file.ts';
import type { ImportProblem } from './import-problem.ts';
import { slugOwners } from './slug-owners.ts';

/** Every refusal, and how many events each row would append (0: unchanged). */
export interface DryRun {
  problems: ImportProblem[];
  wineEvents: number[];
  dropEvents: number[];
}

/**
 * Decides every row with the catalog's deciders on the streams as they are now, writing nothing,
 * and adds what no single stream can know: slugs other listed wines hold, drop wines that exist
 * nowhere.
 */
export async function dryRun(
  pool: Pool,
  wineCommands: SyncWine[],
  dropCommands: ScheduleDrop[],
  lines: RowLines,
): Promise<DryRun> {
  const problems: ImportProblem[] = [];
  const at = (list: 'wines' | 'drops', index: number, reason: string) => {
    const line = lines[list][index];
    problems.push({ list, index, reason, ...(line === undefined ? {} : { line }) });
  };
  const refusal = (err: unknown) => {
    if (err instanceof DomainError) return err.message;
    throw err;
  };

  const store = new EventStore(pool);
  const wineStreams = await store.readStreams(wineCommands.map((c) => wineStreamId(c.data.productId)));
  const owners = await slugOwners(
    pool,
    wineCommands.map((c) => c.data.slug),
  );
  const wineEvents = wineCommands.map((command, index) => {
    const { productId, slug } = command.data;
    const owner = owners.get(slug);
    if (owner !== undefined && owner !== productId)
      at('wines', index, `slug ${slug} is already used by wine ${owner}`);
    try {
      const history = wineStream.events.readAll(wineStreams.get(wineStreamId(productId))?.events ?? []);
      return wineStream.decider.decide(command, fold(wineStream.decider, history)).length;
    } catch (err) {
      at('wines', index, refusal(err));
      return 0;
    }
  });

  const inFile = new Set(wineCommands.map((c) => c.data.productId));
  const elsewhere = [...new Set(dropCommands.flatMap((c) => c.data.productIds))].filter(
    (id) => !inFile.has(id),
  );
  const listedElsewhere = await store.readStreams(elsewhere.map(wineStreamId));
  const dropStreams = await store.readStreams(dropCommands.map((c) => dropStreamId(c.data.date)));
  const dropEvents = dropCommands.map((command, index) => {
    const unknown = command.data.productIds.filter(
      (id) => !inFile.has(id) && (listedElsewhere.get(wineStreamId(id))?.version ?? 0) === 0,
    );
    if (unknown.length > 0) at('drops', index, `wines not in this file nor listed: ${unknown.join(', ')}`);
    try {
      const history = dropStream.events.readAll(
        dropStreams.get(dropStreamId(command.data.date))?.events ?? [],
      );
      return dropStream.decider.decide(command, fold(dropStream.decider, history)).length;
    } catch (err) {
      at('drops', index, refusal(err));
      return 0;
    }
  });

  problems.sort((a, b) => (a.list ?? '').localeCompare(b.list ?? '') || (a.index ?? 0) - (b.index ?? 0));
  return { problems, wineEvents, dropEvents };
}
