// A Postgres cluster of a test's own, for fault injection: the shared server on :5432 serves
// every engineer's tests, so a test that needs Postgres to go down stops and restarts this one.
// initdb refuses to run as root, so as root the cluster belongs to the `postgres` OS user.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.ts';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface DisposablePostgres {
  /** The cluster's `postgres` database, as the `postgres` superuser (trust auth, loopback only). */
  readonly url: string;
  /** Immediate shutdown (SIGQUIT): no checkpoint, crash recovery on the next start. */
  crash(): Promise<void>;
  /** Starts the cluster again on the same port and data; resolves once it takes connections. */
  start(): Promise<void>;
  /** Stops the cluster and deletes its data. */
  dispose(): Promise<void>;
}

export async function startDisposablePostgres({ startTimeoutMs = 30_000 } = {}): Promise<DisposablePostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'disposable-postgres-'));
  const owner = await ownerOf();
  if (owner) await chown(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  await promisify(execFile)(join(BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'], {
    ...(owner ?? {}),
  });
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server: ChildProcess | undefined;
  const killOnExit = () => server?.kill('SIGKILL');

  const stop = async (signal: NodeJS.Signals) => {
    const running = server;
    server = undefined;
    process.off('exit', killOnExit);
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  };

  const start = async () => {
    if (server) throw new Error('The disposable Postgres is already running');
    const args = ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'];
    // A process crash keeps the OS's page cache, so fsync can go; synchronous_commit must stay:
    // with it off, an immediate shutdown loses commits already acknowledged (the chaos suite's
    // checker caught exactly that).
    args.push('-c', 'fsync=off', '-c', 'full_page_writes=off');
    server = spawn(join(BIN, 'postgres'), args, { stdio: 'ignore', ...(owner ?? {}) });
    process.once('exit', killOnExit);
    await untilAccepting(url, server, startTimeoutMs);
  };

  await start();
  return {
    url,
    crash: () => stop('SIGQUIT'),
    start,
    async dispose() {
      await stop('SIGINT');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function ownerOf(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) =>
    promisify(execFile)('id', [flag, 'postgres']).then((r) => Number(r.stdout.trim()));
  return { uid: await id('-u'), gid: await id('-g') };
}

async function untilAccepting(url: string, server: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error('The disposable Postgres exited while starting');
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch {
      if (Date.now() > until) throw new Error(`The disposable Postgres did not start within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
