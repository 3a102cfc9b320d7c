import type { Context, MiddlewareHandler } from 'hono';
import type { StorefrontFile } from './storefront-files.ts';

// The built app: its own scripts and styles only, no inline script. connect-src also names
// loopback for the payment simulator's card endpoint (development only: Stripe's own origin
// with a real key).
export const STOREFRONT_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self' http://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// Vite names what it emits under /assets/ by content hash: a changed file is a new URL.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Pages carry prices and stock and name the current build's assets: never kept.
const PAGE = 'no-store';
// Unhashed files (the favicon): kept, but asked about again before use.
const REVALIDATE = 'no-cache';
// Paths the gateway owns: an unknown one stays a JSON 404, never the app.
const API_PREFIXES = ['/api/', '/fn/', '/media/', '/dev/', '/health', '/metrics', '/openapi.json', '/docs'];

function encodingFor(c: Context, file: StorefrontFile): ['br' | 'gzip', Buffer] | undefined {
  const accepted = c.req.header('accept-encoding') ?? '';
  if (file.br && /\bbr\b/.test(accepted)) return ['br', file.br];
  if (file.gzip && /\bgzip\b/.test(accepted)) return ['gzip', file.gzip];
  return undefined;
}

function send(c: Context, file: StorefrontFile, cacheControl: string): Response {
  const headers = new Headers({
    'content-type': file.type,
    'cache-control': cacheControl,
    etag: file.etag,
    vary: 'accept-encoding',
    'content-security-policy': STOREFRONT_POLICY,
  });
  if (c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
  const encoded = encodingFor(c, file);
  if (encoded) headers.set('content-encoding', encoded[0]);
  const body = encoded ? encoded[1] : file.body;
  headers.set('content-length', String(body.length));
  return new Response(new Uint8Array(body.buffer, body.byteOffset, body.length), { headers });
}

// A path whose last segment looks like a file name asked for a file: a missing one is a 404,
// never the app (a stale script URL must fail loudly, not run HTML as JavaScript).
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/')));
const isPage = (path: string) => !looksLikeFile(path) && !API_PREFIXES.some((p) => path.startsWith(p));

/**
 * The production storefront from the gateway's origin, after every API route: the build's files
 * (precompressed brotli or gzip when the browser takes it), and for any other path outside the
 * API, the app's page, which routes on the client (its own not-found page included).
 */
export function serveStorefront(files: ReadonlyMap<string, StorefrontFile>): MiddlewareHandler {
  const shell = files.get('/index.html');
  if (!shell) throw new Error('The storefront build has no index.html: run `npm run build -w storefront`');
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    const file = path.endsWith('.html') ? undefined : files.get(path);
    if (file) return send(c, file, path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    if (!isPage(path)) return next();
    return send(c, shell, PAGE);
  };
}
