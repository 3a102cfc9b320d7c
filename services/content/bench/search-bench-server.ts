// The gateway's HTTP app with the content routes on a port, in its own process so that
// autocannon (in the parent) and the server do not share an event loop. Started by
// search-bench.ts. Logs at info, as the gateway runs: one access line per request.
import { benchApp, serveBench } from '@wine/platform/bench/bench-server';
import { contentRouter } from '../src/http/content-router.ts';

// As the gateway has it in front of every context; the bench's requests carry no token (guests).
const bench = benchApp('bench-gateway', { defaultLevel: 'info', guests: true });
bench.app.route('/', contentRouter({ pool: bench.pool, siteUrl: 'http://127.0.0.1' }));
await serveBench(bench);
