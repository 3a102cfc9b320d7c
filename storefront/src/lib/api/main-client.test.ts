import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { failureOf, sendJson, serverPerTest, type TestServer } from './http-test-server.ts';
import { createMainClient } from './main-client.ts';

const startServer = serverPerTest();
let server: TestServer | undefined;

describe('the main client', () => {
  it('posts the payload as JSON to /fn/<name> with the bearer token and the region', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, { group: 'TEST' }));
    const client = createMainClient({ baseUrl: server.url, getToken: async () => 'tok-123' });

    const result = await client.call('getAbTestGroupByDeviceId', { name: 'hero', device: 'd1' });

    expect(result).toEqual({ group: 'TEST' });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/fn/getAbTestGroupByDeviceId');
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: 'hero', device: 'd1' });
    expect(request?.headers.authorization).toBe('Bearer tok-123');
    expect(request?.headers['x-region']).toBe('GB');
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it('sends GET payloads as a query string, without a body or a token when there is none', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, []));
    const client = createMainClient({ baseUrl: server.url });

    await client.call('getDropsV2', { date: '2025-01-31', limit: 6 }, { method: 'GET' });

    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/fn/getDropsV2?date=2025-01-31&limit=6');
    expect(request?.body).toBe('');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('retries once after a 503 and returns the second answer', async () => {
    server = await startServer((_req, res, index) =>
      index === 0 ? sendJson(res, 503, { error: 'busy' }) : sendJson(res, 200, { ok: true }),
    );
    const client = createMainClient({ baseUrl: server.url, retryBaseDelayMs: 40 });
    const startedAt = performance.now();

    await expect(client.call('getUserData')).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
    // It backed off before retrying rather than hammering a struggling server.
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(40);
  });

  it('gives up after exactly one retry and reports a server error', async () => {
    server = await startServer((_req, res) => sendJson(res, 500, { error: 'boom' }));
    const client = createMainClient({ baseUrl: server.url, retryBaseDelayMs: 5 });

    const error = await failureOf(client.call('getUserData'));

    expect(server.requests).toHaveLength(2);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'SERVER_ERROR', message: 'Server error', status: 500 });
  });

  it('does not retry a 400 and maps it to a validation error with details', async () => {
    const details = [{ path: ['email'], message: 'Required' }];
    server = await startServer((_req, res) =>
      sendJson(res, 400, { error: { code: 'VALIDATION_ERROR', message: 'bad', details } }),
    );
    const client = createMainClient({ baseUrl: server.url, retryBaseDelayMs: 5 });

    const error = await failureOf(client.call('signUpUser', { email: '' }));

    expect(server.requests).toHaveLength(1);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Validation failed', details });
    // The server's own words stay at hand for a refusal the customer must read.
    expect(error).toMatchObject({ serverMessage: 'bad' });
  });

  it('maps 401 to AUTH_REQUIRED without retrying', async () => {
    server = await startServer((_req, res) => sendJson(res, 401, {}));
    const client = createMainClient({ baseUrl: server.url, retryBaseDelayMs: 5 });

    const error = await failureOf(client.call('getUserData'));

    expect(server.requests).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'authentication', code: 'AUTH_REQUIRED', status: 401 });
    expect(error.message).toBe('Authentication failed');
  });

  it('maps another status to HTTP_<status> with the server message', async () => {
    server = await startServer((_req, res) => sendJson(res, 404, { errorMessage: 'No such wine' }));
    const client = createMainClient({ baseUrl: server.url });

    const error = await failureOf(client.call('getWineProductDto', { wineProductId: 'x' }));

    expect(error).toMatchObject({ code: 'HTTP_404', message: 'No such wine' });
  });

  it('reports a network error when nothing answers', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, {}));
    const { url } = server;
    await server.close();
    server = undefined;
    const client = createMainClient({ baseUrl: url, retryBaseDelayMs: 5 });

    const error = await failureOf(client.call('getUserData'));

    expect(error).toMatchObject({
      kind: 'network',
      code: 'NETWORK_ERROR',
      message: 'Network request failed',
    });
  });

  it('validates the answer against a schema when given one', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, { customToken: 42 }));
    const client = createMainClient({ baseUrl: server.url });
    const schema = z.object({ customToken: z.string() });

    const error = await failureOf(client.call('getCustomTokenForEmail', { email: 'a@b.co' }, { schema }));

    expect(error).toMatchObject({ code: 'UNKNOWN_ERROR', message: 'Unexpected response from the server' });
  });
});
