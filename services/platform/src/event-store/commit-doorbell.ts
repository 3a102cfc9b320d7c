import { randomUUID } from 'node:crypto';
import type { Pool } from '../db/pool.ts';
import { sharedPerPool } from '../db/shared-per-pool.ts';

/** The channel appends ring on; the relay and store-fed readers LISTEN on it. */
export const APPENDED_CHANNEL = 'events_appended';

/**
 * How often other processes' readers are told of a stream of appends: at most once per this
 * many ms, by the first append after it that can carry the NOTIFY in its own transaction, or
 * else by a NOTIFY of its own at most this much later. A lone append still tells them at once.
 * One NOTIFY transaction per append cost a lone writer a fifth of its appends (issue 29); on a
 * busy machine, where an append takes milliseconds, 5 ms still had two in five appends carry one.
 */
export const NOTIFY_EVERY_MS = 10;

/** What this process's NOTIFYs carry: its own listeners were told in-process and skip them. */
export const THIS_PROCESS = randomUUID();

/** The readers of this process asleep on each channel, whichever pool or database they use. */
const hereByChannel = new Map<string, Set<() => void>>();

/**
 * Tells `ring` of every commit this process rings for on `channel`, without a round trip; answers
 * how to stop. A process with several databases wakes a reader of another one for nothing now
 * and then: it reads, finds nothing and sleeps again.
 */
export function hearInProcess(channel: string, ring: () => void): () => void {
  const here = hereByChannel.get(channel) ?? new Set();
  hereByChannel.set(channel, here);
  here.add(ring);
  return () => here.delete(ring);
}

/**
 * Tells the log's readers that something was committed, right after the commit: this process's
 * at once, in-process; other processes' by a NOTIFY, one at a time, at most one per
 * NOTIFY_EVERY_MS, however many appends commit meanwhile (they ride on the next one). An append
 * about to be sent may carry the NOTIFY in its own transaction (`carry`); what no carried NOTIFY
 * covers gets one of its own on the pool, at most 2 × NOTIFY_EVERY_MS after the last. Only one
 * notifying transaction at a time: Postgres serialises their commits, which halved the throughput
 * of concurrent appends when each append notified (docs/adr/0005). A ring lost to a crash between
 * commit and NOTIFY is caught by the readers' fallback poll.
 */
class CommitDoorbell {
  /** A commit rang that no NOTIFY sent or carried since covers. */
  private due = false;
  /** Whether a commit was due when the NOTIFY in flight was handed to an append to carry. */
  private dueWhenCarried = false;
  private inFlight = false;
  private timer: NodeJS.Timeout | undefined;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private readonly notify: string;

  constructor(
    private readonly pool: Pool,
    private readonly channel: string,
  ) {
    this.notify = `BEGIN; SET LOCAL synchronous_commit TO OFF; SELECT pg_notify('${channel}', '${THIS_PROCESS}'); COMMIT`;
  }

  /**
   * The payload of the NOTIFY the append about to be sent is to carry, if it is its turn. The
   * append then reports back with `ring(true)` once committed, or `dropCarry()`.
   */
  carry(): string | undefined {
    if (this.inFlight || performance.now() < this.lastSentAt + NOTIFY_EVERY_MS) return undefined;
    // It commits after every commit rung so far: its NOTIFY covers them.
    this.dueWhenCarried = this.due;
    this.due = false;
    this.inFlight = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    return THIS_PROCESS;
  }

  /** After a commit; `carried` if that commit carried the NOTIFY (see `carry`). */
  ring(carried = false): void {
    for (const ring of hereByChannel.get(this.channel) ?? []) ring();
    if (carried) this.sent();
    else this.due = true;
    this.sendWhenDue();
  }

  /** The append that was to carry the NOTIFY did not commit it (nor anything else). */
  dropCarry(): void {
    this.inFlight = false;
    this.due ||= this.dueWhenCarried;
    this.sendWhenDue();
  }

  /**
   * The next NOTIFY is spaced from the end of this one: one that took long (a slow commit under
   * load) would otherwise be followed by another at once for the appends it may already cover.
   */
  private sent(): void {
    this.inFlight = false;
    this.lastSentAt = performance.now();
  }

  private sendWhenDue(): void {
    if (!this.due || this.inFlight || this.timer) return;
    // Later than an append may carry it, so that a stream of appends needs no NOTIFY of its own.
    const wait = this.lastSentAt + 2 * NOTIFY_EVERY_MS - performance.now();
    if (wait <= 0) {
      void this.send();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.sendWhenDue();
    }, wait);
    // A ring still due when the process exits is lost like one lost to a crash: the fallback poll's.
    this.timer.unref();
  }

  private async send(): Promise<void> {
    this.due = false;
    this.inFlight = true;
    // A failed ring only delays readers until their fallback poll: nothing to report here.
    await this.pool.query(this.notify).catch(() => undefined);
    this.sent();
    this.sendWhenDue();
  }
}

// A NOTIFY takes a transaction id, so its commit would wait for a WAL flush of its own. A ring
// lost in a crash costs nothing, so it commits without waiting (and rides on the next flush):
// one round trip (see the constructor).
const doorbells = sharedPerPool((pool, channel) => new CommitDoorbell(pool, channel));

/** The doorbell of a pool and channel: every writer on the same pool shares one. */
export const doorbellOf = (pool: Pool, channel: string = APPENDED_CHANNEL): CommitDoorbell =>
  doorbells(pool, channel);
