import type { StoredEvent } from '../event-store/stored-event.ts';

/** What a projector reports; the process wires it to Prometheus (see observability/). */
export interface ProjectorMetrics {
  applied(projection: string, events: StoredEvent[]): void;
  deadLettered(projection: string): void;
}

export const noMetrics: ProjectorMetrics = { applied: () => undefined, deadLettered: () => undefined };
