import type { ReadyAnswer } from '@wine/platform/http/ready-answers';
import type { ProjectionStamp } from '@wine/platform/projections/projection-stamp';

/**
 * Summary answers kept as ready bytes until the summaries read model moves (its stamp: the live
 * namespace and the projector's checkpoints, read at most every 100 ms). A hit costs no Redis
 * round trip; concurrent misses on one key share one build; an answer built while the stamp moved
 * is returned but not kept.
 */
export class SummaryCache {
  private entries = new Map<string, Promise<ReadyAnswer>>();
  private stamp = '';

  constructor(
    private readonly stampSource: Pick<ProjectionStamp, 'current'>,
    private readonly maxEntries = 5000,
  ) {}

  async get(key: string, build: () => Promise<ReadyAnswer>): Promise<ReadyAnswer> {
    const stamp = await this.stampSource.current();
    if (stamp !== this.stamp) {
      this.entries = new Map();
      this.stamp = stamp;
    }
    const entries = this.entries;
    const kept = entries.get(key);
    if (kept) return kept;
    const answer = build();
    if (entries.size >= this.maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, answer);
    answer.then(
      async () => {
        if ((await this.stampSource.current()) !== stamp) entries.delete(key);
      },
      () => entries.delete(key),
    );
    return answer;
  }
}
