// How long this machine's disk takes to make a write durable, sampled while a bench runs. Every
// durable commit waits for one such sync of the write-ahead log, so a stall of the disk's own
// (this VM's shows 50-150 ms ones every 20-30 s, idle) is a floor under any commit's latency in
// that moment: the figure says whether a latency tail was the disk's or the code's.
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface DiskSyncStalls {
  syncs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Syncs slower than `slowMs`. */
  slow: number;
}

/** Where Postgres keeps its files, its write-ahead log with them: the disk to probe. */
export async function postgresDataDirectory(db: {
  query(text: string): Promise<{ rows: { data_directory?: string }[] }>;
}): Promise<string> {
  const { rows } = await db.query('SHOW data_directory');
  return rows[0]?.data_directory ?? tmpdir();
}

/**
 * Writes 8 KiB and fdatasyncs it every `everyMs` in `dir` (on the database's disk), until the
 * returned `stop` is called; stop() answers the figures. Every 20 ms by default: often enough to
 * be caught in any stall longer than that, rarely enough not to crowd the commits it explains.
 */
export async function sampleDiskSyncs(dir: string, options = { everyMs: 20, slowMs: 20 }) {
  const path = join(dir, `.disk-sync-probe-${process.pid}`);
  const file = await open(path, 'w');
  const page = Buffer.alloc(8192, 1);
  const took: number[] = [];
  let running = true;
  const sampling = (async () => {
    for (let i = 0; running; i++) {
      await file.write(page, 0, page.length, (i % 1024) * page.length);
      const started = performance.now();
      await file.datasync();
      took.push(performance.now() - started);
      await sleep(options.everyMs);
    }
  })();
  return {
    async stop(): Promise<DiskSyncStalls> {
      running = false;
      await sampling;
      await file.close();
      await rm(path, { force: true });
      const sorted = took.sort((a, b) => a - b);
      const at = (p: number) => Math.round((sorted[Math.floor(p * (sorted.length - 1))] ?? 0) * 10) / 10;
      return {
        syncs: sorted.length,
        p50Ms: at(0.5),
        p99Ms: at(0.99),
        maxMs: at(1),
        slow: sorted.filter((ms) => ms > options.slowMs).length,
      };
    },
  };
}
