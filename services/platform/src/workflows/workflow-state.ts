import {
  type RecordedInput,
  type WorkflowEvent,
  WorkflowEventEnvelope,
} from '@wine/contracts/workflow-events';
import type { StreamKind } from '../domain/handle-command.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import { streamEvents } from '../event-store/stream-events.ts';
import { streamId } from '../event-store/stream-id.ts';
import type { Workflow, WorkflowState } from './workflow.ts';

/**
 * A workflow's state stream for a key: in its own context (so on that context's topic, and read
 * by nobody else), `<context>/workflow/<name>/<key>`.
 */
export const workflowStreamId = (
  workflow: Pick<Workflow<never, never, never>, 'context' | 'name'>,
  key: string,
) => streamId(workflow.context, 'workflow', `${workflow.name}/${key}`);

/** Records one input: the followed event as stored, and the input read from it. */
export interface RecordInput<Input> {
  event: StoredEvent;
  input: Input;
}

const workflowEvents = streamEvents(WorkflowEventEnvelope);

const recorded = ({ transactionId, ...event }: StoredEvent): RecordedInput => ({ ...event, transactionId });

/**
 * The state stream as a stream kind of the one command path: recording an input is a command
 * whose event is the followed event itself, and folding reads each recorded event through the
 * workflow's `input` again (so upcasters written since apply) before its `evolve`. An input that
 * leaves the state as it was is not recorded.
 */
export function workflowStateKind<Input, State>(
  workflow: Pick<Workflow<Input, State, unknown>, 'name' | 'input'>,
  state: WorkflowState<Input, State>,
): StreamKind<RecordInput<Input>, State, WorkflowEvent> {
  return {
    decider: {
      initialState: state.initialState,
      decide: ({ event, input }, current) =>
        state.evolve(current, input) === current
          ? []
          : [{ type: 'WorkflowInputRecorded', data: { workflow: workflow.name, input: recorded(event) } }],
      evolve(current, { data }) {
        const input = workflow.input(data.input);
        return input === null ? current : state.evolve(current, input);
      },
    },
    events: workflowEvents,
    ...(state.snapshot ? { snapshot: state.snapshot } : {}),
    ...(state.snapshotEvery ? { snapshotEvery: state.snapshotEvery } : {}),
  };
}
