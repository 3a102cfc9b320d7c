import { Writable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import type { ErrorEnvelope } from '@wine/contracts/errors';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { ConcurrencyError, DomainError, NotFoundError } from '../errors/domain-error.ts';
import { createLogger } from '../observability/logger.ts';
import { currentContext } from '../observability/request-context.ts';
import { createApp } from './create-app.ts';
import { createRouter } from './create-router.ts';
import type { HealthChecks } from './health.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const wineId = '7f1c5e1a-3b2d-4c8e-9f10-2a4b6c8d0e1f';

const rateWine = createRoute({
  method: 'post',
  path: '/wines/{wineId}/ratings',
  summary: 'Rate a wine',
  request: {
    params: z.object({ wineId: z.uuid() }),
    body: {
      required: true,
      content: {
        'application/json': { schema: z.object({ rating: z.int().min(1).max(5), notes: z.string() }) },
      },
    },
  },
  responses: {
    201: { description: 'Rated', content: { 'application/json': { schema: z.object({ rating: z.int() }) } } },
  },
});

function build(checks: HealthChecks = {}, metricsToken?: string) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger = createLogger('test-http', { level: 'debug', destination });
  const router = createRouter()
    .openapi(rateWine, (c) => {
      logger.info('rating');
      return c.json({ rating: c.req.valid('json').rating }, 201);
    })
    .get('/context', (c) => c.json({ region: c.get('region'), context: currentContext() }))
    .get('/missing', () => {
      throw new NotFoundError('Wine not found', { wineId });
    })
    .get('/stale', () => {
      throw new ConcurrencyError('wine-1', 3, 4);
    })
    .get('/sold-out', () => {
      throw new DomainError('OUT_OF_STOCK', 'Sold out', 409);
    })
    .get('/private', () => {
      throw new HTTPException(401, { message: 'Bearer token expired' });
    })
    .get('/hung-up', () => {
      // What reading the body throws when its connection closes first (@hono/node-server).
      throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    })
    .get('/bug', () => {
      throw new Error('connection to 10.0.0.7 refused: password authentication failed');
    });
  const app = createApp({ name: 'test', checks, healthTimeoutMs: 50, logger, metricsToken });
  app.route('/', router);
  return { app, lines };
}

// What @hono/node-server hands the app for a connection from `remoteAddress`.
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

// Response.json() is typed unknown; each test states the shape it expects.
const readJson = async <T = ErrorEnvelope>(res: Response) => (await res.json()) as T;

const postJson = (body: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body,
  headers: { 'content-type': 'application/json', ...headers },
});

describe('createApp', () => {
  describe('validation', () => {
    it('answers 400 VALIDATION_ERROR with the zod issues as details', async () => {
      const { app } = build();
      const res = await app.request(`/wines/${wineId}/ratings`, postJson('{"rating":9}'));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body).toEqual({
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Validation failed',
          details: [
            { path: ['rating'], message: expect.any(String), code: 'too_big' },
            { path: ['notes'], message: expect.any(String), code: 'invalid_type' },
          ],
          requestId: res.headers.get('x-request-id'),
        },
        errorMessage: 'Validation failed',
      });
    });

    it('validates path parameters the same way', async () => {
      const { app } = build();
      const res = await app.request('/wines/not-a-uuid/ratings', postJson('{"rating":3,"notes":""}'));
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.details).toEqual([
        { path: ['wineId'], message: 'Invalid UUID', code: 'invalid_format' },
      ]);
    });

    it('answers a malformed JSON body with 400, never 500', async () => {
      const { app } = build();
      const res = await app.request(`/wines/${wineId}/ratings`, postJson('{"rating":'));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'VALIDATION_ERROR', message: 'Validation failed', details: [{ path: [] }] },
        errorMessage: 'Validation failed',
      });
    });

    it('passes a valid request through to the handler', async () => {
      const { app } = build();
      const res = await app.request(`/wines/${wineId}/ratings`, postJson('{"rating":4,"notes":"plummy"}'));
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ rating: 4 });
    });
  });

  describe('errors', () => {
    it('maps a DomainError to its status, code, message and details', async () => {
      const { app } = build();
      const notFound = await app.request('/missing');
      expect(notFound.status).toBe(404);
      expect(await notFound.json()).toMatchObject({
        error: { code: 'NOT_FOUND', message: 'Wine not found', details: { wineId } },
        errorMessage: 'Wine not found',
      });

      const stale = await app.request('/stale');
      expect(stale.status).toBe(409);
      expect((await readJson(stale)).error).toMatchObject({
        code: 'CONCURRENCY_CONFLICT',
        details: { streamId: 'wine-1', expectedVersion: 3, actualVersion: 4 },
      });
    });

    it('answers a domain code the contracts do not know as HTTP_{status}, keeping the message', async () => {
      const { app } = build();
      const res = await app.request('/sold-out');
      expect(res.status).toBe(409);
      expect((await readJson(res)).error).toMatchObject({ code: 'HTTP_409', message: 'Sold out' });
    });

    it("maps Hono's HTTPException by status", async () => {
      const { app } = build();
      const res = await app.request('/private');
      expect(res.status).toBe(401);
      expect((await readJson(res)).error).toMatchObject({
        code: 'AUTH_REQUIRED',
        message: 'Bearer token expired',
      });
    });

    it('answers an unexpected error with a bare 500 and logs it with the request id', async () => {
      const { app, lines } = build();
      const res = await app.request('/bug', { headers: { 'x-request-id': 'req-42' } });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        error: { code: 'SERVER_ERROR', message: 'Server error', requestId: 'req-42' },
        errorMessage: 'Server error',
      });
      expect(text).not.toMatch(/refused|password|stack|at /);
      expect(lines.find((line) => line.msg === 'unhandled error')).toMatchObject({
        requestId: 'req-42',
        err: { message: expect.stringContaining('refused') },
      });
    });

    // Issue 28.9: a trickled body the server cut off was logged as a bug, stack and all.
    it('takes a request whose connection closed before its body was in for no bug: 408, logged as info', async () => {
      const { app, lines } = build();
      const res = await app.request('/hung-up', { headers: { 'x-request-id': 'req-43' } });
      expect(res.status).toBe(408);
      expect((await readJson(res)).error.code).toBe('HTTP_408');
      expect(lines.find((line) => line.msg === 'unhandled error')).toBeUndefined();
      expect(lines.find((line) => line.requestId === 'req-43' && line.level === 30)).toBeDefined();
    });

    it('answers an unknown route with the 404 envelope', async () => {
      const { app } = build();
      const res = await app.request('/nowhere');
      expect(res.status).toBe(404);
      expect((await readJson(res)).error.code).toBe('NOT_FOUND');
    });
  });

  describe('region', () => {
    it('defaults to GB and accepts any letter case', async () => {
      const { app } = build();
      expect((await readJson<{ region: string }>(await app.request('/context'))).region).toBe('GB');
      expect(
        (await readJson<{ region: string }>(await app.request('/context', { headers: { 'X-Region': 'gb' } })))
          .region,
      ).toBe('GB');
    });

    it('refuses an unknown region with 400 and the allowed ones', async () => {
      const { app } = build();
      const res = await app.request('/context', { headers: { 'x-region': 'FR' } });
      expect(res.status).toBe(400);
      expect((await readJson(res)).error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { header: 'x-region', allowed: ['GB'] },
      });
    });
  });

  describe('correlation', () => {
    it('generates request and correlation ids and echoes them', async () => {
      const { app } = build();
      const res = await app.request('/context');
      const requestId = res.headers.get('x-request-id');
      expect(requestId).toMatch(uuid);
      expect(res.headers.get('x-correlation-id')).toBe(requestId);
    });

    it("echoes the caller's ids and runs the handler in their context", async () => {
      const { app } = build();
      const res = await app.request('/context', {
        headers: { 'x-request-id': 'req-1', 'x-correlation-id': 'corr-1' },
      });
      expect(res.headers.get('x-request-id')).toBe('req-1');
      expect(res.headers.get('x-correlation-id')).toBe('corr-1');
      expect((await readJson<{ context: unknown }>(res)).context).toEqual({
        correlationId: 'corr-1',
        requestId: 'req-1',
        region: 'GB',
        // Where the request's appends got to: its answer's consistency token (none here).
        written: { position: '0' },
      });
    });

    it('stamps the ids on a response a handler made itself, even one with immutable headers', async () => {
      const { app } = build();
      app.get('/elsewhere', () => Response.redirect('https://example.com/', 302));
      const res = await app.request('/elsewhere', { headers: { 'x-request-id': 'req-9' } });
      expect(res.status).toBe(302);
      expect(res.headers.get('x-request-id')).toBe('req-9');
      expect(res.headers.get('x-correlation-id')).toBe('req-9');
    });

    it('replaces an id that is not a plain token', async () => {
      const { app } = build();
      const res = await app.request('/context', { headers: { 'x-correlation-id': 'a b<script>' } });
      expect(res.headers.get('x-correlation-id')).toMatch(uuid);
    });

    it('stamps the correlation id on log lines written by handlers, and logs each request', async () => {
      const { app, lines } = build();
      await app.request(
        `/wines/${wineId}/ratings`,
        postJson('{"rating":4,"notes":""}', { 'x-correlation-id': 'corr-7' }),
      );
      expect(lines.find((line) => line.msg === 'rating')).toMatchObject({ correlationId: 'corr-7' });
      expect(lines.find((line) => line.msg === 'request')).toMatchObject({
        method: 'POST',
        path: `/wines/${wineId}/ratings`,
        status: 201,
        correlationId: 'corr-7',
        durationMs: expect.any(Number),
      });
    });
  });

  describe('GET /health', () => {
    it('answers 200 when every check passes', async () => {
      const { app } = build({ postgres: async () => {}, redis: async () => {} });
      const res = await app.request('/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', checks: { postgres: 'ok', redis: 'ok' } });
    });

    it('answers 503 naming the failing and hung checks', async () => {
      const { app } = build({
        postgres: async () => {},
        redis: async () => {
          throw new Error('ECONNREFUSED 127.0.0.1:6379');
        },
        kafka: () => new Promise(() => {}),
      });
      const res = await app.request('/health');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: 'error',
        checks: { postgres: 'ok', redis: 'error', kafka: 'error' },
        errors: { redis: 'ECONNREFUSED 127.0.0.1:6379', kafka: 'timed out after 50 ms' },
      });
    });
  });

  it('GET /metrics serves the request histogram by route pattern', async () => {
    const { app } = build();
    await app.request(`/wines/${wineId}/ratings`, postJson('{"rating":4,"notes":""}'));
    const res = await app.request('/metrics', {}, from('127.0.0.1'));
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toMatch(
      /wine_http_request_duration_seconds_count\{method="POST",route="\/wines\/:wineId\/ratings",status="201"\} \d+/,
    );
  });

  it('GET /metrics is a 404 off this machine, unless the scraper bears METRICS_TOKEN', async () => {
    const token = 'scrape-token-0123456789abcdef';
    const { app } = build({}, token);
    expect((await app.request('/metrics', {}, from('192.0.2.44'))).status).toBe(404);
    const relayed = { headers: { 'x-forwarded-for': '192.0.2.44' } };
    expect((await app.request('/metrics', relayed, from('127.0.0.1'))).status).toBe(404);
    const wrong = { headers: { authorization: `Bearer ${token}x` } };
    expect((await app.request('/metrics', wrong, from('192.0.2.44'))).status).toBe(404);
    const scraper = { headers: { authorization: `Bearer ${token}` } };
    const res = await app.request('/metrics', scraper, from('192.0.2.44'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('wine_http_request_duration_seconds');
    expect((await build().app.request('/metrics', scraper, from('192.0.2.44'))).status).toBe(404);
  });

  it('GET /openapi.json documents the routes as OpenAPI 3.1', async () => {
    const { app } = build();
    const document = await readJson<{
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, { summary?: string }>>;
    }>(await app.request('/openapi.json'));
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('test API');
    expect(document.paths['/wines/{wineId}/ratings']?.post?.summary).toBe('Rate a wine');
    expect(document.paths['/health']?.get).toBeDefined();
  });

  it('GET /docs renders the operations without loading anything from outside', async () => {
    const { app } = build();
    const res = await app.request('/docs');
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain('<code>/wines/{wineId}/ratings</code> Rate a wine');
    expect(page).not.toMatch(/<script|https?:\/\//);
  });
});
