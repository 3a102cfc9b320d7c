// FAST PATH (docs/fast-path.md): bypasses Hono's router and middleware chain for a plain GET
// whose answer is ready. Justified by `npm run bench:shop`: the cached listing went from 54 % of
// the bare-Hono ceiling (through Hono's router, Context and four async middleware levels) to
// 65-75 % with the lane (docs/catalog.md, "Ready answers"). Without it the listing is more
// than 10 % under the standard path's figure, so it stays.
import type { IncomingMessage } from 'node:http';
import { REGION_HEADER, regionOrDefault } from '@wine/contracts/region';
import type { ExecutionContext } from 'hono';
import type { RouterRoute } from 'hono/types';
import type { AccessRecorder } from '../http/access-log.ts';
import { holdsAnswer } from '../http/entity-tags.ts';
import { CORRELATION_ID_HEADER, REQUEST_ID_HEADER, requestIdsOf } from '../http/request-ids.ts';
import { SECURITY_HEADERS } from '../http/security-headers.ts';
import { mayBeIllFormed } from '../http/well-formed-input.ts';
import { carriedByNode } from './answer-headers.ts';
import { type ReadyLookup, readyLookupOf } from './ready-lookups.ts';

// What a plain request may carry: nothing any middleware or route reads besides the platform's
// own ids and region (a browser's, a client's and a proxy's usual headers). Anything else
// (authorization, cookie, a body's headers, x-min-position, an Origin a CORS check would read)
// may change the answer: such a request goes through Hono.
const PLAIN_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'accept',
  'accept-encoding',
  'accept-language',
  'user-agent',
  'cache-control',
  'pragma',
  'referer',
  'dnt',
  'priority',
  'if-none-match',
  'upgrade-insecure-requests',
  'sec-fetch-dest',
  'sec-fetch-mode',
  'sec-fetch-site',
  'sec-fetch-user',
  'sec-ch-ua',
  'sec-ch-ua-mobile',
  'sec-ch-ua-platform',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
  'via',
  REQUEST_ID_HEADER,
  CORRELATION_ID_HEADER,
  REGION_HEADER,
]);

// Node's parsed request, when @hono/node-server serves the app: its headers are read from it
// as they came, without Hono building a Headers view per request.
function incomingOf(env: unknown): IncomingMessage | undefined {
  const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return Array.isArray(incoming?.rawHeaders) ? incoming : undefined;
}

function isPlain(request: Request, incoming: IncomingMessage | undefined): boolean {
  if (incoming === undefined) return [...request.headers.keys()].every((name) => PLAIN_HEADERS.has(name));
  const raw = incoming.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if (!PLAIN_HEADERS.has((raw[i] ?? '').toLowerCase())) return false;
  return true;
}

function headerOf(request: Request, incoming: IncomingMessage | undefined, name: string): string | undefined {
  if (incoming === undefined) return request.headers.get(name) ?? undefined;
  const value = incoming.headers[name];
  return typeof value === 'string' ? value : undefined;
}

type Fetch = (
  request: Request,
  env?: unknown,
  executionCtx?: ExecutionContext,
) => Response | Promise<Response>;

/** The ready look-ups of an app's routes by path: GET routes of a fixed path only. */
function readyRoutes(routes: readonly RouterRoute[]): Map<string, ReadyLookup> {
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.path));
  const byPath = new Map<string, ReadyLookup>();
  for (const route of routes) {
    const lookup = readyLookupOf(route.handler);
    if (lookup && gets.has(route.path) && !/[:*{]/.test(route.path)) byPath.set(route.path, lookup);
  }
  return byPath;
}

/**
 * The app's fetch with a lane in front: a plain GET (no credentials, no body, nothing but the
 * headers above, printable ASCII without `%` in its URL, a known region) of a path whose route
 * has its answer ready (`offeringReadyAnswers`) is answered at once, synchronously, without
 * Hono's routing and asynchronous middleware chain (most of what a cached answer cost), or 304
 * when If-None-Match names its ETag. It gets
 * what every answer gets: the security headers, the request and correlation ids, one access
 * line and one histogram observation under the route's pattern. No handler runs, so there is no
 * request scope to open. Everything else goes to `fetch` as before.
 */
export function readyLane(
  app: { readonly routes: readonly RouterRoute[] },
  record: AccessRecorder,
  fetch: Fetch,
): Fetch {
  // Routes are mounted after createApp; look them up again whenever their number changed.
  let mounted = -1;
  let lookups = new Map<string, ReadyLookup>();
  return (request, env, executionCtx) => {
    const startedAt = performance.now();
    if (app.routes.length !== mounted) {
      mounted = app.routes.length;
      lookups = readyRoutes(app.routes);
    }
    if (request.method !== 'GET' || lookups.size === 0) return fetch(request, env, executionCtx);
    const url = request.url;
    const pathAt = url.indexOf('/', url.indexOf('//') + 2);
    const queryAt = url.indexOf('?', pathAt);
    const path = queryAt === -1 ? url.slice(pathAt) : url.slice(pathAt, queryAt);
    const lookup = lookups.get(path);
    const incoming = incomingOf(env);
    if (lookup === undefined || mayBeIllFormed.test(url) || !isPlain(request, incoming))
      return fetch(request, env, executionCtx);
    const region = regionOrDefault(headerOf(request, incoming, REGION_HEADER)?.trim().toUpperCase());
    const answer = region && lookup({ query: queryAt === -1 ? '' : url.slice(queryAt + 1), region });
    if (!answer) return fetch(request, env, executionCtx);

    const ids = requestIdsOf(
      headerOf(request, incoming, REQUEST_ID_HEADER),
      headerOf(request, incoming, CORRELATION_ID_HEADER),
    );
    const lists = [SECURITY_HEADERS, ids.headers];
    const { body, etag } = answer;
    const held = holdsAnswer(headerOf(request, incoming, 'if-none-match'), etag);
    const status = held ? 304 : 200;
    // A plain request proves no one: the answer is every guest's, and any cache may keep it.
    const cacheControl = 'public, no-cache';
    const own = held
      ? { etag, 'cache-control': cacheControl }
      : { 'content-type': 'application/json', etag, 'cache-control': cacheControl };
    const headers = carriedByNode(env, lists) ? own : { ...Object.fromEntries(lists.flat()), ...own };
    const response = new Response(held ? null : body, { status, headers });
    const { requestId, correlationId } = ids;
    record({ method: 'GET', path, route: path, status, startedAt, requestId, correlationId });
    return response;
  };
}
