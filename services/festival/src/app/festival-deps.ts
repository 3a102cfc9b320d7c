import type { EventStore } from '@wine/platform/event-store/event-store';

export interface FestivalCommandDeps {
  store: EventStore;
  /** The server's clock: claims and pours after the end are refused by it (tests set it). */
  clock: () => Date;
}
