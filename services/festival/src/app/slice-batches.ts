import { onStreams, type StreamsTransaction } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { allocationStream, attendeeStream } from './festival-kinds.ts';

type Unit<T> = (tx: StreamsTransaction) => Promise<T>;

interface Waiting {
  attendeeId: string;
  unit: Unit<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for claims on one slice of capacity. A slice's lock admits one transaction at a
 * time, so under a rush the claims that arrive while one runs are decided together in the next:
 * one set of locks, one read of the slice (its snapshot) and one write and commit for up to
 * `maxBatch` of them, instead of each queueing for the lock on a connection of its own. Each claim
 * is a unit of its own (`tx.attempt`): a refused one (the slice full, the festival ended) fails
 * alone. A person has one claim in a batch at most. With no queue a claim starts at once.
 */
export class SliceBatches {
  private readonly queues = new Map<string, Waiting[]>();
  private readonly running = new Set<string>();

  constructor(
    private readonly store: EventStore,
    private readonly maxBatch = 64,
  ) {}

  run<T>(sliceId: string, attendeeId: string, unit: Unit<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const queue = this.queues.get(sliceId) ?? [];
      this.queues.set(sliceId, queue);
      queue.push({ attendeeId, unit, resolve: resolve as (value: unknown) => void, reject });
      this.pump(sliceId);
    });
  }

  private pump(sliceId: string): void {
    const queue = this.queues.get(sliceId);
    if (this.running.has(sliceId) || !queue || queue.length === 0) return;
    const batch: Waiting[] = [];
    const people = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < this.maxBatch; ) {
      const waiting = queue[i] as Waiting;
      if (people.has(waiting.attendeeId)) {
        i++;
        continue;
      }
      people.add(waiting.attendeeId);
      batch.push(waiting);
      queue.splice(i, 1);
    }
    if (queue.length === 0) this.queues.delete(sliceId);
    this.running.add(sliceId);
    this.decide(sliceId, batch).finally(() => {
      this.running.delete(sliceId);
      this.pump(sliceId);
    });
  }

  private async decide(sliceId: string, batch: Waiting[]): Promise<void> {
    try {
      const attendeeIds = batch.map((w) => w.attendeeId);
      const outcomes = await onStreams(this.store, [sliceId, ...attendeeIds], async (tx) => {
        // Every stream of the batch in one read (the slice from its snapshot), before deciding.
        await tx.load([allocationStream, [sliceId]], [attendeeStream, attendeeIds]);
        const results = [];
        for (const waiting of batch) results.push(await tx.attempt(() => waiting.unit(tx)));
        return results;
      });
      outcomes.forEach((outcome, i) => {
        const waiting = batch[i] as Waiting;
        if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    } catch (error) {
      // The whole transaction failed (the database): each claim on its own, so one cannot sink the rest.
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const waiting of batch) await this.decide(sliceId, [waiting]);
    }
  }
}
