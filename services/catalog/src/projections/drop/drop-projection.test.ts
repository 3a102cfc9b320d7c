import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import { describe, expect, it } from 'vitest';
import { dropProjection } from './drop-projection.ts';

const stored = (type: string, data: object): StoredEvent => ({
  eventId: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  type,
  schemaVersion: 1,
  streamId: 'catalog/drop/2025-03-10',
  streamVersion: 1,
  position: '7',
  occurredAt: '2025-03-01T10:00:00.000Z',
  data,
  metadata: { correlationId: 'c-1', causationId: null, userId: null, region: 'GB' },
  transactionId: '900',
});

describe('the drop projection', () => {
  it('sets the day to its wines, whether scheduled or rescheduled', () => {
    const data = { date: '2025-03-10', productIds: ['wine-2', 'wine-1'] };
    expect(
      dropProjection.apply(stored('DropScheduled', { ...data, scheduledAt: '2025-03-01T10:00:00.000Z' })),
    ).toEqual([['SET', 'day:2025-03-10', '["wine-2","wine-1"]']]);
    expect(
      dropProjection.apply(stored('DropRescheduled', { ...data, rescheduledAt: '2025-03-01T10:00:00.000Z' })),
    ).toEqual([['SET', 'day:2025-03-10', '["wine-2","wine-1"]']]);
  });

  it('refuses a malformed event (it goes to the dead letters)', () =>
    expect(() => dropProjection.apply(stored('DropScheduled', { date: 'soon', productIds: [] }))).toThrow());
});
