import { describe, expect, it } from 'vitest';
import { dropPlan } from './drop-plan.ts';

const rotation = { winesPerDrop: 2, productIds: ['a', 'b', 'c', 'd', 'e'] };

describe('dropPlan', () => {
  it('plans one drop a day from the given date', () => {
    const plan = dropPlan(rotation, '2025-12-30', 4);
    expect(plan.map((d) => d.date)).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
    for (const drop of plan) expect(drop.productIds).toHaveLength(2);
  });

  it('gives a date the same wines whichever day the plan starts from', () => {
    const fromMonday = dropPlan(rotation, '2025-03-10', 8);
    const fromWednesday = dropPlan(rotation, '2025-03-12', 8);
    expect(fromWednesday.slice(0, 6)).toEqual(fromMonday.slice(2));
  });

  it('moves on through the rotation day by day, wrapping round', () => {
    const [first, second] = dropPlan(rotation, '2025-03-10', 2);
    const all = rotation.productIds;
    const start = all.indexOf(first?.productIds[0] ?? '');
    expect(second?.productIds[0]).toBe(all[(start + 2) % all.length]);
  });

  it('never repeats a wine within a drop, even when the rotation is short', () =>
    expect(dropPlan({ winesPerDrop: 4, productIds: ['a', 'b'] }, '2025-03-10', 1)[0]?.productIds).toEqual(
      expect.arrayContaining(['a', 'b']),
    ));
});
