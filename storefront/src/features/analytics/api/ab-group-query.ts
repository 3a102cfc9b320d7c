import { queryOptions } from '@tanstack/react-query';
import { type AbGroup, resolveAbGroup } from '@wine/contracts/ab-group';
import type { GetAbTestGroupRequest, GetAbTestGroupResponse } from '@wine/contracts/analytics/ab-assignment';
import { mainClient } from '../../../lib/api/clients.ts';
import { deviceId } from '../../../lib/device-id.ts';

/**
 * Spec section 4: any failure gives CONTROL. A failure is answered as CONTROL rather than left as
 * an error, so it too holds for the rest of the session instead of being asked again.
 */
async function fetchAbGroup(name: string): Promise<AbGroup> {
  try {
    const request: GetAbTestGroupRequest = { name, device: deviceId() };
    const answer = await mainClient.call<Partial<GetAbTestGroupResponse> | null>(
      'getAbTestGroupByDeviceId',
      request,
    );
    return resolveAbGroup(null, answer?.group);
  } catch (error) {
    console.warn('Could not get the A/B group; using CONTROL', error);
    return 'CONTROL';
  }
}

/** Asked once per session per experiment: a device's group is stable, and a page must not switch variant while read. */
export const abGroupQuery = (experiment: string) =>
  queryOptions({
    queryKey: ['ab-group', experiment],
    queryFn: () => fetchAbGroup(experiment),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
