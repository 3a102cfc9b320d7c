// An open-loop load (steady-load.ts) from a process of its own. A bench's own process carries the
// garbage of its earlier phases (autocannon's flat-out runs, thousands of answers): its
// collections paused the load for 30-60 ms, and a pause here counts as latency of every request
// due meanwhile. A fresh process times the server, not the bench.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import type { SteadyLoadResult, SteadyRequest } from './steady-load.ts';

export interface SteadyLoadApartOptions {
  url: string;
  rate: number;
  seconds: number;
  connections: number;
  /** Sent first at the same rate and not measured: the server's and this process's code warm up. */
  warmUpSeconds: number;
  /** A module whose `next` export builds each request (a function cannot cross the process line). */
  requests: URL;
}

/** The module `SteadyLoadApartOptions.requests` names. */
export interface SteadyRequests {
  next: () => SteadyRequest;
}

export async function steadyLoadApart(options: SteadyLoadApartOptions): Promise<SteadyLoadResult> {
  const child = fork(new URL('./steady-load-child.ts', import.meta.url).pathname, [JSON.stringify(options)], {
    execArgv: ['--import', 'tsx'],
  });
  const exited = once(child, 'exit');
  const figures = await new Promise<SteadyLoadResult>((resolve, reject) => {
    child.once('message', (m) => resolve(m as SteadyLoadResult));
    // After the figures came, the exit rejects a settled promise: nothing.
    child.once('exit', (code) => reject(new Error(`the steady load's process exited with ${code}`)));
  });
  await exited;
  return figures;
}
