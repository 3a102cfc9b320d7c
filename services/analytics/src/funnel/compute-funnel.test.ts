import { describe, expect, it } from 'vitest';
import { computeFunnel } from './compute-funnel.ts';
import { formatFunnel } from './format-funnel.ts';
import type { FunnelEvent, FunnelStep } from './funnel-event.ts';

const at = (
  user: string,
  step: FunnelStep,
  atMs: number,
  device: string | null = `dev-${user}`,
): FunnelEvent => ({
  user,
  device,
  step,
  atMs,
});

const journey = (user: string, steps: FunnelStep[], start = 0) =>
  steps.map((step, i) => at(user, step, start + i));

const usersPerStep = (rows: ReturnType<typeof computeFunnel>, group: string) =>
  rows.find((r) => r.group === group)?.steps.map((s) => s.users);

describe('computeFunnel', () => {
  it('counts unique users per step and the step-to-step conversion', () => {
    const events = [
      ...journey('ann', ['ViewContent', 'AddToCart', 'InitiateCheckout', 'Purchase']),
      ...journey('bob', ['ViewContent', 'AddToCart', 'InitiateCheckout']),
      ...journey('cat', ['ViewContent', 'AddToCart']),
      ...journey('dan', ['ViewContent']),
    ];
    expect(computeFunnel(events)).toEqual([
      {
        group: 'ALL',
        steps: [
          { step: 'ViewContent', users: 4, conversionPercent: null },
          { step: 'AddToCart', users: 3, conversionPercent: 75 },
          { step: 'InitiateCheckout', users: 2, conversionPercent: 66.7 },
          { step: 'Purchase', users: 1, conversionPercent: 50 },
        ],
      },
    ]);
  });

  it('counts a step only after the previous one, in time order whatever the arrival order', () => {
    const events = [
      at('ann', 'AddToCart', 1), // before any view: does not count
      at('ann', 'ViewContent', 2),
      at('bob', 'AddToCart', 20),
      at('bob', 'ViewContent', 10),
      at('cat', 'Purchase', 5),
    ];
    expect(usersPerStep(computeFunnel(events), 'ALL')).toEqual([2, 1, 0, 0]);
  });

  it('is unchanged by repeated events, as at-least-once delivery sends them', () => {
    const once = journey('ann', ['ViewContent', 'AddToCart', 'InitiateCheckout']);
    expect(computeFunnel([...once, ...once, ...once])).toEqual(computeFunnel(once));
  });

  it("splits users by their device's group, and shows users with no assignment apart", () => {
    const groups = new Map([
      ['dev-ann', 'TEST' as const],
      ['dev-bob', 'CONTROL' as const],
      ['dev-cat', 'TEST' as const],
    ]);
    const events = [
      ...journey('ann', ['ViewContent', 'AddToCart']),
      ...journey('bob', ['ViewContent', 'AddToCart', 'InitiateCheckout']),
      ...journey('cat', ['ViewContent']),
      ...journey('dan', ['ViewContent']),
      at('eve', 'ViewContent', 0, null),
    ];
    const rows = computeFunnel(events, { experiment: 'hero', groupOf: (d) => groups.get(d) });
    expect(rows.map((r) => r.group)).toEqual(['TEST', 'CONTROL', 'UNASSIGNED']);
    expect(usersPerStep(rows, 'TEST')).toEqual([2, 1, 0, 0]);
    expect(usersPerStep(rows, 'CONTROL')).toEqual([1, 1, 1, 0]);
    expect(usersPerStep(rows, 'UNASSIGNED')).toEqual([2, 0, 0, 0]);
  });

  it('shows both groups of an experiment even before any event', () =>
    expect(computeFunnel([], { experiment: 'hero', groupOf: () => undefined }).map((r) => r.group)).toEqual([
      'TEST',
      'CONTROL',
    ]));
});

describe('formatFunnel', () => {
  it('prints one row per group with counts and conversion percentages', () => {
    const rows = computeFunnel([
      ...journey('ann', ['ViewContent', 'AddToCart']),
      ...journey('bob', ['ViewContent']),
    ]);
    expect(formatFunnel(rows).split('\n')).toEqual([
      'group       ViewContent         AddToCart           InitiateCheckout    Purchase',
      'ALL         2                   1 (50.0%)           0 (0.0%)            0',
    ]);
  });
});
