import { z } from 'zod';
import { AbGroup } from '../ab-group.ts';

/** The body of `POST /fn/getAbTestGroupByDeviceId` (spec section 7: name, device). */
export const GetAbTestGroupRequest = z
  .object({
    name: z.string().min(1).max(100).describe('The experiment'),
    device: z.string().min(1).max(128).describe('A stable id of this browser or device'),
  })
  .meta({ id: 'GetAbTestGroupRequest' });
export type GetAbTestGroupRequest = z.infer<typeof GetAbTestGroupRequest>;

export const GetAbTestGroupResponse = z.object({ group: AbGroup }).meta({ id: 'GetAbTestGroupResponse' });
export type GetAbTestGroupResponse = z.infer<typeof GetAbTestGroupResponse>;

/**
 * Why a device got its group: its hash bucket fell in the experiment's split, the experiment or
 * the device is forced by configuration, or the assignment failed and CONTROL is the fallback.
 */
export const AbAssignmentReason = z.enum(['split', 'forced', 'fallback']);
export type AbAssignmentReason = z.infer<typeof AbAssignmentReason>;

/** What `analytics.ab-assignments` carries, one message per answer given (docs/analytics.md). */
export const AbGroupAssigned = z
  .object({
    type: z.literal('AbGroupAssigned'),
    schemaVersion: z.literal(1),
    experiment: z.string(),
    deviceId: z.string(),
    group: AbGroup,
    reason: AbAssignmentReason,
    region: z.string(),
    assignedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AbGroupAssigned' });
export type AbGroupAssigned = z.infer<typeof AbGroupAssigned>;
