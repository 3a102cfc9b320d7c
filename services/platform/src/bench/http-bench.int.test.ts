import os from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually } from '../testing/test-env.ts';
import { type BenchServer, startBenchServer } from './http-bench.ts';

// The harness every HTTP bench uses, on a server of one route, with loads of a second or two.
// The server's pool is never asked for a connection: the route reads nothing.
let server: BenchServer;
const logFile = join(os.tmpdir(), `http-bench-test-${process.pid}.log`);

beforeAll(async () => {
  server = await startBenchServer(new URL('../testing/bench-server-fixture.ts', import.meta.url), {
    logFile,
    ceilingPath: '/wine/7',
    env: { DATABASE_URL: inject('services').databaseUrl, LOG_LEVEL: 'info' },
  });
}, 30_000);
afterAll(async () => {
  await server?.stop();
});

describe('an HTTP bench against its server', () => {
  it('measures the app and the bare ceiling in turns, and the app logs a line per answer', async () => {
    const { app, ceiling, requests } = await server.againstCeiling('/wine/7', {
      seconds: 1,
      rounds: 1,
      connections: 2,
    });
    for (const summary of [app, ceiling]) {
      expect(summary.rps).toBeGreaterThan(0);
      expect(summary.cpuPerRequest).toBeGreaterThan(0);
      expect(summary.p99).toBeGreaterThanOrEqual(summary.p50);
    }
    expect(requests).toBeGreaterThan(app.requests);
    // Requests still in flight when autocannon stops may be answered after it counted, and the
    // log is written behind the answers: every answer's line is there once the writes land.
    await eventually(async () => server.accessLines() >= requests);
  });

  it('sends the requests a bench builds, and fails on an answer that is not 2xx', async () => {
    const paths = new Set<string>();
    const load = await server.flatOut('', {
      seconds: 1,
      connections: 2,
      request: (n) => {
        paths.add(`/wine/${n}`);
        return { path: `/wine/${n}` };
      },
    });
    expect(load.requests).toBeGreaterThan(0);
    expect(paths.size).toBeGreaterThanOrEqual(load.requests);
    await expect(server.flatOut('/no-such-page', { seconds: 1, connections: 1 })).rejects.toThrow(
      /non-2xx answers/,
    );
  });
});
