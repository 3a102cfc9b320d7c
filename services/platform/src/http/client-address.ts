import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { socketPeer } from './loopback-only.ts';

/** `::ffff:127.0.0.1` (how a dual-stack socket reports IPv4) as plain 127.0.0.1. */
const plain = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/**
 * The proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES: addresses and CIDRs, e.g.
 * `127.0.0.1,::1` for `make start`'s storefront, a load balancer's subnet in a deployment).
 */
export function trustedProxies(entries: readonly string[]): (address: string) => boolean {
  // Nobody trusted (the default): no address to parse on every request.
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(address) === 0) throw new Error(`TRUSTED_PROXIES: not an address or CIDR: ${entry}`);
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const ip = plain(address);
    const family = isIP(ip);
    return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The caller's address, once per request, for every context's per-client limits: the socket's
 * peer; or, when that peer is a trusted proxy, the nearest address in X-Forwarded-For that is
 * not itself one (walked from the right: entries left of it are whatever the client wrote, so a
 * forged header gains nothing). A caller not behind a trusted proxy cannot set its address.
 */
export function callerAddress(c: Context, isTrustedProxy: (address: string) => boolean): string {
  const peer = plain(socketPeer(c) ?? 'unknown');
  if (!isTrustedProxy(peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => plain(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? '';
    if (isIP(hop) === 0) return peer;
    if (!isTrustedProxy(hop)) return hop;
  }
  return peer;
}

/** The address `callerAddress` worked out for this request (createApp notes it on every one). */
export const clientAddressOf = (c: Context): string =>
  (c as Context<AppEnv>).get('clientAddress') ?? 'unknown';
