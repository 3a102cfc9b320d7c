import { GetAbTestGroupRequest, GetAbTestGroupResponse } from '@wine/contracts/analytics/ab-assignment';
import { createRouter } from '@wine/platform/http/create-router';
import { json } from '@wine/platform/http/openapi-parts';
import { type AbAssignment, assignAbGroup, FALLBACK_ASSIGNMENT } from '../ab/assign-ab-group.ts';
import { abAssignmentMessage, abAssignmentRow } from '../messages/ab-assignment-message.ts';
import type { AnalyticsHttpDeps } from './analytics-http-deps.ts';
import { ingestionErrors } from './ingestion-errors.ts';
import { ingestionRoute } from './ingestion-route.ts';

export const AB_GROUP_PATH = '/fn/getAbTestGroupByDeviceId';

const getAbTestGroup = ingestionRoute({
  path: AB_GROUP_PATH,
  operationId: 'getAbTestGroupByDeviceId',
  security: [],
  summary: "A device's group in an experiment: TEST or CONTROL",
  description:
    'Stable per device and experiment; configured overrides win; any failure answers CONTROL. ' +
    'Each answer is published to `analytics.ab-assignments`. See docs/analytics.md.',
  body: GetAbTestGroupRequest,
  ok: json(GetAbTestGroupResponse, 'The group'),
  refusals: {
    400: ingestionErrors[400],
    413: ingestionErrors[413],
    429: ingestionErrors[429],
  },
});

export const abGroupRoute = (deps: AnalyticsHttpDeps) =>
  createRouter().openapi(getAbTestGroup, async (c) => {
    const { name, device } = c.req.valid('json');
    let assignment: AbAssignment;
    try {
      assignment = assignAbGroup(name, device, deps.experimentSettings(name));
    } catch (err) {
      deps.logger.error({ err, experiment: name }, 'A/B assignment failed; answering CONTROL');
      assignment = FALLBACK_ASSIGNMENT;
    }
    const message = abAssignmentMessage(
      name,
      device,
      assignment,
      {
        assignedAt: deps.clock(),
        region: c.get('region'),
      },
      deps.pseudonyms,
    );
    // The page waits on this answer, not on the record of it: the record is stored meanwhile.
    deps.outbox.add(abAssignmentRow(message)).catch((err: unknown) => {
      deps.logger.error({ err, experiment: name }, 'A/B assignment not recorded');
    });
    return c.json({ group: assignment.group }, 200);
  });
