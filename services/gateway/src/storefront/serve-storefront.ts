import type { AppEnv } from '@wine/platform/http/app-env';
import { clientAddressOf } from '@wine/platform/http/client-address';
import { holdsAnswer } from '@wine/platform/http/entity-tags';
import { errorResponse } from '@wine/platform/http/error-response';
import type { PageDirective, PageSources } from '@wine/platform/http/page-sources';
import type { Logger } from '@wine/platform/observability/logger';
import type { Context, MiddlewareHandler } from 'hono';
import { inlineStylesheet } from './inline-stylesheet.ts';
import type { MadePage, PageCache, SentPage } from './page-cache.ts';
import type { ServerEntry } from './page-renderer.ts';
import { isRefusal, type RenderGate, type RenderRefusal } from './render-gate.ts';
import { serverPageHtml } from './server-page.ts';
import { compressedFile, type StorefrontFile } from './storefront-files.ts';

// The built app: its own scripts and styles only, no inline script; beyond its own origin only
// what the contexts name (`pageSources`: Stripe.js's origins with a real key, the payment
// simulator's exact origin in development). The build's stylesheet is inlined in the pages and
// allowed by its hash (`styleHash`), no other inline sheet. A server-rendered page carries
// React's `style` attributes (a stock bar's width) as HTML, which `style-src-attr` must allow.
export function storefrontPolicy(styleHash: string | undefined, sources: PageSources = {}): string {
  const also = (directive: PageDirective) =>
    (sources[directive] ?? []).map((origin) => ` ${origin}`).join('');
  // Without one, frames fall back to default-src 'self': the app frames nothing of its own.
  const frames = sources.frame?.length ? [`frame-src${also('frame')}`] : [];
  return [
    "default-src 'self'",
    `script-src 'self'${also('script')}`,
    `style-src 'self'${styleHash ? ` ${styleHash}` : ''}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self'${also('connect')}`,
    ...frames,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// Vite names what it emits under /assets/ by content hash: a changed file is a new URL.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The shell, and a page whose reads cannot be followed: never kept.
const PAGE = 'no-store';
// A rendered page the gateway keeps until what it read moves: anyone (a CDN, the compose file's
// nginx) may keep it too, asking again (If-None-Match) before each use.
const KEPT_PAGE = 'public, no-cache';
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

// Past this the shopper gets the shell at once and the browser builds the page itself.
const RENDER_DEADLINE_MS = 2_000;

function sendPage(c: Context, page: SentPage, policy: string): Response {
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': page.followed ? KEPT_PAGE : PAGE,
    vary: 'accept-encoding',
    'content-security-policy': policy,
    etag: page.etag,
  });
  if (page.followed && holdsAnswer(c.req.header('if-none-match'), page.etag))
    return new Response(null, { status: 304, headers });
  const accepted = c.req.header('accept-encoding') ?? '';
  let body = page.html;
  if (/\bbr\b/.test(accepted)) {
    body = page.br;
    headers.set('content-encoding', 'br');
  } else if (/\bgzip\b/.test(accepted)) {
    body = page.gzip;
    headers.set('content-encoding', 'gzip');
  }
  headers.set('content-length', String(body.length));
  return new Response(new Uint8Array(body.buffer, body.byteOffset, body.length), {
    status: page.status,
    headers,
  });
}

/** 429 (this client renders too often) or 503 (every render slot stayed busy), in the envelope. */
function refuse(c: Context<AppEnv>, refusal: RenderRefusal): Response {
  c.header('retry-after', String(refusal.retryAfterSeconds));
  const details = { retryAfterSeconds: refusal.retryAfterSeconds };
  return refusal.reason === 'rate'
    ? errorResponse(c, 429, 'RATE_LIMITED', { details })
    : errorResponse(c, 503, 'HTTP_503', {
        message: 'Too many pages are being rendered; try again shortly',
        details,
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
  entry: ServerEntry;
  /** Rendered pages kept for every guest until what they read moves. */
  cache: PageCache;
  /** Renders per client and in flight. */
  gate: RenderGate;
  /** The read models behind an API path a page read (ReadModelWatch). */
  readModelsOf(apiPath: string): readonly string[] | undefined;
  logger: Logger;
}

/** The read models behind every path a page read; undefined when one of them has none known. */
function readModelsBehind(reads: readonly string[], rendering: ServerRendering): string[] | undefined {
  const all = new Set<string>();
  for (const path of reads) {
    const readModels = rendering.readModelsOf(path);
    if (readModels === undefined) return undefined;
    for (const name of readModels) all.add(name);
  }
  return [...all];
}

/**
 * The page under `key`: kept, or rendered (within the client's rate and a slot) and kept; a
 * refusal; or undefined when the page is the browser's to build (a redirect, a failure, no page
 * within the deadline: the failure logged, never shown).
 */
async function pageFor(
  c: Context<AppEnv>,
  key: string,
  shell: string,
  rendering: ServerRendering,
): Promise<SentPage | RenderRefusal | undefined> {
  const make = async (): Promise<MadePage | undefined> => {
    const page = await rendering.entry.render(key);
    if (!page) return undefined;
    const html = serverPageHtml(shell, page);
    return { status: page.status, html, readModels: readModelsBehind(page.reads, rendering) };
  };
  const client = clientAddressOf(c);
  try {
    const kept = await rendering.cache.fresh(key);
    if (kept) return kept;
    // The deadline outside the gate: a late render keeps its slot until it really ends.
    const made = rendering.cache.render(key, () => rendering.gate.run(client, make));
    return await withDeadline(made, RENDER_DEADLINE_MS);
  } catch (error) {
    rendering.logger.error({ err: error, path: c.req.path }, 'server-side render failed: sent the shell');
    return undefined;
  }
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
  sources?: PageSources,
): MiddlewareHandler<AppEnv> {
  const builtShell = files.get('/index.html');
  if (!builtShell)
    throw new Error('The storefront build has no index.html: run `npm run build -w storefront`');
  const { html: shellText, styleHash } = inlineStylesheet(builtShell.body.toString('utf8'), files);
  const shell = styleHash ? compressedFile(Buffer.from(shellText), builtShell.type) : builtShell;
  const policy = storefrontPolicy(styleHash, sources);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    const file = path.endsWith('.html') ? undefined : files.get(path);
    if (file) return send(c, file, path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE, policy);
    if (!isPage(path)) return next();
    const url = new URL(c.req.url);
    const key = rendering?.entry.pageKeyOf(`${url.pathname}${url.search}`);
    if (rendering && key !== undefined) {
      const page = await pageFor(c, key, shellText, rendering);
      if (isRefusal(page)) return refuse(c, page);
      if (page) return sendPage(c, page, policy);
    }
    return send(c, shell, PAGE, policy);
  };
}
