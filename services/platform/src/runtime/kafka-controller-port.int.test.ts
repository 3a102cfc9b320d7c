import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// infra/scripts/ensure-kafka.sh on ports of this test's own (never the shared 9092/9093), with the
// controller port held by this process, as when a stray broker or another app has it.
const ENSURE_KAFKA = new URL('../../../../infra/scripts/ensure-kafka.sh', import.meta.url).pathname;

let held: Server;
let stateDir: string;

const listen = (server: Server) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address === 'object' && address) resolve(address.port);
      else reject(new Error('no port'));
    });
  });

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  held = createServer();
  stateDir = await mkdtemp(join(tmpdir(), 'ensure-kafka-'));
});

afterAll(async () => {
  await new Promise((resolve) => held.close(resolve));
  await rm(stateDir, { recursive: true, force: true });
});

describe('ensure-kafka.sh when the controller port is taken', () => {
  it('refuses to start a broker, naming the port and who holds it', async () => {
    const controllerPort = await listen(held);
    const { KAFKA_BROKERS: _shared, ...env } = process.env;
    const brokerPort = await freePort();
    const outcome = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        'bash',
        [ENSURE_KAFKA],
        {
          env: {
            ...env,
            KAFKA_PORT: String(brokerPort),
            KAFKA_CONTROLLER_PORT: String(controllerPort),
            KAFKA_STATE_DIR: stateDir,
          },
        },
        (_err, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(outcome.code).not.toBe(0);
    expect(outcome.stderr).toContain(
      `cannot start Kafka: its controller port 127.0.0.1:${controllerPort} is in use by`,
    );
    expect(outcome.stderr).toContain(`(pid ${process.pid})`);
    expect(existsSync(join(stateDir, 'kafka.pid'))).toBe(false);
  });
});
