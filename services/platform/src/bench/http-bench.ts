// The parent half of an HTTP bench: the app under test runs in a child process (bench-server.ts)
// so that autocannon, here, and the server do not share an event loop. The child reports its CPU
// time on request, so each load counts the server's CPU per request beside requests/s: that
// figure holds still when other work on the machine moves requests/s about.
import { type ChildProcess, fork } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** What a bench's database and Redis URLs may name: it drops and recreates a database. */
const LOOPBACK = ['127.0.0.1', 'localhost', '::1', '[::1]'];

/** Throws unless every URL is on this machine: a bench never runs against anything else. */
export function loopbackOnly(bench: string, urls: readonly string[]): void {
  for (const url of urls) {
    const { hostname } = new URL(url);
    if (!LOOPBACK.includes(hostname)) {
      throw new Error(`The ${bench} bench runs against loopback services only, not ${hostname}`);
    }
  }
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Forks a bench server script (run under tsx) and resolves once it listens. With `logFile`, the
 * child's stdout (its access lines) goes there, as a deployment's would go to its collector.
 * With `ceilingPath`, the server answers that path's bytes from a bare app too (bench-server.ts).
 */
export function startBenchServer(
  script: URL,
  options: { env: Record<string, string>; logFile?: string; ceilingPath?: string },
): Promise<BenchServer> {
  const child = fork(script.pathname, {
    execArgv: ['--import', 'tsx'],
    ...(options.logFile ? { stdio: ['ignore', openSync(options.logFile, 'w'), 'inherit', 'ipc'] } : {}),
    env: {
      ...process.env,
      ...options.env,
      ...(options.ceilingPath ? { CEILING_PATH: options.ceilingPath } : {}),
    },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => {
      const { url, ceilingUrl } = m as { url: string; ceilingUrl?: string };
      resolve(new BenchServer(child, url, ceilingUrl, options.logFile));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** What a request carries besides the URL's: its own path (a cache miss), or a whole command. */
export type RequestParts =
  | { path: string }
  | { method: 'POST'; path: string; headers: Record<string, string>; body: string };

export interface LoadOptions {
  seconds: number;
  connections: number;
  /** Builds each request (the n-th gets n); without it, every request is a GET of the URL. */
  request?: (n: number) => RequestParts;
}

export class BenchServer {
  constructor(
    readonly child: ChildProcess,
    /** The app under test. */
    readonly url: string,
    /** A bare Hono app answering the same bytes, where the server was given a ceiling path. */
    readonly ceilingUrl: string | undefined,
    private readonly logFile: string | undefined,
  ) {}

  /** autocannon flat out against the app's `path` (or the requests `request` builds). */
  async flatOut(path: string, options: LoadOptions): Promise<LoadSummary> {
    return summed([await measureLoad(this.child, `${this.url}${path}`, options)]);
  }

  /**
   * The app's path and the bare ceiling's, each warmed up 2 s, then in `rounds` turns of
   * seconds/rounds each: a change in the machine's load during the run weighs on both alike.
   * `requests` counts every request the app answered, warm-up included.
   */
  async againstCeiling(
    path: string,
    options: { seconds: number; rounds: number; connections: number },
  ): Promise<{ app: LoadSummary; ceiling: LoadSummary; requests: number }> {
    if (!this.ceilingUrl) throw new Error('the bench server was started without a ceiling path');
    const ceilingUrl = `${this.ceilingUrl}${path}`;
    const load = (url: string, seconds: number) =>
      measureLoad(this.child, url, { seconds, connections: options.connections });
    // Both warmed up alike: a turn must not pay for compiling what the other's did not.
    await load(ceilingUrl, 2);
    const warmUp = await load(`${this.url}${path}`, 2);
    const ceilingTurns: Load[] = [];
    const appTurns: Load[] = [];
    for (let turn = 0; turn < options.rounds; turn++) {
      ceilingTurns.push(await load(ceilingUrl, options.seconds / options.rounds));
      appTurns.push(await load(`${this.url}${path}`, options.seconds / options.rounds));
    }
    const app = summed(appTurns);
    return { app, ceiling: summed(ceilingTurns), requests: warmUp.requests + app.requests };
  }

  /** SIGTERM, and resolves once the server ran its shutdown hooks and exited. */
  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }

  /** The access lines (one per answered request, at info) the server wrote to its log file. */
  accessLines(): number {
    if (!this.logFile) throw new Error('the bench server was started without a log file');
    return readFileSync(this.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"msg":"request"')).length;
  }
}

/** The server process's CPU time so far (user + system), in microseconds. */
function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m) => {
      const { cpu } = m as { cpu: NodeJS.CpuUsage };
      resolve(cpu.user + cpu.system);
    });
    child.send('cpu');
  });
}

/** One autocannon run's figures. */
interface Load {
  requests: number;
  seconds: number;
  cpuMicros: number;
  /** autocannon's (this process's) CPU: the client shares the machine's cores with the server. */
  clientCpuMicros: number;
  p50: number;
  p99: number;
}

/** autocannon flat out against `url`; any answer but 2xx, or any socket error, fails the bench. */
async function measureLoad(child: ChildProcess, url: string, options: LoadOptions): Promise<Load> {
  let n = 0;
  const build = options.request;
  const cpuBefore = await serverCpu(child);
  const clientBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    ...(build ? { requests: [{ setupRequest: (req: object) => ({ ...req, ...build(n++) }) }] } : {}),
  });
  const client = process.cpuUsage(clientBefore);
  const cpuMicros = (await serverCpu(child)) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    requests: result.requests.total,
    seconds: result.duration,
    cpuMicros,
    clientCpuMicros: client.user + client.system,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

export interface LoadSummary {
  requests: number;
  rps: number;
  /** The server process's CPU per request, µs (one decimal). */
  cpuPerRequest: number;
  /** The client's CPU per request, µs (one decimal). */
  clientCpuPerRequest: number;
  p50: number;
  p99: number;
}

/** Requests/s and CPU per request over loads taken in turns; the latencies are the worst turn's. */
function summed(loads: readonly Load[]): LoadSummary {
  const total = (figure: (l: Load) => number) => loads.reduce((sum, l) => sum + figure(l), 0);
  const requests = total((l) => l.requests);
  return {
    requests,
    rps: round(requests / total((l) => l.seconds), 0),
    cpuPerRequest: round(total((l) => l.cpuMicros) / requests, 1),
    clientCpuPerRequest: round(total((l) => l.clientCpuMicros) / requests, 1),
    p50: Math.max(...loads.map((l) => l.p50)),
    p99: Math.max(...loads.map((l) => l.p99)),
  };
}
