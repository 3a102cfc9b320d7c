import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleDiskSyncs } from './disk-sync-stalls.ts';
import { steadyLoadApart } from './steady-load-apart.ts';

// The steady load from a process of its own, against a server that counts what it gets and
// refuses every tenth measured request: the figures must count only the measured run.
let server: http.Server;
let url: string;
const received: number[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const n = Number(body);
      received.push(n);
      // Requests 0-19 are the warm-up (1 s at 20/s); of the measured ones, every tenth fails.
      res.statusCode = n >= 20 && n % 10 === 0 ? 503 : 200;
      res.end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
});

describe('steadyLoadApart', () => {
  it('warms up unmeasured, then sends rate x seconds and counts the answers', async () => {
    const result = await steadyLoadApart({
      url,
      rate: 20,
      seconds: 2,
      warmUpSeconds: 1,
      connections: 4,
      requests: new URL('../testing/steady-requests-fixture.ts', import.meta.url),
    });
    expect(received.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(result).toMatchObject({ sent: 40, ok: 36, failed: 4 });
    expect(result.p99).toBeGreaterThanOrEqual(result.p50);
  }, 30_000);

  it('fails when the requests module cannot be loaded', async () => {
    await expect(
      steadyLoadApart({
        url,
        rate: 1,
        seconds: 1,
        warmUpSeconds: 0,
        connections: 1,
        requests: new URL('./no-such-module.ts', import.meta.url),
      }),
    ).rejects.toThrow(/exited with 1/);
  }, 30_000);
});

describe('sampleDiskSyncs', () => {
  it('times durable syncs until stopped, and leaves no file behind', async () => {
    const dir = os.tmpdir();
    const sampling = await sampleDiskSyncs(dir);
    await new Promise((r) => setTimeout(r, 500));
    const figures = await sampling.stop();
    expect(figures.syncs).toBeGreaterThan(3);
    expect(figures.maxMs).toBeGreaterThanOrEqual(figures.p99Ms);
    expect(figures.p99Ms).toBeGreaterThanOrEqual(figures.p50Ms);
    expect(figures.slow).toBeLessThanOrEqual(figures.syncs);
    expect(readdirSync(dir).filter((f) => f.startsWith(`.disk-sync-probe-${process.pid}`))).toEqual([]);
  });
});
