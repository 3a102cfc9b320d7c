import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { errorResponse } from './error-response.ts';

/** The address of the socket's peer; undefined where there is no socket (app.request in tests). */
export function socketPeer(c: Context): string | undefined {
  // @hono/node-server passes the Node request as `env.incoming`.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket.remoteAddress;
}

// Exactly the addresses a program on this machine connects from. Not the rest of 127.0.0.0/8:
// anything bound to 127.0.0.2 and up (a container's port forward, a tunnel's or a proxy's own
// listener, another user's service) is a way in for someone else.
const LOOPBACK_ADDRESSES: ReadonlySet<string> = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** 127.0.0.1, ::1, and 127.0.0.1 as a dual-stack socket reports it (::ffff:127.0.0.1); nothing else. */
export const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && LOOPBACK_ADDRESSES.has(address);

// The headers a proxy writes to say it relays someone else (the standard's, the de facto ones,
// and those of CDNs and load balancers). A proxy on this machine (the storefront's dev server,
// a tunnel, a load balancer's sidecar) connects from 127.0.0.1 on behalf of whoever reached it.
const FORWARDING_HEADERS: ReadonlySet<string> = new Set([
  'forwarded',
  'via',
  'client-ip',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'x-originating-ip',
  'x-remote-ip',
  'x-remote-addr',
  'x-proxyuser-ip',
  'x-envoy-external-address',
  'x-appengine-user-ip',
  'cf-connecting-ip',
  'cf-connecting-ipv6',
  'true-client-ip',
  'fastly-client-ip',
  'akamai-client-ip',
]);

/**
 * Whether a header's presence says a proxy relayed the request: any of the names above, any
 * X-Forwarded-* (For, Host, Proto, Port, Server, ...), and any other name ending in `-ip`. Its
 * value is not read: an empty one says as much as a full one.
 */
export const isForwardingHeader = (name: string): boolean => {
  const lower = name.toLowerCase();
  return FORWARDING_HEADERS.has(lower) || lower.startsWith('x-forwarded-') || lower.endsWith('-ip');
};

/**
 * True only for a request made by a program on this machine, straight to this process: the
 * socket's peer is 127.0.0.1 or ::1 and the request carries no forwarding header at all. The one
 * test of every loopback-only thing (the dev inbox, the simulators, /metrics without its token).
 */
export function isLocalRequest(c: Context): boolean {
  if (!isLoopbackAddress(socketPeer(c))) return false;
  return !Object.keys(c.req.header()).some(isForwardingHeader);
}

/**
 * For development conveniences (dev inbox, simulators, /metrics): anyone else gets the same
 * 404 as for a path that does not exist, so their presence is not even disclosed.
 */
export function loopbackOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (isLocalRequest(c)) return next();
    return errorResponse(c, 404, 'NOT_FOUND', { message: `No route for ${c.req.method} ${c.req.path}` });
  };
}
