import { type WineEvent, WineEventEnvelope } from '@wine/contracts/catalog/catalog-events';
import type { EventMetadata } from '@wine/contracts/event-envelope';
import { handleCommand, type StreamKind } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import { wineStreamId } from '../domain/catalog-streams.ts';
import type { Wine } from '../domain/wine.ts';
import type { WineCommand } from '../domain/wine-commands.ts';
import { wineDecider } from '../domain/wine-decider.ts';

/** A wine's stream for the warehouse's own commands (the sync decides the import's rows). */
const countedWineStream: StreamKind<WineCommand, Wine, WineEvent> = {
  decider: wineDecider,
  events: streamEvents(WineEventEnvelope),
};

/**
 * The warehouse counted a wine: its stock level is now `stockLevel` bottles (a restock, a
 * breakage). An absolute count, so running it twice changes nothing; orders' reservations
 * count against it as they do against an import's.
 */
export async function countStock(
  store: EventStore,
  productId: string,
  stockLevel: number,
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ changed: boolean }> {
  const command: WineCommand = {
    type: 'AdjustWineStock',
    data: { productId, stockLevel },
    metadata: { now: now.toISOString() },
  };
  const { events } = await handleCommand(
    store,
    countedWineStream,
    wineStreamId(productId),
    command,
    metadata,
  );
  return { changed: events.length > 0 };
}
