import { z } from 'zod';
import { AbGroup } from '../ab-group.ts';
import { Pseudonym } from './analytics-pseudonym.ts';

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

/**
 * Version 1 of `analytics.ab-assignments`, published until issue 35 (the device's own id, in
 * clear): kept to read what the topic still holds; never published again.
 */
export const AbGroupAssignedV1 = z
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
  // The name its published JSON Schema has always had: the v1 file stays as it was.
  .meta({ id: 'AbGroupAssigned' });

/**
 * What `analytics.ab-assignments` carries, one message per answer given (docs/analytics.md).
 * Version 2: the device as its keyed pseudonym, the one page views and conversions carry.
 */
export const AbGroupAssigned = AbGroupAssignedV1.omit({ deviceId: true })
  .extend({ schemaVersion: z.literal(2), devicePseudonym: Pseudonym })
  .meta({ id: 'AbGroupAssignedV2' });
export type AbGroupAssigned = z.infer<typeof AbGroupAssigned>;

/**
 * A message of `analytics.ab-assignments` of any published version, or null for a version 1
 * one: its device id was in clear, and without the key it names no device of version 2.
 */
export const AbGroupAssignedOnTopic = z
  .discriminatedUnion('schemaVersion', [AbGroupAssignedV1, AbGroupAssigned])
  .transform((message): AbGroupAssigned | null => (message.schemaVersion === 2 ? message : null));
