import type { Effect } from '@wine/platform/effects/effect';
import type { Projection } from '@wine/platform/projections/projection';
import type { AnyWorkflow } from '@wine/platform/workflows/workflow';
import { z } from 'zod';

/**
 * What one process of the image does (docs/deploy.md). `all` is `make start`'s single process;
 * a deployment runs `gateway` replicas, `projector` processes and a `relay`.
 */
export const ROLES = ['all', 'gateway', 'projector', 'relay'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The named sets of runners a projector process can run; processes of one set share its partitions.
 * `reactions` are the workflows and the effects.
 */
export const PROJECTOR_SETS = ['all', 'read-models', 'reactions'] as const;
export type ProjectorSet = (typeof PROJECTOR_SETS)[number];

export const roleConfigShape = {
  ROLE: z.enum(ROLES).default('all'),
  PROJECTOR_SET: z.enum(PROJECTOR_SETS).default('all'),
};

export interface Runners {
  projections: Projection[];
  workflows: AnyWorkflow[];
  effects: Effect[];
}

export interface RolePlan {
  /** HTTP routes and command handling, the analytics relay and the sweeps; otherwise health and metrics only. */
  serves: boolean;
  relay: boolean;
  /** Whether the runners below run here (a gateway builds them only to wait on their checkpoints). */
  runs: boolean;
  runners: Runners;
}

export function planOf(role: Role, set: ProjectorSet, all: Runners): RolePlan {
  const serves = role === 'all' || role === 'gateway';
  const runs = role === 'all' || role === 'projector';
  return {
    serves,
    relay: role === 'all' || role === 'relay',
    runs,
    runners: runs ? runnersOf(set, all) : all,
  };
}

function runnersOf(set: ProjectorSet, all: Runners): Runners {
  if (set === 'read-models') return { projections: all.projections, workflows: [], effects: [] };
  if (set === 'reactions') return { projections: [], workflows: all.workflows, effects: all.effects };
  return all;
}
