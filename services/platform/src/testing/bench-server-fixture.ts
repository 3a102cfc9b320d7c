// A bench server with one route of its own, for http-bench.int.test.ts: the harness's child half
// as a bench's server script uses it.
import { benchApp, serveBench } from '../bench/bench-server.ts';

const bench = benchApp('bench-harness-test', { defaultLevel: 'info', guests: true });
bench.app.get('/wine/:n', (c) => c.json({ wine: c.req.param('n') }));
await serveBench(bench);
