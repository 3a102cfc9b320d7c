// The process steady-load-apart.ts forks: warms up, then runs the measured load and sends its figures.

import { steadyLoad } from './steady-load.ts';
import type { SteadyLoadApartOptions, SteadyRequests } from './steady-load-apart.ts';

const { requests, warmUpSeconds, ...load } = JSON.parse(process.argv[2] ?? '{}') as Omit<
  SteadyLoadApartOptions,
  'requests'
> & { requests: string };
const { next } = (await import(requests)) as SteadyRequests;
if (warmUpSeconds > 0) await steadyLoad({ ...load, seconds: warmUpSeconds, next });
const result = await steadyLoad({ ...load, next });
process.send?.(result, () => process.exit(0));
