import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { errorResponse } from './error-response.ts';

/** The address of the socket's peer; undefined where there is no socket (app.request in tests). */
export function socketPeer(c: Context): string | undefined {
  // @hono/node-server passes the Node request as `env.incoming`.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket.remoteAddress;
}

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv6-mapped address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined || isIP(address) === 0) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

// A proxy on the same machine (the storefront's, a load balancer) connects from loopback on
// behalf of someone else; these headers say it did.
const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'via', 'x-real-ip'] as const;

/** True only for a request made by a program on this machine, straight to this process. */
export function isLocalRequest(c: Context): boolean {
  return isLoopbackAddress(socketPeer(c)) && forwardingHeaders.every((name) => !c.req.header(name));
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
