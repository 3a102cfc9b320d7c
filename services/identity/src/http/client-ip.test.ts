import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

const ipSeen = async (hops: number, forwardedFor?: string) => {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, hops)));
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  return (await app.request('/', { headers })).text();
};

describe('the caller IP', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () =>
    expect(await ipSeen(0, '203.0.113.9')).toBe('unknown'));

  it('takes the entry the trusted proxy added, not the ones a client can invent', async () => {
    expect(await ipSeen(1, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeen(2, '198.51.100.1, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
  });
});
