import { AbGroup } from '@wine/contracts/ab-group';
import { z } from 'zod';

/** How one experiment splits devices; an experiment nobody configured splits 50/50. */
export const ExperimentSettings = z.strictObject({
  /** Share of devices in TEST, in percent (0.01 steps). */
  testPercent: z.number().min(0).max(100).default(50),
  /** Every device gets this group: ends an experiment, or ships its winner, without a deploy. */
  forced: AbGroup.optional(),
  /** Per-device overrides (QA devices), stronger than `forced`. */
  forcedDevices: z.record(z.string(), AbGroup).default({}),
});
export type ExperimentSettings = z.infer<typeof ExperimentSettings>;

export const DEFAULT_EXPERIMENT: ExperimentSettings = { testPercent: 50, forcedDevices: {} };

/** `AB_EXPERIMENTS`: a JSON object from experiment name to its settings. */
export const AbExperiments = z.record(z.string(), ExperimentSettings);
export type AbExperiments = z.infer<typeof AbExperiments>;

/** Looks an experiment's settings up; the seam where a table or a remote config could answer. */
export type ExperimentSettingsOf = (experiment: string) => ExperimentSettings;

export const settingsFrom =
  (experiments: AbExperiments): ExperimentSettingsOf =>
  (experiment) =>
    experiments[experiment] ?? DEFAULT_EXPERIMENT;
