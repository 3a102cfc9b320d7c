import type { HeaderList } from './header-list.ts';

const contentSecurityPolicy = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * The headers of every answer: an API needs no script, frame or outside resource, and its own
 * pages (/docs, the dev inbox) only inline styles. HSTS is sent for when TLS terminates in front;
 * browsers ignore it on plain http. The rest are what hono's secureHeaders sends by default, as
 * one fixed list (nothing in them varies by request). A handler that sets one of these itself
 * keeps its own (the storefront's pages run scripts and load styles of their origin).
 */
export const SECURITY_HEADERS: HeaderList = [
  ['content-security-policy', contentSecurityPolicy],
  ['cross-origin-opener-policy', 'same-origin'],
  // The storefront on another port of the same host loads the labels (/media) it proxies.
  ['cross-origin-resource-policy', 'same-site'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['strict-transport-security', 'max-age=15552000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'DENY'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];
