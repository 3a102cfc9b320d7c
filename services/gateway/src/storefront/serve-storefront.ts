import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger } from '@wine/platform/observability/logger';
import type { Context, MiddlewareHandler } from 'hono';
import { inlineStylesheet } from './inline-stylesheet.ts';
import type { PageRenderer, RenderedPage } from './page-renderer.ts';
import { serverPageHtml } from './server-page.ts';
import { compressedFile, type StorefrontFile } from './storefront-files.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// The built app: its own scripts and styles only, no inline script. connect-src also names
// loopback for the payment simulator's card endpoint (development only: Stripe's own origin
// with a real key). The build's stylesheet is inlined in the pages and allowed by its hash
// (`styleHash`), no other inline sheet. A server-rendered page carries React's `style`
// attributes (a stock bar's width) as HTML, which `style-src-attr` must allow.
const storefrontPolicy = (styleHash?: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${styleHash ? ` ${styleHash}` : ''}`,
    "style-src-attr 'unsafe-inline'",
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

function send(c: Context, file: StorefrontFile, cacheControl: string, policy: string): Response {
  const headers = new Headers({
    'content-type': file.type,
    'cache-control': cacheControl,
    etag: file.etag,
    vary: 'accept-encoding',
    'content-security-policy': policy,
  });
  if (c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
  const encoded = encodingFor(c, file);
  if (encoded) headers.set('content-encoding', encoded[0]);
  const body = encoded ? encoded[1] : file.body;
  headers.set('content-length', String(body.length));
  return new Response(new Uint8Array(body.buffer, body.byteOffset, body.length), { headers });
}

// A page is compressed as it is sent: brotli at a middle quality takes a millisecond or two for
// a page of wines, where the highest would take tens.
const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
// Past this the shopper gets the shell at once and the browser builds the page itself.
const RENDER_DEADLINE_MS = 2_000;

async function sendRendered(
  c: Context,
  shell: string,
  page: RenderedPage,
  policy: string,
): Promise<Response> {
  const html = Buffer.from(serverPageHtml(shell, page));
  const accepted = c.req.header('accept-encoding') ?? '';
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': PAGE,
    vary: 'accept-encoding',
    'content-security-policy': policy,
  });
  let body = html;
  if (/\bbr\b/.test(accepted)) {
    body = await brotli(html, PAGE_BROTLI);
    headers.set('content-encoding', 'br');
  } else if (/\bgzip\b/.test(accepted)) {
    body = await gz(html);
    headers.set('content-encoding', 'gzip');
  }
  headers.set('content-length', String(body.length));
  return new Response(new Uint8Array(body.buffer, body.byteOffset, body.length), {
    status: page.status,
    headers,
  });
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no page within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

// A path whose last segment looks like a file name asked for a file: a missing one is a 404,
// never the app (a stale script URL must fail loudly, not run HTML as JavaScript).
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/')));
// In any letter case: /API/... or /METRICS is no page either, and gets the API's JSON 404.
const isPage = (path: string) => {
  const lower = path.toLowerCase();
  return !looksLikeFile(path) && !API_PREFIXES.some((p) => lower.startsWith(p));
};

export interface ServerRendering {
  render: PageRenderer;
  logger: Logger;
}

/**
 * The production storefront from the gateway's origin, after every API route: the build's files
 * (precompressed brotli or gzip when the browser takes it), and for any other path outside the
 * API, the app's page, which routes on the client (its own not-found page included). With
 * `rendering`, the pages the storefront renders on the server come with their content (and
 * the data it was made from); a page that fails or takes too long to render gets the shell,
 * and the failure is logged, never shown.
 */
export function serveStorefront(
  files: ReadonlyMap<string, StorefrontFile>,
  rendering?: ServerRendering,
): MiddlewareHandler {
  const builtShell = files.get('/index.html');
  if (!builtShell)
    throw new Error('The storefront build has no index.html: run `npm run build -w storefront`');
  const { html: shellText, styleHash } = inlineStylesheet(builtShell.body.toString('utf8'), files);
  const shell = styleHash ? compressedFile(Buffer.from(shellText), builtShell.type) : builtShell;
  const policy = storefrontPolicy(styleHash);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    const file = path.endsWith('.html') ? undefined : files.get(path);
    if (file) return send(c, file, path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE, policy);
    if (!isPage(path)) return next();
    if (rendering) {
      const url = new URL(c.req.url);
      try {
        const page = await withDeadline(rendering.render(`${url.pathname}${url.search}`), RENDER_DEADLINE_MS);
        if (page) return await sendRendered(c, shellText, page, policy);
      } catch (error) {
        rendering.logger.error({ err: error, path }, 'server-side render failed: sent the shell');
      }
    }
    return send(c, shell, PAGE, policy);
  };
}
