import type { FunnelRow } from './compute-funnel.ts';
import { FUNNEL_STEPS } from './funnel-event.ts';

const GROUP_WIDTH = 12;
const STEP_WIDTH = 20;

/**
 * The funnel as a fixed-width table, one row per group:
 *
 *   group       ViewContent         AddToCart           ...
 *   TEST        120                 30 (25.0%)          ...
 */
export function formatFunnel(rows: readonly FunnelRow[]): string {
  const header = 'group'.padEnd(GROUP_WIDTH) + FUNNEL_STEPS.map((s) => s.padEnd(STEP_WIDTH)).join('');
  const lines = rows.map(
    (row) =>
      row.group.padEnd(GROUP_WIDTH) +
      row.steps
        .map(({ users, conversionPercent }) =>
          (conversionPercent === null ? `${users}` : `${users} (${conversionPercent.toFixed(1)}%)`).padEnd(
            STEP_WIDTH,
          ),
        )
        .join(''),
  );
  return [header, ...lines].map((line) => line.trimEnd()).join('\n');
}
