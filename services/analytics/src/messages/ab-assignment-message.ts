import type { AbGroupAssigned } from '@wine/contracts/analytics/ab-assignment';
import { analyticsTopics } from '@wine/contracts/analytics/analytics-topics';
import type { AbAssignment } from '../ab/assign-ab-group.ts';
import { type OutboxRow, outboxRow } from '../outbox/outbox-row.ts';
import type { Pseudonyms } from '../privacy/pseudonyms.ts';

/** The device is named by its pseudonym, the one its page views and conversions carry. */
export function abAssignmentMessage(
  experiment: string,
  deviceId: string,
  assignment: AbAssignment,
  at: { assignedAt: Date; region: string },
  of: Pseudonyms,
): AbGroupAssigned {
  return {
    type: 'AbGroupAssigned',
    schemaVersion: 2,
    experiment,
    devicePseudonym: of.device(deviceId),
    group: assignment.group,
    reason: assignment.reason,
    region: at.region,
    assignedAt: at.assignedAt.toISOString(),
  };
}

/** Keyed by device: one device's assignments stay in order, so its latest one is its group. */
export const abAssignmentRow = (message: AbGroupAssigned): OutboxRow =>
  outboxRow(analyticsTopics.abAssignments, message.devicePseudonym, message);
