import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { z } from 'zod';
import type { StreamsOfKind, StreamsTransaction } from '../domain/handle-command.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';

/**
 * What a workflow remembers between the events it follows, kept by the platform on a stream of
 * the workflow's own, one per key (`<context>/workflow/<name>/<key>`, see workflow-state.ts).
 */
export interface WorkflowState<Input, State> {
  /** Whose state an input moves (a product, a customer). */
  key(input: Input): string;
  initialState: State;
  /**
   * Folds an input into the state. Answers the very state it was given when the input changes
   * nothing: such an input is not recorded.
   */
  evolve(state: State, input: Input): State;
  /**
   * For hot keys: the state's shape. Folding starts from the stream's snapshot (written with
   * every recorded input), so a busy product is not folded from its first event each time.
   */
  snapshot?: z.ZodType<State>;
  /** How many recorded inputs between two snapshots (default 1), for a state too large to write each time. */
  snapshotEvery?: number;
}

/**
 * A context's process manager (emmett's workflow): it follows other contexts' events (and its
 * own) like a projection, in order and with a checkpoint, and turns each into commands of its own
 * context. `input` and `decide` are pure, so its tests read as stories; the platform runs a batch
 * of them on the one command path (workflow-runner.ts), so a redelivered event has one effect.
 */
export interface Workflow<Input, State, Command> {
  /** kebab-case, unique: names the consumer group, the checkpoints and the state streams. */
  name: string;
  /** The context it belongs to: its commands and state streams are that context's. */
  context: string;
  /** Contexts whose `<context>.events` it follows. */
  contexts: string[];
  handles: readonly string[];
  /**
   * The followed event as the workflow reads it, through its context's union in contracts
   * (upcast, never cast); null when it means nothing to the workflow.
   */
  input(event: StoredEvent): Input | null;
  /** Its own state, when deciding needs more than the event (stateless without). */
  state?: WorkflowState<Input, State>;
  /** Pure: the commands an input asks for, given the state before it. */
  decide(input: Input, state: State): Command[];
  /**
   * The streams handling the command decides on, with their kinds: locked before anything is
   * read, then read with the batch's others in one query. It may read the log (unlocked) to know
   * them; should handling then decide on a stream it did not name, the batch is planned again.
   */
  streams(command: Command): readonly StreamsOfKind[] | Promise<readonly StreamsOfKind[]>;
  /** Where the command goes: its context's command handling, on the transaction's streams. */
  handle(command: Command, tx: StreamsTransaction, metadata: EventMetadata): Promise<void>;
}

/** Any workflow, as the runtime holds them side by side. */
// biome-ignore lint/suspicious/noExplicitAny: each workflow's own types meet only inside it.
export type AnyWorkflow = Workflow<any, any, any>;

/**
 * Not yet: the command cannot be handled now but will be (a payment still waits for its answer).
 * The batch is tried again from the checkpoint, in order, instead of being dead-lettered.
 */
export class RetryLater extends Error {
  override readonly name = 'RetryLater';
}
