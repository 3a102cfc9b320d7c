import type { ProjectionStamp } from './projection-stamp.ts';

/**
 * Answers (serialised JSON, by default its text) kept until the read model they were built from changes. Entries
 * hold promises, so concurrent misses on one key share one query. An answer built while the
 * stamp moved is returned but not kept: it may predate the change.
 */
export class StampedCache<V = string> {
  private entries = new Map<string, Promise<V>>();
  private stamp = '';

  constructor(
    private readonly stampSource: ProjectionStamp,
    private readonly maxEntries = 2000,
  ) {}

  async get(key: string, build: () => Promise<V>): Promise<V> {
    const stamp = await this.stampSource.current();
    if (stamp !== this.stamp) {
      this.entries = new Map();
      this.stamp = stamp;
    }
    const hit = this.entries.get(key);
    if (hit) return hit;
    const entries = this.entries;
    const built = build();
    if (entries.size >= this.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, built);
    built.catch(() => entries.delete(key));
    return built;
  }
}
