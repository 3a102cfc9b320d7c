import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/create-app.ts';
import { createRouter } from '../http/create-router.ts';
import { SECURITY_HEADERS } from '../http/security-headers.ts';
import { type RunningServer, serve } from '../http/serve.ts';
import { createLogger } from '../observability/logger.ts';

// Served by @hono/node-server the platform's headers go straight onto Node's response (see
// answer-headers.ts); app.request in the other tests takes the other way. Both must answer alike.
const logger = createLogger('answer-headers-test', { level: 'silent' });
const router = createRouter()
  .get('/plain', (c) => c.body('{"ok":true}', 200, { 'content-type': 'application/json' }))
  .get('/two-cookies', (c) => {
    c.header('set-cookie', 'a=1', { append: true });
    c.header('set-cookie', 'b=2', { append: true });
    return c.text('ok');
  })
  .get('/own-policy', (c) =>
    c.body('<p>page</p>', 200, {
      'content-type': 'text/html',
      'content-security-policy': "default-src 'self'",
    }),
  )
  .get('/own-policy-capitalised', (c) =>
    c.body('<p>page</p>', 200, {
      'Content-Type': 'text/html',
      'Content-Security-Policy': "default-src 'self'",
    }),
  );
const app = createApp({ name: 'answer-headers-test', logger });
app.route('/', router);

let server: RunningServer;
beforeAll(async () => {
  server = await serve(app, { port: 0, logger });
});
afterAll(() => server.close());

const paths = ['/plain', '/no-such-route', '/own-policy', '/two-cookies'];

describe('the headers of every answer, over a socket and through app.request', () => {
  it('carries the security headers and both ids, whatever answered', async () => {
    for (const path of paths) {
      for (const response of [await fetch(`${server.url}${path}`), await app.request(path)]) {
        for (const [name, value] of SECURITY_HEADERS) {
          if (path === '/own-policy' && name === 'content-security-policy') continue;
          expect(response.headers.get(name), `${path} ${name}`).toBe(value);
        }
        const requestId = response.headers.get('x-request-id');
        expect(requestId, path).toMatch(/^[0-9a-f-]{36}$/);
        expect(response.headers.get('x-correlation-id'), path).toBe(requestId);
      }
    }
  });

  it("leaves a handler's own header as the handler set it, however it spelled the name", async () => {
    for (const path of ['/own-policy', '/own-policy-capitalised']) {
      for (const response of [await fetch(`${server.url}${path}`), await app.request(path)]) {
        expect(response.headers.get('content-security-policy'), path).toBe("default-src 'self'");
        expect(response.headers.get('content-type'), path).toBe('text/html');
      }
    }
  });

  it('keeps every value of a header the answer repeats', async () => {
    for (const response of [await fetch(`${server.url}/two-cookies`), await app.request('/two-cookies')]) {
      expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    }
  });

  it('carries them on a refusal made before any route ran', async () => {
    const headers = { 'x-region': 'XX', 'x-request-id': 'req-2' };
    for (const response of [
      await fetch(`${server.url}/plain`, { headers }),
      await app.request('/plain', { headers }),
    ]) {
      expect(response.status).toBe(400);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-request-id')).toBe('req-2');
    }
  });

  it("echoes the caller's ids and keeps the body and its length", async () => {
    const headers = { 'x-request-id': 'req-1', 'x-correlation-id': 'corr-1' };
    for (const response of [
      await fetch(`${server.url}/plain`, { headers }),
      await app.request('/plain', { headers }),
    ]) {
      expect(response.headers.get('x-request-id')).toBe('req-1');
      expect(response.headers.get('x-correlation-id')).toBe('corr-1');
      expect(await response.text()).toBe('{"ok":true}');
    }
    const overSocket = await fetch(`${server.url}/plain`);
    expect(overSocket.headers.get('content-length')).toBe('11');
  });
});
