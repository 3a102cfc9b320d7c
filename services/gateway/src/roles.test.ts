import { describe, expect, it } from 'vitest';
import type { Runners } from './roles.ts';
import { planOf } from './roles.ts';

// Runners that do nothing: the plan only sorts them by role.
const follows = { contexts: [], handles: [] };
const all: Runners = {
  projections: [{ name: 'shop', kind: 'redis', ...follows, apply: () => [] }],
  workflows: [
    {
      name: 'orders-complete-on-payment',
      context: 'orders',
      ...follows,
      input: () => null,
      decide: () => [],
      streams: () => [],
      handle: async () => undefined,
    },
  ],
  effects: [{ name: 'identity-customer-mail', ...follows, perform: async () => undefined }],
};
const names = (r: Runners) => [...r.projections, ...r.workflows, ...r.effects].map((x) => x.name);

describe('the roles of one image', () => {
  it('all: serves, relays and runs every projection, workflow and effect (make start)', () => {
    const plan = planOf('all', 'all', all);
    expect(plan).toMatchObject({ serves: true, relay: true, runs: true });
    expect(names(plan.runners)).toEqual(['shop', 'orders-complete-on-payment', 'identity-customer-mail']);
  });

  it('gateway: serves only, knowing every runner to wait on for consistent reads', () => {
    const plan = planOf('gateway', 'read-models', all);
    expect(plan).toMatchObject({ serves: true, relay: false, runs: false });
    expect(names(plan.runners)).toHaveLength(3);
  });

  it('projector: runs its named set and nothing else', () => {
    expect(planOf('projector', 'read-models', all)).toMatchObject({
      serves: false,
      relay: false,
      runs: true,
    });
    expect(names(planOf('projector', 'read-models', all).runners)).toEqual(['shop']);
    expect(names(planOf('projector', 'reactions', all).runners)).toEqual([
      'orders-complete-on-payment',
      'identity-customer-mail',
    ]);
  });

  it('relay: publishes the outbox only', () => {
    expect(planOf('relay', 'all', all)).toMatchObject({ serves: false, relay: true, runs: false });
  });
});
