import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../observability/logger.ts';
import { requestFrom } from '../testing/request-from.ts';
import { createApp } from './create-app.ts';
import { loopbackOnly } from './loopback-only.ts';
import { type RunningServer, serve } from './serve.ts';

// The dev inbox and /metrics as a gateway serves them, asked over real sockets: the peer
// address and the headers are what Node reports, not what a test hands app.request.
let server: RunningServer;

beforeAll(async () => {
  const logger = createLogger('loopback-test', { level: 'silent' });
  const app = createApp({ name: 'loopback', logger });
  app.use('/dev/*', loopbackOnly());
  app.get('/dev/inbox', (c) => c.json({ messages: ['your code is 123456'] }));
  server = await serve(app, { port: 0, logger });
});
afterAll(() => server.close());

describe('what only this machine may read, over a real socket', () => {
  it('answers a program on this machine that connects from 127.0.0.1', async () => {
    expect((await requestFrom(`${server.url}/dev/inbox`)).status).toBe(200);
    expect((await requestFrom(`${server.url}/metrics`)).status).toBe(200);
  });

  // Issue 28.3: a listener on 127.0.0.2 (a tunnel, a container's port forward) read the codes.
  it('is a 404 to a connection from 127.0.0.2', async () => {
    for (const path of ['/dev/inbox', '/metrics']) {
      const answer = await requestFrom(`${server.url}${path}`, { localAddress: '127.0.0.2' });
      expect(answer.status, path).toBe(404);
      expect(answer.body).not.toContain('123456');
    }
  });

  // Issue 28.3: an empty X-Forwarded-For, or a proxy's other headers, let a relayed request in.
  it.each(['x-forwarded-for', 'x-forwarded-host', 'x-client-ip', 'cf-connecting-ip', 'true-client-ip'])(
    'is a 404 from 127.0.0.1 with %s present, even empty',
    async (header) => {
      for (const path of ['/dev/inbox', '/metrics']) {
        for (const value of ['', '203.0.113.7']) {
          const answer = await requestFrom(`${server.url}${path}`, { headers: { [header]: value } });
          expect(answer.status, `${path} ${header}: "${value}"`).toBe(404);
        }
      }
    },
  );
});
