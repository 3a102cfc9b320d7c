import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionalUser } from '../http/auth.ts';
import { createApp } from '../http/create-app.ts';
import { createRouter } from '../http/create-router.ts';
import { readyJson } from '../http/ready-answers.ts';
import { SECURITY_HEADERS } from '../http/security-headers.ts';
import { type RunningServer, serve } from '../http/serve.ts';
import { createLogger } from '../observability/logger.ts';
import { metricsText } from '../observability/metrics.ts';
import { offeringReadyAnswers, type PlainAsk } from './ready-lookups.ts';

// A route with its answer ready for plain requests: the lookup says what it was asked, and the
// route counts the requests that reached it (through Hono).
const asked: PlainAsk[] = [];
let reachedRoute = 0;
const ready = readyJson({ from: 'ready' });
const lines: Record<string, unknown>[] = [];
const logger = createLogger('ready-lane-test', {
  level: 'info',
  destination: new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  }),
});
const router = createRouter();
router.use(
  '/ready',
  offeringReadyAnswers(
    (_c, next) => next(),
    (ask) => {
      asked.push(ask);
      return ask.query === 'missing' ? undefined : ready;
    },
  ),
);
router.get('/ready', (c) => {
  reachedRoute++;
  return c.json({ from: 'route' });
});
// Routes with a parameter: one the lane may answer, and two that one path could match both of
// (Hono's order decides those, so the lane leaves them alone).
router.use(
  '/wines/:id/ready',
  offeringReadyAnswers(
    (_c, next) => next(),
    (ask) => {
      asked.push(ask);
      return ask.params.id === 'unknown' ? undefined : ready;
    },
  ),
);
router.get('/wines/:id/ready', (c) => {
  reachedRoute++;
  return c.json({ from: 'route', id: c.req.param('id') });
});
router.use(
  '/pairs/:id/ready',
  offeringReadyAnswers(
    (_c, next) => next(),
    (ask) => {
      asked.push(ask);
      return ready;
    },
  ),
);
router.get('/pairs/:id/ready', (c) => c.json({ from: 'route' }));
router.get('/pairs/all/:kind', (c) => c.json({ from: 'another route' }));
const app = createApp({ name: 'ready-lane-test', logger });
// As the gateway has it: a token that is not valid is refused, even where it is optional.
app.use('*', optionalUser({ verify: async () => null }));
app.route('/', router);

let server: RunningServer;
beforeAll(async () => {
  server = await serve(app, { port: 0, logger });
});
afterAll(() => server.close());

/** Each request over a socket and through app.request, from a fresh count. */
async function bothWays(path: string, init: RequestInit = {}): Promise<Response[]> {
  asked.length = 0;
  lines.length = 0;
  reachedRoute = 0;
  return [await fetch(`${server.url}${path}`, init), await app.request(path, init)];
}

describe('answers a route has ready', () => {
  it('answer a plain GET before Hono, with every header, access line and observation an answer gets', async () => {
    const headers = { 'x-request-id': 'req-7', 'x-region': 'gb', 'user-agent': 'test' };
    for (const response of await bothWays('/ready?page=2', { headers })) {
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('{"from":"ready"}');
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('etag')).toBe(ready.etag);
      // Every guest's answer: a CDN or nginx in front may keep it, asking again before each use.
      expect(response.headers.get('cache-control')).toBe('public, no-cache');
      for (const [name, value] of SECURITY_HEADERS) expect(response.headers.get(name), name).toBe(value);
      expect(response.headers.get('x-request-id')).toBe('req-7');
      expect(response.headers.get('x-correlation-id')).toBe('req-7');
    }
    expect(reachedRoute).toBe(0);
    expect(asked).toEqual([
      { query: 'page=2', region: 'GB', params: {} },
      { query: 'page=2', region: 'GB', params: {} },
    ]);
    expect(lines.map(({ time, pid, hostname, durationMs, ...line }) => line)).toEqual(
      Array(2).fill({
        level: 30,
        name: 'ready-lane-test',
        method: 'GET',
        path: '/ready',
        status: 200,
        requestId: 'req-7',
        correlationId: 'req-7',
        msg: 'request',
      }),
    );
    expect(await metricsText()).toMatch(
      /wine_http_request_duration_seconds_count\{method="GET",route="\/ready",status="200"\} \d+/,
    );
  });

  it('gives a request the headers of its own ids, new ones when it sent none', async () => {
    for (const response of await bothWays('/ready')) {
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers.get('x-correlation-id')).toBe(response.headers.get('x-request-id'));
    }
  });

  it('answers 304 with no body to a client that holds the answer (If-None-Match)', async () => {
    for (const ifNoneMatch of [ready.etag, `"other", W/${ready.etag}`, '*']) {
      const headers = { 'if-none-match': ifNoneMatch, 'x-request-id': 'req-8' };
      for (const response of await bothWays('/ready', { headers })) {
        expect(response.status).toBe(304);
        expect(await response.text()).toBe('');
        expect(response.headers.get('etag')).toBe(ready.etag);
        expect(response.headers.get('x-request-id')).toBe('req-8');
        expect(response.headers.get('x-frame-options')).toBe('DENY');
      }
      expect(lines.map((line) => line.status)).toEqual([304, 304]);
    }
    for (const response of await bothWays('/ready', { headers: { 'if-none-match': '"stale"' } })) {
      expect(response.status).toBe(200);
    }
  });

  it('leaves to the route a request whose answer is not ready', async () => {
    for (const response of await bothWays('/ready?missing')) {
      expect(await response.json()).toEqual({ from: 'route' });
    }
    expect(reachedRoute).toBe(2);
  });

  it('leaves to the middleware a request with credentials, a body or any header it does not know', async () => {
    const unauthorised = await bothWays('/ready', { headers: { authorization: 'Bearer not-valid' } });
    for (const response of unauthorised) expect(response.status).toBe(401);
    for (const headers of [
      { 'x-min-position': '12' },
      { cookie: 'a=1' },
      { origin: 'https://elsewhere.example' },
    ]) {
      for (const response of await bothWays('/ready', { headers })) {
        expect(await response.json()).toEqual({ from: 'route' });
      }
      expect(asked).toEqual([]);
      expect(reachedRoute).toBe(2);
    }
    for (const response of await bothWays('/ready', { method: 'POST', body: '{}' })) {
      expect(response.status).toBe(404);
    }
    expect(asked).toEqual([]);
  });

  it('leaves to the platform a request it refuses: an unknown region, ill-formed text in the URL', async () => {
    for (const response of await bothWays('/ready', { headers: { 'x-region': 'XX' } })) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    for (const response of await bothWays('/ready?q=%00')) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    expect(asked).toEqual([]);
  });

  it('answers a route with a parameter, its values handed to the look-up, labelled by the route', async () => {
    for (const response of await bothWays('/wines/mw-7/ready')) {
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('{"from":"ready"}');
    }
    expect(reachedRoute).toBe(0);
    expect(asked.map((a) => a.params)).toEqual([{ id: 'mw-7' }, { id: 'mw-7' }]);
    expect(lines.map((line) => line.path)).toEqual(['/wines/mw-7/ready', '/wines/mw-7/ready']);
    expect(await metricsText()).toMatch(
      /wine_http_request_duration_seconds_count\{method="GET",route="\/wines\/:id\/ready",status="200"\} \d+/,
    );
    for (const response of await bothWays('/wines/unknown/ready')) {
      expect(await response.json()).toEqual({ from: 'route', id: 'unknown' });
    }
    for (const path of ['/wines/ready', '/wines//ready', '/wines/a/b/ready']) {
      for (const response of await bothWays(path)) expect(response.status).toBe(404);
    }
  });

  it('leaves to Hono a route another route could share a path with', async () => {
    for (const path of ['/pairs/all/ready', '/pairs/p-1/ready', '/pairs/all/reds']) {
      for (const response of await bothWays(path)) {
        expect(await response.json()).toMatchObject({ from: expect.stringMatching(/route/) });
      }
      expect(asked).toEqual([]);
    }
  });
});
