import type { Logger } from '../observability/logger.ts';

/**
 * Runs `work` every `intervalMs` until stopped (a sweep), one run at a time: a slow run delays the
 * next instead of overlapping it. A failed run is logged and the next one tries again. `runNow`
 * queues a run at once and answers its result (a test, an operator's command).
 */
export function startPeriodic<T>(
  name: string,
  intervalMs: number,
  work: () => Promise<T>,
  logger: Pick<Logger, 'warn'>,
) {
  let queue: Promise<unknown> = Promise.resolve();
  const runNow = (): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch((err: unknown) => logger.warn({ err }, `${name} failed; the next run tries again`));
    return run;
  };
  const timer = setInterval(() => void runNow().catch(() => undefined), intervalMs);
  timer.unref();
  return {
    runNow,
    stop: async () => {
      clearInterval(timer);
      await queue;
    },
  };
}
