import type { Context } from 'hono';

/**
 * The caller's IP, for per-IP limits. Behind `trustedProxyHops` proxies it is the address the
 * outermost trusted proxy saw (the hops-th entry from the right of X-Forwarded-For); entries
 * further left are the client's to invent. With none, it is the socket's peer.
 */
export function clientIp(c: Context, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const seen = forwarded[forwarded.length - trustedProxyHops];
    if (seen) return seen;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
