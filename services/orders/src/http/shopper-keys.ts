import { createHmac } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { clientAddressOf } from '@wine/platform/http/client-address';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ShopperKey } from '../domain/shopper-decider.ts';

/** The storefront's random id for the browser or app install, kept on the device. */
export const DEVICE_ID_HEADER = 'x-device-id';
const DeviceId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** An IPv6 address's first four groups: the /64 a home is given, whatever address its devices pick. */
function ipv6Network(address: string): string {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

// The shop's own networks: a peer there is a proxy or a process on this host, never a customer's
// home (a proxy left out of TRUSTED_PROXIES would otherwise put every customer behind one address).
const OWN_NETWORKS = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const)
  OWN_NETWORKS.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  OWN_NETWORKS.addSubnet(network, prefix, 'ipv6');

/**
 * What an address counts as: an IPv4 address itself (one NAT), an IPv6 one by its /64; nothing
 * for one of the shop's own networks.
 */
const networkOf = (address: string): string | null => {
  const family = isIP(address);
  if (family === 0 || OWN_NETWORKS.check(address, family === 4 ? 'ipv4' : 'ipv6')) return null;
  return family === 4 ? address : ipv6Network(address);
};

/**
 * The device and client address of a checkout, as keyed hashes (HMAC-SHA256 under the orders'
 * own secret): the guest limit counts the orders placed from each, and neither value is ever
 * written anywhere in clear (docs/orders.md). A device id the client leaves out, or an address
 * the request has none of (or one of the shop's own networks), is simply not counted.
 */
export function shopperKeysOf(c: Context, secret: string): ShopperKey[] {
  const keyed = (kind: ShopperKey['kind'], value: string): ShopperKey => ({
    kind,
    keyedHash: createHmac('sha256', secret).update(`${kind}:${value}`).digest('base64url').slice(0, 32),
  });
  const keys: ShopperKey[] = [];
  const network = networkOf(clientAddressOf(c));
  if (network) keys.push(keyed('address', network));
  const device = DeviceId.safeParse(c.req.header(DEVICE_ID_HEADER));
  if (device.success) keys.push(keyed('device', device.data));
  return keys;
}
