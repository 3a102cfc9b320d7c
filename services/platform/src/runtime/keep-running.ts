import { CappedBackOff } from './capped-back-off.ts';
import type { DependencyWatch } from './dependency-watch.ts';

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
  let stopped = false;
  let interrupt = () => {};
  const interrupted = new Promise<void>((resolve) => {
    interrupt = resolve;
  });
  const pause = (ms: number) =>
    Promise.race([interrupted, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);

  const loop = async () => {
    const backOff = new CappedBackOff();
    while (!stopped) {
      let crashed = (_err: unknown) => {};
      const crash = new Promise<unknown>((resolve) => {
        crashed = resolve;
      });
      let running: Stoppable;
      try {
        running = await start((err) => crashed(err));
      } catch (err) {
        watches.of(err).down(err);
        await pause(backOff.next());
        continue;
      }
      for (const watch of watches.all) watch.up();
      backOff.reset();
      const err = await Promise.race([crash, interrupted]);
      if (!stopped) watches.of(err).down(err);
      await running.stop().catch(() => undefined);
    }
  };
  const looping = loop();
  return {
    async stop() {
      stopped = true;
      interrupt();
      await looping;
    },
  };
}
