// The requests steady-load-apart.int.test.ts's load builds, in the load's own process: each a
// POST naming its place in the sequence, so the test's server can tell warm-up from measured.
import type { SteadyRequests } from '../bench/steady-load-apart.ts';

let n = 0;
export const next: SteadyRequests['next'] = () => ({
  method: 'POST',
  path: '/count',
  headers: { 'content-type': 'text/plain' },
  body: String(n++),
});
