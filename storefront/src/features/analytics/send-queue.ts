// At most this long before a queued send goes out, however busy the page stays.
const IDLE_TIMEOUT_MS = 2000;

/** Resolves when the browser is idle, so analytics never competes with rendering a page. */
const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });

export type SendQueue = (send: () => Promise<unknown>, failure: string) => void;

/**
 * Sends one at a time, each once the browser is idle. One after the other because the topics
 * keep a user's events in the order the server accepted them only when each was answered before
 * the next was sent (docs/analytics.md). A failure is only a warning and never stops the queue.
 */
export function createSendQueue(
  wait: () => Promise<void> = whenIdle,
  warn: (message: string, error: unknown) => void = console.warn,
): SendQueue {
  let tail = Promise.resolve();
  return (send, failure) => {
    tail = tail
      .then(wait)
      .then(send)
      .then(
        () => undefined,
        (error: unknown) => warn(failure, error),
      );
  };
}
