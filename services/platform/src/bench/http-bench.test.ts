import { describe, expect, it } from 'vitest';
import { loopbackOnly } from './http-bench.ts';

describe('loopbackOnly', () => {
  it('lets a bench run against services on this machine', () => {
    expect(() =>
      loopbackOnly('shop', [
        'postgres://postgres@127.0.0.1:5432/postgres',
        'redis://localhost:6379/0',
        'postgres://[::1]:5432/postgres',
      ]),
    ).not.toThrow();
  });

  it('refuses any other host, naming the bench and the host', () => {
    expect(() =>
      loopbackOnly('reviews', ['postgres://127.0.0.1/postgres', 'redis://cache.example.com:6379']),
    ).toThrow('The reviews bench runs against loopback services only, not cache.example.com');
  });
});
