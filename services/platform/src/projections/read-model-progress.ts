import type { Pool } from '../db/pool.ts';
import { type Checkpoint, isAfter } from '../event-store/checkpoint.ts';
import { contextOf } from '../event-store/stream-id.ts';
import type { Runner } from '../runners/runner.ts';
import { sleep } from './apply-policy.ts';

/** An event as a reader waits for it: where it is in the log and in which stream. */
interface Awaited extends Checkpoint {
  streamId: string;
  eventId: string;
}

export interface ReadModelProgressOptions {
  /** Which source a runner reads a stream's events from: the event store, or its Kafka partition. */
  sourceOf(streamId: string): Promise<string>;
  /** The longest a read waits before it answers from where its read models are. */
  timeoutMs?: number;
}

/**
 * Read-your-writes: a command answers with the position of its last event (its consistency
 * token); a read that names that position waits, bounded, until the read models it serves from
 * have applied it. Read models are named in the order the news travels: after a workflow, the
 * wait follows what the workflow appended for that event (a subscription -> the membership it
 * made -> the member read model). A read model that does not follow the event's context is not
 * waited for. Only a waiting reader looks at checkpoints, a few milliseconds apart; at rest
 * nothing does.
 */
export class ReadModelProgress {
  private readonly timeoutMs: number;

  constructor(
    private readonly pool: Pool,
    private readonly runners: ReadonlyMap<string, Runner>,
    private readonly opts: ReadModelProgressOptions,
  ) {
    this.timeoutMs = opts.timeoutMs ?? 2000;
  }

  /** True once every named read model has the event at `position` (and its consequences); false at the timeout. */
  async waitFor(readModels: readonly string[], position: string): Promise<boolean> {
    const deadline = Date.now() + this.timeoutMs;
    // A position with no event (another database's, made up) has nothing to wait for.
    let awaited = await this.eventAt(position);
    for (const name of readModels) {
      const runner = this.runners.get(name);
      if (!runner) throw new Error(`No read model or workflow named ${name}`);
      if (!awaited || !runner.projection.contexts.includes(contextOf(awaited.streamId))) continue;
      if (!(await this.reached(runner, awaited, deadline))) return false;
      awaited = (await this.outputOf(name, awaited.eventId)) ?? awaited;
    }
    return true;
  }

  private async reached(runner: Runner, event: Awaited, deadline: number): Promise<boolean> {
    // No partition to look at yet (the topic is not there: nothing was relayed): not reached.
    const source = await this.opts.sourceOf(event.streamId).catch(() => null);
    if (source === null) return false;
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      if (!isAfter(event, await runner.checkpoint(source))) return true;
      if (Date.now() + pause > deadline) return false;
      await sleep(pause);
    }
  }

  private async eventAt(position: string): Promise<Awaited | undefined> {
    const { rows } = await this.pool.query<Awaited>(
      `SELECT stream_id AS "streamId", event_id AS "eventId", transaction_id::text AS "txId", position::text AS position
         FROM events WHERE position = $1`,
      [position],
    );
    return rows[0];
  }

  /** What a workflow appended for the event, if it is one (only workflows record outputs). */
  private async outputOf(runner: string, causeEventId: string): Promise<Awaited | undefined> {
    const { rows } = await this.pool.query<Awaited>(
      `SELECT o.stream_id AS "streamId", e.event_id AS "eventId", o.tx_id::text AS "txId", o.position::text AS position
         FROM reaction_outputs o JOIN events e ON e.position = o.position
        WHERE o.runner = $1 AND o.cause_event_id = $2`,
      [runner, causeEventId],
    );
    return rows[0];
  }
}
