// A Redis of a test's own: the shared one on :6379 holds every engineer's keys, so a test that
// needs Redis flushed or gone does it to this child process instead.
import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port.ts';

export interface DisposableRedis {
  readonly url: string;
  dispose(): Promise<void>;
}

export async function startDisposableRedis({ startTimeoutMs = 10_000 } = {}): Promise<DisposableRedis> {
  const port = await freePort();
  const server: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `redis://127.0.0.1:${port}`;
  const until = Date.now() + startTimeoutMs;
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    // A refused connection is the expected answer while it starts.
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch {
      if (Date.now() > until)
        throw new Error(`The disposable Redis did not start within ${startTimeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      probe.disconnect();
    }
  }
  return {
    url,
    async dispose() {
      process.off('exit', killOnExit);
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
    },
  };
}
