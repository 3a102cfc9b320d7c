import { describe, expect, it } from 'vitest';
import { quickActionsFor } from './quick-actions.ts';

describe('quickActionsFor', () => {
  it('offers signed-out people the free trial, the shop and the cart', () => {
    const actions = quickActionsFor(false);
    expect(actions.map((a) => [a.label, a.href])).toEqual([
      ['Start Free Trial', '/signup'],
      ['Browse Wines', '/shop'],
      ['View Cart', '/cart'],
    ]);
    expect(actions[0]?.note).toBe('Join 45,000+ members');
  });

  it('offers signed-in people their dashboard and the drop', () => {
    expect(quickActionsFor(true).map((a) => a.label)).toEqual(['Member Dashboard', "Today's Drop"]);
  });
});
