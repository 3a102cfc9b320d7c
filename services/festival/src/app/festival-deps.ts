import type { EventStore } from '@wine/platform/event-store/event-store';
import type { FestivalDefinitions } from './festival-definition.ts';

export interface FestivalCommandDeps {
  store: EventStore;
  festivals: FestivalDefinitions;
  /** The server's clock: claims and pours after the end are refused by it (tests set it). */
  clock: () => Date;
}
