import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The real gateway process (`services/gateway/src/main.ts`, as `make start` and the e2e tier run
 * it) on a free port, with the event bus on Postgres so no Kafka is needed. Its error log is
 * kept so a failing test can show what the server said.
 */
export async function startGatewayProcess(
  env: { DATABASE_URL: string; REDIS_URL: string; TRUSTED_PROXIES?: string } & Record<string, string>,
) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      EVENT_BUS: 'postgres',
      PORT: String(port),
      // The payment simulator's own port: any free one, as the e2e stack and a neighbour may run.
      PAYMENT_SIMULATOR_PORT: '0',
      COURIER_SIMULATOR_PORT: '0',
      LOG_LEVEL: 'error',
      // Sign-in captchas are solved for real (fuzz-sessions.ts); a small cost keeps many quick.
      SIGN_IN_CAPTCHA_COST: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  for (const output of [child.stdout, child.stderr]) {
    output?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
  }
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the gateway exited: ${log}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (attempt > 600) throw new Error(`the gateway did not start: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    log: () => log,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
