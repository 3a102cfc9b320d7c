import { type WineEvent, WineEventEnvelope } from '@wine/contracts/catalog/catalog-events';
import type { StreamKind } from '@wine/platform/domain/handle-command';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { Wine } from '../domain/wine.ts';
import { type SyncWine, wineSyncDecider } from '../domain/wine-sync.ts';

/** A wine's stream, decided by the catalog sync (the import and the admin's edits). */
export const wineStream: StreamKind<SyncWine, Wine, WineEvent> = {
  decider: wineSyncDecider,
  events: streamEvents(WineEventEnvelope),
};
