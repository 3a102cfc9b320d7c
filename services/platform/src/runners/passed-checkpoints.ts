import { type Checkpoint, LOG_START, laterOf } from '../event-store/checkpoint.ts';
import { checkpointOf } from '../event-store/read-all.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import { sleep } from '../projections/apply-policy.ts';

/** How often a runner's passes over events it has nothing to do for are written, at most. */
const PASS_WRITE_MS = 100;

/** Writes passes, forward only (a process that got further meanwhile keeps its checkpoint). */
export type WritePasses = (
  passes: readonly (readonly [source: string, to: Checkpoint])[],
) => Promise<unknown>;

/**
 * A runner's passes over events it has nothing to do for (a workflow's, an effect's or a read
 * model's), kept in memory and written a moment later. On a busy topic that is most batches of
 * most runners: a transaction each was the largest part of the reaction path's statements, so
 * passes are written at most every PASS_WRITE_MS, the latest of each source only (the first
 * after a quiet spell at once). Until then `of` answers it in this process; other processes see
 * it that much later. Lost in a crash, it only means the same events are passed again: a source
 * records them as delivered only after `flush`.
 */
export class PassedCheckpoints {
  constructor(private readonly write: WritePasses) {}

  /** How far this process has passed `source`, written or not. */
  of(source: string): Checkpoint {
    return this.passed.get(source) ?? LOG_START;
  }

  /**
   * Passes a batch holding nothing the runner handles, every read of a store source that has
   * caught up (an empty one) included. Answers whether it did.
   */
  passIfNoneHandled(
    source: string,
    events: readonly StoredEvent[],
    handles: (type: string) => boolean,
  ): boolean {
    const last = events.at(-1);
    if (!last) return true;
    if (events.some((event) => handles(event.type))) return false;
    this.pass(source, checkpointOf(last));
    return true;
  }

  pass(source: string, to: Checkpoint): void {
    this.passed.set(source, laterOf(this.of(source), to));
    this.unwritten.add(source);
    this.writeSoon();
  }

  /**
   * Writes every pass made so far now, and waits for a write already under way: a source calls it
   * before it records elsewhere that those events were handled (Kafka's committed offsets), so
   * that a crash between the two cannot leave a checkpoint behind events no one will deliver
   * again (the lag would show them waiting for ever).
   */
  async flush(): Promise<void> {
    await Promise.all([...this.inFlight, this.writePassed()]);
  }

  private readonly passed = new Map<string, Checkpoint>();
  private readonly unwritten = new Set<string>();
  private writing: Promise<void> | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();
  private lastWriteAt = Number.NEGATIVE_INFINITY;

  /**
   * At once when nothing was written for PASS_WRITE_MS (a quiet system: a read waiting on this
   * runner's checkpoint, for read-your-writes, waits for no timer), else when that much has passed.
   */
  private writeSoon(): void {
    if (this.writing) return;
    const wait = this.lastWriteAt + PASS_WRITE_MS - performance.now();
    this.writing = (wait > 0 ? sleep(wait) : Promise.resolve()).then(async () => {
      this.lastWriteAt = performance.now();
      await this.writePassed();
      this.writing = undefined;
      // Passed while this was written: their turn comes after the same pause.
      if (this.unwritten.size > 0) this.writeSoon();
    });
  }

  private async writePassed(): Promise<void> {
    // In the order of their sources: the order batches lock checkpoint rows in, so no deadlock.
    const sources = [...this.unwritten].sort();
    this.unwritten.clear();
    if (sources.length === 0) return;
    // A failed write is retried with the next pass, or not at all: nothing is lost but time.
    const write = this.write(sources.map((source) => [source, this.of(source)] as const)).catch(
      () => undefined,
    );
    this.inFlight.add(write);
    await write;
    this.inFlight.delete(write);
  }
}
