import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
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

/** What an address counts as: an IPv4 address itself (one NAT), an IPv6 one by its /64. */
const networkOf = (address: string): string | null => {
  const family = isIP(address);
  if (family === 4) return address;
  if (family === 6) return ipv6Network(address);
  return null;
};

/**
 * The device and client address of a checkout, as keyed hashes (HMAC-SHA256 under the orders'
 * own secret): the guest limit counts the orders placed from each, and neither value is ever
 * written anywhere in clear (docs/orders.md). A device id the client leaves out, or an address
 * the request has none of, is simply not counted.
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
