import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, loopbackOnly } from './loopback-only.ts';

// What @hono/node-server hands the app for a connection from `remoteAddress`.
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

const app = new Hono().use('/dev/*', loopbackOnly()).get('/dev/inbox', (c) => c.text('codes'));

describe('a loopback-only route', () => {
  it('answers a program on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
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

  // Issue 28.3: any 127.x source read the dev inbox's sign-in codes.
  it('is a 404 to 127.0.0.2 and the rest of 127.0.0.0/8 other than 127.0.0.1', async () => {
    for (const address of [
      '127.0.0.2',
      '127.8.9.10',
      '127.255.255.254',
      '::ffff:127.0.0.2',
      '::ffff:7f00:2',
    ]) {
      const response = await app.request('/dev/inbox', {}, from(address));
      expect(response.status, address).toBe(404);
    }
  });

  // Issue 28.3: X-Client-IP, CF-Connecting-IP, True-Client-IP, X-Forwarded-Host or an empty
  // X-Forwarded-For from 127.0.0.1 still read the inbox.
  it.each([
    ['forwarded', 'for=198.51.100.4'],
    ['via', '1.1 proxy'],
    ['x-forwarded-for', '198.51.100.4'],
    ['x-forwarded-for', ''],
    ['x-forwarded-host', 'shop.example'],
    ['x-forwarded-proto', 'https'],
    ['x-forwarded-port', '443'],
    ['x-forwarded-server', 'edge'],
    ['x-real-ip', '198.51.100.4'],
    ['x-client-ip', '198.51.100.4'],
    ['cf-connecting-ip', '198.51.100.4'],
    ['true-client-ip', '198.51.100.4'],
    ['fastly-client-ip', '198.51.100.4'],
    ['x-cluster-client-ip', '198.51.100.4'],
    ['x-original-forwarded-for', '198.51.100.4'],
    ['x-envoy-external-address', '198.51.100.4'],
    ['X-Some-Vendor-Client-IP', ''],
  ])(
    'is a 404 to a request from 127.0.0.1 that carries %s: "%s" (a proxy relayed it)',
    async (name, value) => {
      const response = await app.request('/dev/inbox', { headers: { [name]: value } }, from('127.0.0.1'));
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('codes');
    },
  );

  it('is a 404 where there is no socket to vouch for the caller', async () => {
    expect((await app.request('/dev/inbox')).status).toBe(404);
  });

  it('takes no host name or garbage for a loopback address', () => {
    expect(isLoopbackAddress('localhost')).toBe(false);
    expect(isLoopbackAddress('127.0.0.1.evil')).toBe(false);
    expect(isLoopbackAddress('127.1')).toBe(false);
    expect(isLoopbackAddress('0:0:0:0:0:0:0:1')).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});
