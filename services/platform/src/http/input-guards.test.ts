import { createRoute, z } from '@hono/zod-openapi';
import type { ErrorEnvelope } from '@wine/contracts/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../observability/logger.ts';
import { DEFAULT_BODY_LIMIT_BYTES } from './body-limit.ts';
import { createApp } from './create-app.ts';
import { createRouter } from './create-router.ts';
import { MAX_JSON_DEPTH } from './json-depth.ts';

// What every app refuses before a route runs: oversized bodies, text no database can hold, and
// the headers every answer carries.

const search = createRoute({
  method: 'get',
  path: '/search',
  request: { query: z.object({ q: z.string().optional() }) },
  responses: { 200: { description: 'ok', content: { 'application/json': { schema: z.object({}) } } } },
});
const note = createRoute({
  method: 'post',
  path: '/notes/{id}',
  request: {
    params: z.object({ id: z.string() }),
    body: { required: true, content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } } },
  },
  responses: { 201: { description: 'ok', content: { 'application/json': { schema: z.object({}) } } } },
});

function build() {
  const reached: string[] = [];
  const app = createApp({ name: 'guards-test', logger: createLogger('guards-test', { level: 'silent' }) });
  app.route(
    '/',
    createRouter()
      .openapi(search, (c) => {
        reached.push('search');
        return c.json({}, 200);
      })
      .openapi(note, (c) => {
        reached.push('note');
        return c.json({}, 201);
      }),
  );
  return { app, reached };
}

const postJson = (body: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body,
  headers: { 'content-type': 'application/json', ...headers },
});
const envelope = async (res: Response) => (await res.json()) as ErrorEnvelope;

describe('text no database can hold', () => {
  it.each([
    ['a NUL byte in the query', '/search?q=wine%00drop'],
    ['a NUL byte in a query name', '/search?q%00=1'],
    ['a NUL byte in the path', '/notes/a%00b'],
  ])('refuses %s with 400 VALIDATION_ERROR before the route runs', async (_, url) => {
    const { app, reached } = build();
    const res = await app.request(url, url.startsWith('/notes') ? postJson('{}') : {});
    expect(res.status).toBe(400);
    const body = await envelope(res);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details).toEqual([expect.objectContaining({ code: 'invalid_string' })]);
    expect(reached).toEqual([]);
  });

  it.each([
    ['a NUL byte in a value', '{"text":"wine\\u0000drop"}', ['body', 'text']],
    ['a lone surrogate in a value', '{"text":"\\ud800"}', ['body', 'text']],
    ['a lone low surrogate deep in an array', '{"a":[{"b":["ok","\\udc00x"]}]}', ['body', 'a', 0, 'b', 1]],
    ['a NUL byte in a key', '{"k\\u0000":1}', ['body']],
  ])('refuses %s in a JSON body, naming where', async (_, json, path) => {
    const { app, reached } = build();
    const res = await app.request('/notes/1', postJson(json));
    expect(res.status).toBe(400);
    expect((await envelope(res)).error.details).toEqual([
      { path, message: 'must not contain NUL characters or unpaired surrogates', code: 'invalid_string' },
    ]);
    expect(reached).toEqual([]);
  });

  it('takes a well-formed surrogate pair (an emoji) and the escaped text \\u0000 as they are', async () => {
    const { app, reached } = build();
    expect((await app.request('/notes/1', postJson('{"text":"🍷 \\\\u0000"}'))).status).toBe(201);
    expect((await app.request('/search?q=%F0%9F%8D%B7')).status).toBe(200);
    expect(reached).toEqual(['note', 'search']);
  });

  it('refuses a path that is not percent-encoded UTF-8', async () => {
    const res = await build().app.request('/notes/%E0%A4%A', postJson('{}'));
    expect(res.status).toBe(400);
    expect((await envelope(res)).error.code).toBe('VALIDATION_ERROR');
  });

  it('survives a body nested deeper than any parser recursion, answering 400', async () => {
    const deep = `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const res = await build().app.request('/notes/1', postJson(deep));
    expect(res.status).toBeLessThan(500);
  });
});

describe('JSON nested deep enough to slow every shopper (issue 28)', () => {
  afterEach(() => vi.restoreAllMocks());
  const nested = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

  it('refuses a body nested 30,000 deep with 400 VALIDATION_ERROR before JSON.parse is reached', async () => {
    const { app, reached } = build();
    const parse = vi.spyOn(JSON, 'parse');
    const res = await app.request('/notes/1', postJson(nested(30_000)));
    const parsedBeforeAnswer = parse.mock.calls.length;
    expect(res.status).toBe(400);
    const body = await envelope(res);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details).toEqual([expect.objectContaining({ path: ['body'], code: 'too_deep' })]);
    expect(parsedBeforeAnswer).toBe(0);
    expect(reached).toEqual([]);
  });

  it('takes a body at the limit, and brackets inside strings do not count', async () => {
    const { app, reached } = build();
    expect((await app.request('/notes/1', postJson(nested(MAX_JSON_DEPTH)))).status).toBe(201);
    const text = JSON.stringify({ note: '['.repeat(1000), quote: '\\"{{{' });
    expect((await app.request('/notes/1', postJson(text))).status).toBe(201);
    expect(reached).toEqual(['note', 'note']);
  });
});

describe('the body limit', () => {
  it('refuses a body over 64 KiB with 413 in the envelope, before anything parses it', async () => {
    const { app, reached } = build();
    const big = JSON.stringify({ text: 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES) });
    const res = await app.request('/notes/1', postJson(big));
    expect(res.status).toBe(413);
    expect((await envelope(res)).error.code).toBe('HTTP_413');
    expect(reached).toEqual([]);
  });

  it('counts a streamed body that declares no length', async () => {
    const { app, reached } = build();
    const chunk = new TextEncoder().encode(`{"text":"${'x'.repeat(DEFAULT_BODY_LIMIT_BYTES)}"}`);
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await app.request('/notes/1', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(reached).toEqual([]);
  });

  it('lets a body under the limit through', async () => {
    const res = await build().app.request('/notes/1', postJson(JSON.stringify({ text: 'x'.repeat(60_000) })));
    expect(res.status).toBe(201);
  });
});

describe('the headers of every answer', () => {
  it('forbid framing, sniffing, scripts and referrers leaking, on successes and errors alike', async () => {
    const { app } = build();
    for (const res of [await app.request('/search'), await app.request('/nowhere')]) {
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});
