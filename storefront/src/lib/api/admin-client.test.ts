import { describe, expect, it } from 'vitest';
import { createAdminClient } from './admin-client.ts';
import { failureOf, sendJson, serverPerTest, type TestServer } from './http-test-server.ts';

const startServer = serverPerTest();
let server: TestServer | undefined;

describe('the admin client', () => {
  it('sends JSON with the bearer token and region GB', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, { isMember: true }));
    const client = createAdminClient({ baseUrl: server.url, getToken: () => 'tok-9' });

    const result = await client.post('/api/auth/member-check', { body: { appUserId: 'u1' } });

    expect(result).toEqual({ isMember: true });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/auth/member-check');
    expect(JSON.parse(request?.body ?? '')).toEqual({ appUserId: 'u1' });
    expect(request?.headers.authorization).toBe('Bearer tok-9');
    expect(request?.headers['x-region']).toBe('GB');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
  });

  it('puts filters in the query string of a GET', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, { items: [] }));
    const client = createAdminClient({ baseUrl: server.url });

    await client.get('/api/app-reviews', { query: { offset: 0, limit: 20, minRating: undefined } });

    expect(server.requests[0]?.url).toBe('/api/app-reviews?offset=0&limit=20');
  });

  it('times out with TIMEOUT when the server is too slow', async () => {
    server = await startServer((_req, res) => {
      setTimeout(() => sendJson(res, 200, {}), 500);
    });
    const client = createAdminClient({ baseUrl: server.url, timeoutMs: 50 });

    const error = await failureOf(client.get('/api/festivals', { query: { active: true } }));

    expect(error).toMatchObject({ kind: 'timeout', code: 'TIMEOUT', message: 'Request timeout' });
  });

  it('does not retry a server error', async () => {
    server = await startServer((_req, res) => sendJson(res, 503, { error: 'down' }));
    const client = createAdminClient({ baseUrl: server.url });

    const error = await failureOf(client.get('/api/reviews'));

    expect(server.requests).toHaveLength(1);
    expect(error).toMatchObject({ code: 'SERVER_ERROR', status: 503 });
  });

  it('maps 401 and 400 the spec way', async () => {
    server = await startServer((req, res) =>
      req.url === '/api/auth/user'
        ? sendJson(res, 401, { error: { code: 'AUTH_REQUIRED', message: 'Sign in first' } })
        : sendJson(res, 400, { details: ['phone'] }),
    );
    const client = createAdminClient({ baseUrl: server.url });

    expect(await failureOf(client.put('/api/auth/user', { body: {} }))).toMatchObject({
      code: 'AUTH_REQUIRED',
      message: 'Sign in first',
    });
    expect(await failureOf(client.post('/api/auth/signup-check', { body: {} }))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      details: ['phone'],
    });
  });

  it('reports a network error when the server is gone', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, {}));
    const { url } = server;
    await server.close();
    server = undefined;

    const error = await failureOf(createAdminClient({ baseUrl: url }).get('/api/reviews'));

    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: 'Network request failed' });
  });
});
