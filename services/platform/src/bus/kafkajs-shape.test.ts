import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// kafkajs-idle-fixes.ts replaces two methods of a private kafkajs module and reads its fields.
// kafkajs is pinned (services/platform/package.json); this fails the day an upgrade moves what
// the patch relies on, instead of the patch silently doing nothing or breaking connections.
const require = createRequire(import.meta.url);
const RequestQueue = require('kafkajs/src/network/requestQueue/index.js') as new (
  opts: Record<string, unknown>,
) => Record<string, unknown>;
const SocketRequest = require('kafkajs/src/network/requestQueue/socketRequest.js') as new (
  opts: Record<string, unknown>,
) => Record<string, unknown>;
// The class as kafkajs wrote it: its source, whatever the patch did to the prototype since.
const source = Function.prototype.toString.call(RequestQueue);
const connectionSource = readFileSync(require.resolve('kafkajs/src/network/connection.js'), 'utf8');

const logger = {
  debug: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  info: () => undefined,
};

describe('the kafkajs module that kafkajs-idle-fixes.ts patches', () => {
  it('is the pinned version', () => {
    const pinned = require('../../package.json').dependencies.kafkajs;
    expect(require('kafkajs/package.json').version).toBe(pinned);
  });

  it('defines the two replaced methods, without arguments, and calls them where the patch expects', () => {
    expect(source).toMatch(/\n {2}scheduleCheckPendingRequests\(\) \{/);
    expect(source).toMatch(/\n {2}scheduleRequestTimeoutCheck\(\) \{/);
    expect(source).toContain('this.checkPendingRequests()');
    expect(source).toContain('this.scheduleCheckPendingRequests()');
    expect(connectionSource).toContain('this.requestQueue.scheduleRequestTimeoutCheck()');
  });

  it('has the methods and fields the patched methods use, of the types they assume', () => {
    const queue = new RequestQueue({
      maxInFlightRequests: 1,
      requestTimeout: 30_000,
      enforceRequestTimeout: true,
      clientId: 't',
      broker: 'b',
      logger,
    });
    try {
      for (const method of ['checkPendingRequests', 'destroy', 'isConnected']) {
        expect(typeof queue[method], method).toBe('function');
        expect((queue[method] as () => void).length, method).toBe(0);
      }
      expect(Array.isArray(queue.pending)).toBe(true);
      expect(queue.inflight).toBeInstanceOf(Map);
      expect(queue.throttledUntil).toBe(-1);
      expect(queue.throttleCheckTimeoutId).toBeNull();
      expect(queue.enforceRequestTimeout).toBe(true);
      expect(queue.requestTimeout).toBe(30_000);
      expect(source).toContain('clearInterval(this.requestTimeoutIntervalId)');
    } finally {
      (queue.destroy as () => void)();
    }
  });

  it('keeps in flight requests with sentAt, requestTimeout and timeoutRequest()', () => {
    const request = new SocketRequest({
      entry: {},
      expectResponse: true,
      broker: 'b',
      clientId: 't',
      requestTimeout: 30_000,
      send: () => undefined,
      timeout: () => undefined,
    });
    expect(request).toHaveProperty('sentAt');
    expect(request.requestTimeout).toBe(30_000);
    expect(typeof request.timeoutRequest).toBe('function');
    expect((request.timeoutRequest as () => void).length).toBe(0);
  });
});
