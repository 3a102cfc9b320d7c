import type { NewEvent, Upcaster } from '@wine/contracts/event-envelope';
import type { z } from 'zod';
import type { StoredEvent } from './stored-event.ts';

/** A stored event a context cannot read: unknown type, a version with no upcaster, or bad data. */
export class UnreadableEventError extends Error {
  override readonly name = 'UnreadableEventError';
  constructor(
    readonly stored: Pick<StoredEvent, 'eventId' | 'streamId' | 'streamVersion' | 'type' | 'schemaVersion'>,
    readonly reason: string,
  ) {
    super(
      `Event ${stored.eventId} at ${stored.streamId} version ${stored.streamVersion} ` +
        `(${stored.type} v${stored.schemaVersion}) cannot be read: ${reason}`,
    );
  }
}

/** How a context reads its streams: stored rows in, its own event union out, parsed once. */
export interface StreamEvents<Event> {
  read(stored: StoredEvent): Event;
  readAll(stored: readonly StoredEvent[]): Event[];
  /** New events with their type's current schema version, as they are appended. */
  stamp<E extends NewEvent>(events: readonly E[]): E[];
}

/** A contracts `eventUnion`: the envelope union with the upcasters of its events' older versions. */
type EnvelopeUnion = z.ZodType<{ type: string; data: unknown }> & { readonly upcasters: readonly Upcaster[] };

/**
 * The reader of a context's events, from its `eventUnion` in contracts. An event type's current
 * version is 1 plus its upcasters (which must chain 1 -> 2 -> ...); an older event is upcast
 * step by step before the union parses it, a newer one is refused.
 */
export function streamEvents<Union extends EnvelopeUnion>(union: Union): StreamEvents<z.output<Union>> {
  const byType = new Map<string, Upcaster[]>();
  for (const u of [...union.upcasters].sort((a, b) => a.fromVersion - b.fromVersion)) {
    const chain = byType.get(u.type) ?? [];
    if (u.fromVersion !== chain.length + 1) {
      throw new Error(`Upcasters of ${u.type} must go 1 -> 2 -> ...; v${u.fromVersion} is out of step`);
    }
    byType.set(u.type, [...chain, u]);
  }
  const read = (stored: StoredEvent): z.output<Union> => {
    const chain = byType.get(stored.type) ?? [];
    const current = chain.length + 1;
    if (stored.schemaVersion > current) {
      throw new UnreadableEventError(
        stored,
        `v${stored.schemaVersion} is newer than this reader (v${current})`,
      );
    }
    let data = stored.data;
    for (const upcaster of chain.slice(stored.schemaVersion - 1)) data = upcaster.up(data);
    const parsed = union.safeParse({ ...stored, data, schemaVersion: current });
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(event)'}: ${i.message}`);
      throw new UnreadableEventError(stored, issues.join('; '));
    }
    return parsed.data;
  };
  const stamp = <E extends NewEvent>(events: readonly E[]): E[] =>
    events.map((e) => {
      const chain = byType.get(e.type);
      return chain ? { ...e, schemaVersion: chain.length + 1 } : e;
    });
  return { read, readAll: (stored) => stored.map(read), stamp };
}
