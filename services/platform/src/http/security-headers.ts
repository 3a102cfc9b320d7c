import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The headers of every answer: an API needs no script, frame or outside resource, and its own
 * pages (/docs, the dev inbox) only inline styles. HSTS is sent for when TLS terminates in front;
 * browsers ignore it on plain http. A handler that sets one of these itself keeps its own (the
 * storefront's pages run scripts and load styles of their origin).
 */
export const securityHeaders = (): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // The storefront on another port of the same host loads the labels (/media) it proxies.
    crossOriginResourcePolicy: 'same-site',
    crossOriginOpenerPolicy: 'same-origin',
    overwrite: false,
  });
