import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

export type ClientIpOf = (c: Context) => string;

/**
 * The caller's address: the socket's peer, or behind one trusted proxy the last X-Forwarded-For
 * entry (the one that proxy appended; earlier entries are whatever the client wrote).
 */
export const clientIpOf =
  (trustProxy: boolean): ClientIpOf =>
  (c) => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
      if (forwarded) return forwarded;
    }
    // @hono/node-server passes the Node request as `env.incoming`; app.request() has none.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    return incoming?.socket.remoteAddress ?? 'unknown';
  };
