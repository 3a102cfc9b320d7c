import { z } from 'zod';

// v7 so ids sort by creation time, which keeps index inserts append-only.
export const EventId = z.uuid({ version: 'v7' });
export type EventId = z.infer<typeof EventId>;

// Global position in the store. Postgres bigserial exceeds Number.MAX_SAFE_INTEGER in
// principle, so it travels as a string of digits; compare with BigInt(position).
export const Position = z.string().regex(/^\d+$/, 'position must be a string of digits');
export type Position = z.infer<typeof Position>;

export const EventMetadata = z.object({
  correlationId: z.string().min(1),
  // null for the first event of a chain (caused by a user request, not another event).
  causationId: z.string().min(1).nullable(),
  // null for events raised by the system (timers, projections) rather than a user.
  userId: z.string().min(1).nullable(),
  // A plain string, not the Region enum: stored events must keep parsing even if a region
  // is later withdrawn from the list.
  region: z.string().min(1),
});
export type EventMetadata = z.infer<typeof EventMetadata>;

export const EventEnvelope = z.object({
  eventId: EventId,
  type: z.string().min(1),
  schemaVersion: z.int().min(1),
  streamId: z.string().min(1),
  streamVersion: z.int().min(1),
  position: Position,
  occurredAt: z.iso.datetime({ offset: true }),
  data: z.unknown(),
  metadata: EventMetadata,
});

/** A stored or published event. Narrow `TType`/`TData` with `defineEvent` schemas. */
export type EventEnvelope<TType extends string = string, TData = unknown> = Omit<
  z.infer<typeof EventEnvelope>,
  'type' | 'data'
> & { type: TType; data: TData };

/**
 * Envelope schema for one event type. The literal `type` makes it usable in a context's
 * `z.discriminatedUnion('type', [...])`. `schemaVersion` stays open: older versions are
 * upcast before they reach the union, so one schema per type is enough.
 */
export function defineEvent<TType extends string, TData extends z.ZodType>(type: TType, data: TData) {
  return EventEnvelope.extend({ type: z.literal(type), data });
}

/**
 * Turns the data of one event type at `fromVersion` into its shape at `fromVersion + 1`. Kept
 * beside the event's schema, so every reader of the event (its context, workflows, projections)
 * upcasts the same way.
 */
export interface Upcaster {
  type: string;
  fromVersion: number;
  up(data: unknown): unknown;
}

type Discriminable = z.core.$ZodTypeDiscriminable;

/** A stream's envelope union carrying the upcasters of its events' older versions. */
export type EventUnion<Events extends readonly [Discriminable, ...Discriminable[]]> = z.ZodDiscriminatedUnion<
  Events,
  'type'
> & { readonly upcasters: readonly Upcaster[] };

/**
 * A stream's envelope union, with the upcasters of its events' older versions attached: the
 * platform's reader takes nothing else, so no reader can parse an old event without upcasting it.
 */
export function eventUnion<const Events extends readonly [Discriminable, ...Discriminable[]]>(
  events: Events,
  upcasters: readonly Upcaster[] = [],
): EventUnion<Events> {
  return Object.assign(z.discriminatedUnion('type', events), { upcasters });
}

/** What a decider returns and a command handler appends; the store adds the rest. */
export type NewEvent<TType extends string = string, TData = unknown> = {
  type: TType;
  data: TData;
  /** Defaults to 1 when appended. */
  schemaVersion?: number;
};

/** The `NewEvent` for an envelope (or a union of envelopes), keeping type and data paired. */
export type NewEventOf<E extends { type: string; data: unknown }> = E extends unknown
  ? NewEvent<E['type'], E['data']>
  : never;
