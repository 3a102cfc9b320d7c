import type { DependencyWatch } from '../resilience/dependency-watch.ts';
import { retry } from '../resilience/retry.ts';

export interface Stoppable {
  stop(): Promise<void>;
}

/** Which watch an outcome is news for: a failure by its cause, a success for all of them. */
export interface WatchesOf {
  all: DependencyWatch[];
  of(err: unknown): DependencyWatch;
}

/**
 * Starts something (a Kafka consumer) and keeps it running: a start that fails is retried with
 * capped back-off, and one that crashes later is started again, for as long as the process runs.
 * Returns at once; `stop()` ends the retries and what runs.
 */
export function keepRunning(
  start: (onCrash: (err: unknown) => void) => Promise<Stoppable>,
  watches: WatchesOf,
) {
  const stopping = new AbortController();
  const stopped = new Promise<void>((resolve) => stopping.signal.addEventListener('abort', () => resolve()));

  /** One start: what runs, and a promise that resolves with the error it crashes with. */
  const startOnce = async () => {
    let crashed = (_err: unknown) => {};
    const crash = new Promise<unknown>((resolve) => {
      crashed = resolve;
    });
    const running = await start((err) => crashed(err));
    // Stopped while it started: nobody would stop it later (the retry rejects all the same).
    if (stopping.signal.aborted) await running.stop().catch(() => undefined);
    return { running, crash };
  };

  const loop = async () => {
    while (!stopping.signal.aborted) {
      const started = await retry(startOnce, {
        signal: stopping.signal,
        onError: (err) => watches.of(err).down(err),
      }).catch(() => undefined); // rejects only when stopped
      if (!started) return;
      for (const watch of watches.all) watch.up();
      const err = await Promise.race([started.crash, stopped]);
      if (!stopping.signal.aborted) watches.of(err).down(err);
      await started.running.stop().catch(() => undefined);
    }
  };
  const looping = loop();
  return {
    async stop() {
      stopping.abort();
      await looping;
    },
  };
}
