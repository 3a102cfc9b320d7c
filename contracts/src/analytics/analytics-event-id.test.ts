import { describe, expect, it } from 'vitest';
import { analyticsEventId, builtEventIdPattern, EventIdField, randomToken } from './analytics-event-id.ts';

describe('analyticsEventId', () => {
  it('joins the event name, the timestamp and the random string', () =>
    expect(analyticsEventId('Purchase', 1_732_190_400_000, 'k3j9x2ab7')).toBe(
      'Purchase_1732190400000_k3j9x2ab7',
    ));

  it('draws a fresh nine-character random part each time', () => {
    const ids = Array.from({ length: 1000 }, () => analyticsEventId('Lead', 1_732_190_400_000));
    for (const id of ids) expect(id).toMatch(builtEventIdPattern);
    expect(new Set(ids).size).toBe(ids.length);
    expect(randomToken()).toMatch(/^[a-z0-9]{9}$/);
  });

  it('accepts what it builds as a client id, and refuses ids that are not plain tokens', () => {
    expect(EventIdField.safeParse(analyticsEventId('Lead', Date.now())).success).toBe(true);
    expect(EventIdField.safeParse('a b').success).toBe(false);
    expect(EventIdField.safeParse('x'.repeat(129)).success).toBe(false);
  });
});
