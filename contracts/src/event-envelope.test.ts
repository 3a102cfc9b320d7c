import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, EventEnvelope, type NewEventOf } from './event-envelope.ts';

const envelope = {
  eventId: '0190b7a0-7c1e-7abc-8def-0123456789ab',
  type: 'OrderPlaced',
  schemaVersion: 1,
  streamId: 'order-42',
  streamVersion: 1,
  position: '9007199254740993',
  occurredAt: '2025-06-01T12:00:00.000Z',
  data: { orderId: '42', totalPence: 1250 },
  metadata: { correlationId: 'req-1', causationId: null, userId: 'user-1', region: 'GB' },
};

describe('the event envelope', () => {
  it('accepts a stored event', () => expect(EventEnvelope.safeParse(envelope).success).toBe(true));

  it('keeps a position beyond the safe integer range exact', () =>
    expect(EventEnvelope.parse(envelope).position).toBe('9007199254740993'));

  it('refuses a position that is not a string of digits', () => {
    expect(EventEnvelope.safeParse({ ...envelope, position: 12 }).success).toBe(false);
    expect(EventEnvelope.safeParse({ ...envelope, position: '-1' }).success).toBe(false);
    expect(EventEnvelope.safeParse({ ...envelope, position: '' }).success).toBe(false);
  });

  it('requires a v7 event id', () =>
    expect(
      EventEnvelope.safeParse({ ...envelope, eventId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' }).success,
    ).toBe(false));

  it('counts schema and stream versions from 1', () => {
    expect(EventEnvelope.safeParse({ ...envelope, schemaVersion: 0 }).success).toBe(false);
    expect(EventEnvelope.safeParse({ ...envelope, streamVersion: 0 }).success).toBe(false);
    expect(EventEnvelope.safeParse({ ...envelope, streamVersion: 1.5 }).success).toBe(false);
  });

  it('needs an ISO date-time for occurredAt', () => {
    expect(EventEnvelope.safeParse({ ...envelope, occurredAt: '2025-06-01T13:00:00+01:00' }).success).toBe(
      true,
    );
    expect(EventEnvelope.safeParse({ ...envelope, occurredAt: '1 June 2025' }).success).toBe(false);
  });

  it('needs every metadata field, allowing null causation and user', () => {
    const { region: _region, ...noRegion } = envelope.metadata;
    expect(EventEnvelope.safeParse({ ...envelope, metadata: noRegion }).success).toBe(false);
    expect(
      EventEnvelope.safeParse({ ...envelope, metadata: { ...envelope.metadata, userId: null } }).success,
    ).toBe(true);
  });
});

describe('defineEvent', () => {
  const OrderPlaced = defineEvent('OrderPlaced', z.object({ orderId: z.string(), totalPence: z.int() }));
  const OrderCancelled = defineEvent('OrderCancelled', z.object({ orderId: z.string() }));
  const OrderEvent = z.discriminatedUnion('type', [OrderPlaced, OrderCancelled]);

  it('builds schemas a context can put in a discriminated union', () => {
    const event = OrderEvent.parse(envelope);
    expect(event.type === 'OrderPlaced' && event.data.totalPence).toBe(1250);
  });

  it('checks the data against the schema for its type', () =>
    expect(OrderEvent.safeParse({ ...envelope, data: { orderId: '42' } }).success).toBe(false));

  it('refuses a type outside the union', () =>
    expect(OrderEvent.safeParse({ ...envelope, type: 'OrderShipped' }).success).toBe(false));

  it('derives the new-event shape a decider returns', () => {
    const appended: NewEventOf<z.infer<typeof OrderEvent>> = {
      type: 'OrderCancelled',
      data: { orderId: '42' },
    };
    // @ts-expect-error data of OrderPlaced does not fit OrderCancelled
    const wrong: NewEventOf<z.infer<typeof OrderEvent>> = { type: 'OrderCancelled', data: { totalPence: 1 } };
    expect([appended.type, wrong.type]).toEqual(['OrderCancelled', 'OrderCancelled']);
  });
});
