import { describe, expect, it } from 'vitest';
import { clientAddressOf, trustedProxies } from './client-address.ts';
import { createApp } from './create-app.ts';

// What @hono/node-server hands the app for a connection from `remoteAddress`.
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

async function addressSeen(trusted: string[], peer: string, forwardedFor?: string) {
  const app = createApp({ name: 'test', trustedProxies: trusted });
  app.get('/', (c) => c.text(clientAddressOf(c)));
  const headers: Record<string, string> =
    forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return (await app.request('/', { headers }, from(peer))).text();
}

describe('the client address', () => {
  it('is the socket peer when nothing is trusted, whatever X-Forwarded-For claims', async () => {
    expect(await addressSeen([], '198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
  });

  it('is the caller a trusted proxy names, so each storefront visitor has their own budget', async () => {
    expect(await addressSeen(['127.0.0.1'], '127.0.0.1', '203.0.113.1')).toBe('203.0.113.1');
    expect(await addressSeen(['127.0.0.1'], '::ffff:127.0.0.1', '203.0.113.2')).toBe('203.0.113.2');
  });

  it('gains a forger nothing: entries left of the trusted proxy’s are the client’s own words', async () => {
    // The client wrote "1.1.1.1"; the proxy appended the address it saw.
    expect(await addressSeen(['127.0.0.1'], '127.0.0.1', '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    // Not behind the trusted proxy at all: the header is ignored.
    expect(await addressSeen(['127.0.0.1'], '192.0.2.50', '1.1.1.1')).toBe('192.0.2.50');
  });

  it('walks through a chain of trusted proxies (a CIDR) to the first untrusted hop', async () => {
    expect(await addressSeen(['10.0.0.0/8', '127.0.0.1'], '127.0.0.1', '203.0.113.4, 10.1.2.3')).toBe(
      '203.0.113.4',
    );
  });

  it('falls back to the proxy itself when its header is missing or garbage', async () => {
    expect(await addressSeen(['127.0.0.1'], '127.0.0.1')).toBe('127.0.0.1');
    expect(await addressSeen(['127.0.0.1'], '127.0.0.1', 'not-an-address')).toBe('127.0.0.1');
  });

  it('refuses a setting that is not an address or CIDR', () => {
    expect(() => trustedProxies(['proxy.internal'])).toThrow('TRUSTED_PROXIES');
  });
});
