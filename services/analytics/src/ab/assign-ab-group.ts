import { createHash } from 'node:crypto';
import type { AbGroup } from '@wine/contracts/ab-group';
import type { AbAssignmentReason } from '@wine/contracts/analytics/ab-assignment';
import type { ExperimentSettings } from './ab-experiments.ts';

export interface AbAssignment {
  group: AbGroup;
  reason: AbAssignmentReason;
}

/** Spec section 4: any failure gives CONTROL, so a device only sees a test when we know it should. */
export const FALLBACK_ASSIGNMENT: AbAssignment = { group: 'CONTROL', reason: 'fallback' };

const BUCKETS = 10_000;

/**
 * The device's bucket in 0..9999 for this experiment: the same on every call and every server,
 * with no state to store, and independent between experiments (the name is hashed in).
 */
export function abBucket(experiment: string, device: string): number {
  // The NUL separator keeps ('ab', 'c') and ('a', 'bc') apart.
  const digest = createHash('sha256').update(experiment).update('\0').update(device).digest();
  return digest.readUInt32BE(0) % BUCKETS;
}

/** A forced group wins (the device's own first); otherwise the bucket decides by the split. */
export function assignAbGroup(
  experiment: string,
  device: string,
  settings: ExperimentSettings,
): AbAssignment {
  const forced = settings.forcedDevices[device] ?? settings.forced;
  if (forced) return { group: forced, reason: 'forced' };
  const inTest = abBucket(experiment, device) < Math.round(settings.testPercent * (BUCKETS / 100));
  return { group: inTest ? 'TEST' : 'CONTROL', reason: 'split' };
}
