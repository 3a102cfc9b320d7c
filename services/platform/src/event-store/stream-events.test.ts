import { eventUnion } from '@wine/contracts/event-envelope';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { StoredEvent } from './stored-event.ts';
import { streamEvents, UnreadableEventError } from './stream-events.ts';

// A test schema whose one event gained a field twice: v1 {name}, v2 {name, size}, v3 {name, size, colour}.
const Painted = z.object({
  type: z.literal('Painted'),
  data: z.object({ name: z.string(), size: z.int(), colour: z.string() }),
});
const upcasters = [
  { type: 'Painted', fromVersion: 2, up: (d: unknown) => Object.assign({ colour: 'white' }, d) },
  { type: 'Painted', fromVersion: 1, up: (d: unknown) => Object.assign({ size: 1 }, d) },
];
const painted = streamEvents(eventUnion([Painted], upcasters));

const stored = (type: string, schemaVersion: number, data: unknown): StoredEvent => ({
  eventId: '0190a8c0-0000-7000-8000-000000000001',
  type,
  schemaVersion,
  streamId: 'test/wall/1',
  streamVersion: 3,
  position: '42',
  occurredAt: '2026-01-01T00:00:00.000Z',
  data,
  metadata: { correlationId: 'c', causationId: null, userId: null, region: 'GB' },
  transactionId: '1',
});

describe('reading a stream through its schema', () => {
  it('upcasts an old event step by step to the current version', () => {
    expect(painted.read(stored('Painted', 1, { name: 'hall' })).data).toEqual({
      name: 'hall',
      size: 1,
      colour: 'white',
    });
  });

  it('reads a current event as it is', () => {
    const data = { name: 'hall', size: 2, colour: 'red' };
    expect(painted.read(stored('Painted', 3, data)).data).toEqual(data);
  });

  it('refuses a malformed payload, naming the stream, version and event id', () => {
    const read = () => painted.read(stored('Painted', 3, { name: 'hall', size: 'big', colour: 'red' }));
    expect(read).toThrow(UnreadableEventError);
    expect(read).toThrow(
      'Event 0190a8c0-0000-7000-8000-000000000001 at test/wall/1 version 3 (Painted v3) cannot be read: data.size',
    );
  });

  it('refuses an unknown type and a version newer than the reader', () => {
    expect(() => painted.read(stored('Pianted', 1, {}))).toThrow('(Pianted v1) cannot be read');
    expect(() => painted.read(stored('Painted', 4, {}))).toThrow('v4 is newer than this reader (v3)');
  });

  it('stamps new events with their current version', () => {
    expect(painted.stamp([{ type: 'Painted', data: {} }])).toEqual([
      { type: 'Painted', data: {}, schemaVersion: 3 },
    ]);
  });

  it('refuses upcasters that do not chain from v1', () => {
    expect(() =>
      streamEvents(eventUnion([Painted], [{ type: 'Painted', fromVersion: 2, up: (d) => d }])),
    ).toThrow(/out of step/);
  });
});
