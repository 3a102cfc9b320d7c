import { describe, expect, it } from 'vitest';
import { topicSettings } from './topic-settings.ts';

const days = (topic: string) => Number(topicSettings(topic)['retention.ms']) / 86_400_000;

describe('retention per kind of topic', () => {
  it('keeps domain events 30 days, dead letters 90, analytics its owner’s 30, prefixed or not, never compacted', () => {
    expect(days('orders.events')).toBe(30);
    expect(days('t1a2b.orders.events')).toBe(30);
    expect(days('dead-letter.shop')).toBe(90);
    expect(days('t1a2b.dead-letter.order-history')).toBe(90);
    expect(days('analytics.page-views')).toBe(30);
    expect(topicSettings('analytics.ab-assignments')['cleanup.policy']).toBe('delete');
    expect(topicSettings('orders.events')['cleanup.policy']).toBe('delete');
  });
});
