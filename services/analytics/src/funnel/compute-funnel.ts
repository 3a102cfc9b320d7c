import type { AbGroup } from '@wine/contracts/ab-group';
import { FUNNEL_STEPS, type FunnelEvent, type FunnelStep } from './funnel-event.ts';

export interface FunnelStepCount {
  step: FunnelStep;
  /** Users who reached this step after reaching every earlier one, in that order. */
  users: number;
  /** This step's users as a percentage of the previous step's (one decimal); null for the first. */
  conversionPercent: number | null;
}

export interface FunnelRow {
  /** TEST or CONTROL; UNASSIGNED for users whose device has no assignment; ALL with no experiment. */
  group: AbGroup | 'UNASSIGNED' | 'ALL';
  steps: FunnelStepCount[];
}

export interface ExperimentGrouping {
  experiment: string;
  /** The device's group in the experiment (its latest assignment), if it has one. */
  groupOf: (device: string) => AbGroup | undefined;
}

/**
 * An ordered funnel: a user counts at a step when, after reaching the previous step, they did
 * this one. Repeated events (at-least-once delivery) change nothing. With an experiment, users
 * are split by the group of their first device seen.
 */
export function computeFunnel(events: readonly FunnelEvent[], grouping?: ExperimentGrouping): FunnelRow[] {
  const byUser = new Map<string, FunnelEvent[]>();
  for (const e of events) {
    const list = byUser.get(e.user);
    if (list) list.push(e);
    else byUser.set(e.user, [e]);
  }

  const reachedByGroup = new Map<FunnelRow['group'], number[]>(
    grouping
      ? [
          ['TEST', zeros()],
          ['CONTROL', zeros()],
        ]
      : [['ALL', zeros()]],
  );
  for (const userEvents of byUser.values()) {
    const ordered = userEvents.toSorted(
      (a, b) => a.atMs - b.atMs || FUNNEL_STEPS.indexOf(a.step) - FUNNEL_STEPS.indexOf(b.step),
    );
    const group = grouping ? groupOfUser(ordered, grouping) : 'ALL';
    const reached = reachedByGroup.get(group) ?? zeros();
    reachedByGroup.set(group, reached);
    const depth = stepsReached(ordered);
    for (let step = 0; step < depth; step++) reached[step] = (reached[step] ?? 0) + 1;
  }
  return [...reachedByGroup].map(([group, reached]) => ({ group, steps: stepCounts(reached) }));
}

const zeros = () => FUNNEL_STEPS.map(() => 0);

// Matching each next step at its earliest occurrence reaches the furthest any order could.
function stepsReached(ordered: FunnelEvent[]): number {
  let depth = 0;
  for (const e of ordered) {
    if (depth < FUNNEL_STEPS.length && e.step === FUNNEL_STEPS[depth]) depth++;
  }
  return depth;
}

function groupOfUser(ordered: FunnelEvent[], grouping: ExperimentGrouping): FunnelRow['group'] {
  const device = ordered.find((e) => e.device !== null)?.device;
  return (device && grouping.groupOf(device)) || 'UNASSIGNED';
}

function stepCounts(reached: number[]): FunnelStepCount[] {
  return FUNNEL_STEPS.map((step, i) => {
    const users = reached[i] ?? 0;
    const previous = i === 0 ? 0 : (reached[i - 1] ?? 0);
    const conversionPercent = i === 0 || previous === 0 ? null : Math.round((users / previous) * 1000) / 10;
    return { step, users, conversionPercent };
  });
}
