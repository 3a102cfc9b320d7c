import { useQuery } from '@tanstack/react-query';
import { type AbGroup, type AbGroupOverride, resolveAbGroup } from '@wine/contracts/ab-group';
import type { ExperimentName } from '../../config/experiments.ts';
import { overrideFor } from './ab-overrides.ts';
import { abGroupQuery } from './api/ab-group-query.ts';
import { useAbOverrides } from './use-ab-overrides.ts';

export interface AbGroupState {
  group: AbGroup;
  /**
   * The server has not answered yet (and the panel forces nothing): `group` is CONTROL meanwhile.
   * A screen that must not show one variant and then the other waits while this is true.
   */
  pending: boolean;
}

function usePanelOverride(experiment: ExperimentName): AbGroupOverride {
  return overrideFor(useAbOverrides(), experiment);
}

// The override panel exists in development only (spec section 2); a production build never
// reads its choices, so nobody forces a group from the browser's console.
const useForcedGroup: (experiment: ExperimentName) => AbGroupOverride = import.meta.env.DEV
  ? usePanelOverride
  : () => 'DEFAULT';

/** This browser's group in `experiment` (spec section 4): the panel's forced group wins, any failure is CONTROL. */
export function useAbGroup(experiment: ExperimentName): AbGroupState {
  const forced = useForcedGroup(experiment);
  const answer = useQuery(abGroupQuery(experiment));
  return {
    group: resolveAbGroup(forced, answer.data),
    pending: forced === 'DEFAULT' && answer.isPending,
  };
}
