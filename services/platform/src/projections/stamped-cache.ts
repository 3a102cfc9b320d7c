import type { ProjectionStamp } from './projection-stamp.ts';

/** What the cache reads of a projection's stamp. */
export type StampSource = Pick<ProjectionStamp, 'current' | 'currentNow'>;

/** An answer being built or built; `built` once it is, for readers that cannot wait. */
interface Entry<V> {
  answer: Promise<V>;
  built?: V;
}

/**
 * Answers (serialised JSON, by default its text) kept until the read model they were built from
 * changes. Entries hold promises, so concurrent misses on one key share one query. An answer
 * built while the stamp moved is returned but not kept: it may predate the change.
 */
export class StampedCache<V = string> {
  private entries = new Map<string, Entry<V>>();
  private stamp = '';

  constructor(
    private readonly stampSource: StampSource,
    private readonly maxEntries = 2000,
  ) {}

  /** The answer under `key`, built on a miss; kept under `alsoAs` too (another way to ask for it). */
  async get(key: string, build: () => Promise<V>, alsoAs?: string): Promise<V> {
    const entries = this.at(await this.stampSource.current());
    let entry = entries.get(key);
    if (!entry) {
      entry = { answer: build() };
      this.keep(entries, key, entry);
    }
    if (alsoAs !== undefined && !entries.has(alsoAs)) this.keep(entries, alsoAs, { answer: entry.answer });
    return entry.answer;
  }

  /** The answer kept under `key` while the stamp holds, if any; never builds. */
  async peek(key: string): Promise<V | undefined> {
    return this.at(await this.stampSource.current()).get(key)?.answer;
  }

  /** The answer built under `key` if the stamp is known to hold without asking Postgres; never waits. */
  peekNow(key: string): V | undefined {
    const stamp = this.stampSource.currentNow();
    return stamp === undefined ? undefined : this.at(stamp).get(key)?.built;
  }

  private at(stamp: string): Map<string, Entry<V>> {
    if (stamp !== this.stamp) {
      this.entries = new Map();
      this.stamp = stamp;
    }
    return this.entries;
  }

  private keep(entries: Map<string, Entry<V>>, key: string, entry: Entry<V>): void {
    if (entries.size >= this.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
    entry.answer.then(
      (built) => {
        entry.built = built;
      },
      () => entries.delete(key),
    );
  }
}
