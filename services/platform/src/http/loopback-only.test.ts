import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, loopbackOnly } from './loopback-only.ts';

// What @hono/node-server hands the app for a connection from `remoteAddress`.
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

const app = new Hono().use('/dev/*', loopbackOnly()).get('/dev/inbox', (c) => c.text('codes'));

describe('a loopback-only route', () => {
  it('answers a program on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.8.9.10']) {
      const response = await app.request('/dev/inbox', {}, from(address));
      expect(response.status, address).toBe(200);
    }
  });

  it('is a 404 to a request from another address', async () => {
    for (const address of ['192.0.2.10', '::ffff:10.0.0.1', 'fd00::2', '0.0.0.0']) {
      const response = await app.request('/dev/inbox', {}, from(address));
      expect(response.status, address).toBe(404);
      expect(await response.text()).not.toContain('codes');
    }
  });

  it('is a 404 to a request a proxy on this machine forwards for someone else', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'via', 'x-real-ip']) {
      const response = await app.request(
        '/dev/inbox',
        { headers: { [header]: '198.51.100.4' } },
        from('127.0.0.1'),
      );
      expect(response.status, header).toBe(404);
    }
  });

  it('is a 404 where there is no socket to vouch for the caller', async () => {
    expect((await app.request('/dev/inbox')).status).toBe(404);
  });

  it('takes no host name or garbage for a loopback address', () => {
    expect(isLoopbackAddress('localhost')).toBe(false);
    expect(isLoopbackAddress('127.0.0.1.evil')).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});
