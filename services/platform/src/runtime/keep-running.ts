import { CappedBackOff } from './capped-back-off.ts';
import type { DependencyWatch } from './dependency-watch.ts';

export interface Stoppable {
  stop(): Promise<void>;
}

/**
 * Starts something that needs `watch`'s dependency (a Kafka consumer) and keeps it running: a
 * start that fails is retried with capped back-off, and one that crashes later is started again,
 * for as long as the process runs. Resolves at once; `stop()` ends the retries and what runs.
 */
export function keepRunning(
  start: (onCrash: (err: unknown) => void) => Promise<Stoppable>,
  watch: DependencyWatch,
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
        watch.down(err);
        await pause(backOff.next());
        continue;
      }
      watch.up();
      backOff.reset();
      const err = await Promise.race([crash, interrupted]);
      if (!stopped) watch.down(err);
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
