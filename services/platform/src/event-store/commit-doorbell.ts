import type { Pool } from '../db/pool.ts';

/** The channel appends ring on; the relay and store-fed readers LISTEN on it. */
export const APPENDED_CHANNEL = 'events_appended';

/**
 * Tells the log's readers that something was committed, right after the commit, from this
 * process: one NOTIFY at a time per pool, however many appends commit meanwhile (they ride on
 * the next one). Not inside the appending transaction: Postgres serialises the commits of
 * notifying transactions, which halved the throughput of concurrent appends (docs/adr/0005). A
 * ring lost to a crash between commit and NOTIFY is caught by the readers' fallback poll.
 */
class CommitDoorbell {
  private ringing = false;
  private again = false;
  private readonly notify: string;

  constructor(
    private readonly pool: Pool,
    channel: string,
  ) {
    this.notify = `BEGIN; SET LOCAL synchronous_commit TO OFF; SELECT pg_notify('${channel}', ''); COMMIT`;
  }

  ring(): void {
    if (this.ringing) {
      this.again = true;
      return;
    }
    this.ringing = true;
    void this.send();
  }

  private async send(): Promise<void> {
    do {
      this.again = false;
      // A failed ring only delays readers until their fallback poll: nothing to report here.
      await this.pool.query(this.notify).catch(() => undefined);
    } while (this.again);
    this.ringing = false;
  }
}

// A NOTIFY takes a transaction id, so its commit would wait for a WAL flush of its own: one more
// fsync per append for a lone writer. A ring lost in a crash costs nothing, so it commits
// without waiting (and rides on the next flush): one round trip (see the constructor).
const doorbells = new WeakMap<Pool, Map<string, CommitDoorbell>>();

/** The doorbell of a pool and channel: every writer on the same pool shares one. */
export function doorbellOf(pool: Pool, channel: string = APPENDED_CHANNEL): CommitDoorbell {
  const ofPool = doorbells.get(pool) ?? new Map<string, CommitDoorbell>();
  doorbells.set(pool, ofPool);
  let doorbell = ofPool.get(channel);
  if (!doorbell) {
    doorbell = new CommitDoorbell(pool, channel);
    ofPool.set(channel, doorbell);
  }
  return doorbell;
}
