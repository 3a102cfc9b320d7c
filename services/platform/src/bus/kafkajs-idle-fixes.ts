// Two timers kafkajs 2.2.4 (its last release) keeps on every broker connection, which are most of
// what a process on Kafka costs at rest (docs/adr/0006). Patched on its RequestQueue prototype,
// which every connection of every client shares.
import { createRequire } from 'node:module';

interface RequestQueue {
  pending: unknown[];
  inflight: Map<number, { sentAt: number; requestTimeout: number; timeoutRequest(): void }>;
  throttledUntil: number;
  throttleCheckTimeoutId: ReturnType<typeof setTimeout> | null;
  requestTimeoutIntervalId?: ReturnType<typeof setInterval>;
  enforceRequestTimeout: boolean;
  requestTimeout: number;
  isConnected(): boolean;
  destroy(): void;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
  scheduleRequestTimeoutCheck(): void;
}

/** kafkajs' own wait before it looks again at requests held back by throttling. */
const CHECK_PENDING_REQUESTS_INTERVAL_MS = 10;
/** How often in-flight requests are checked against their timeout (kafkajs: 100 ms, on a 30 s timeout). */
const REQUEST_TIMEOUT_CHECK_MS = 1000;

const require = createRequire(import.meta.url);
export const RequestQueue = require('kafkajs/src/network/requestQueue/index.js') as {
  prototype: RequestQueue;
  new (opts: Record<string, unknown>): RequestQueue;
};

/**
 * kafkajs re-arms a check of held-back requests after every response even when none is held
 * back, with a negative delay that Node runs after 1 ms: a 1 ms loop per connection for as long
 * as it is open (kafkajs issues #1556, #1704, #1751). A held-back request arms its own check when
 * it is queued, and a response re-checks the queue, so with nothing queued there is nothing to do.
 */
RequestQueue.prototype.scheduleCheckPendingRequests = function (this: RequestQueue) {
  if (this.throttleCheckTimeoutId || this.pending.length === 0) return;
  const untilUnthrottled = this.throttledUntil - Date.now();
  this.throttleCheckTimeoutId = setTimeout(
    () => {
      this.throttleCheckTimeoutId = null;
      this.checkPendingRequests();
    },
    untilUnthrottled > 0 ? untilUnthrottled : CHECK_PENDING_REQUESTS_INTERVAL_MS,
  );
};

/** The same check as kafkajs', once a second instead of ten times: a timeout is at most a second late. */
RequestQueue.prototype.scheduleRequestTimeoutCheck = function (this: RequestQueue) {
  if (!this.enforceRequestTimeout) return;
  this.destroy();
  this.requestTimeoutIntervalId = setInterval(
    () => {
      for (const request of this.inflight.values()) {
        if (Date.now() - request.sentAt > request.requestTimeout) request.timeoutRequest();
      }
      if (!this.isConnected()) this.destroy();
    },
    Math.min(this.requestTimeout, REQUEST_TIMEOUT_CHECK_MS),
  );
};
