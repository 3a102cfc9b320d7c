import type { ProjectionStamp } from './projection-stamp.ts';

type Entries<V> = Map<string, Promise<V>>;

/**
 * Answers (serialised JSON, by default its text) kept until the read model they were built from changes. Entries
 * hold promises, so concurrent misses on one key share one query. An answer built while the
 * stamp moved is returned but not kept: it may predate the change.
 */
export class StampedCache<V = string> {
  private entries: Entries<V> = new Map();
  private stamp = '';

  constructor(
    private readonly stampSource: ProjectionStamp,
    private readonly maxEntries = 2000,
  ) {}

  /** The answer under `key`, built on a miss; kept under `alsoAs` too (another way to ask for it). */
  async get(key: string, build: () => Promise<V>, alsoAs?: string): Promise<V> {
    const entries = await this.current();
    let answer = entries.get(key);
    if (!answer) {
      answer = build();
      this.keep(entries, key, answer);
    }
    if (alsoAs !== undefined && !entries.has(alsoAs)) this.keep(entries, alsoAs, answer);
    return answer;
  }

  /** The answer kept under `key` while the stamp holds, if any; never builds. */
  async peek(key: string): Promise<V | undefined> {
    return (await this.current()).get(key);
  }

  private async current(): Promise<Entries<V>> {
    const stamp = await this.stampSource.current();
    if (stamp !== this.stamp) {
      this.entries = new Map();
      this.stamp = stamp;
    }
    return this.entries;
  }

  private keep(entries: Entries<V>, key: string, answer: Promise<V>): void {
    if (entries.size >= this.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, answer);
    answer.catch(() => entries.delete(key));
  }
}
