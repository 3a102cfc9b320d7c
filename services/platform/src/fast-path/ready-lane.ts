// FAST PATH (docs/fast-path.md): bypasses Hono's router and middleware chain for a plain GET
// whose answer is ready. Justified by `npm run bench:shop`: the cached listing went from 54 % of
// the bare-Hono ceiling (through Hono's router, Context and four async middleware levels) to
// 65-75 % with the lane (docs/catalog.md, "Ready answers"). Without it the listing is more
// than 10 % under the standard path's figure, so it stays. Paths with parameters (a wine's
// review summary): services/reviews/bench/summary-cpu.ts, see docs/fast-path.md for the figure.
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

/** A GET route with parameters that offers ready answers: `/api/master-wine/:id/reviews/summary`. */
interface PatternLookup {
  route: string;
  segments: readonly string[];
  lookup: ReadyLookup;
}

interface ReadyRoutes {
  /** Routes of a fixed path, by path. */
  fixed: Map<string, ReadyLookup>;
  /** Routes whose segments are words or plain `:name` parameters, tried in order after a miss. */
  patterns: PatternLookup[];
}

const segmentsOf = (path: string) => path.split('/');
const isParam = (segment: string) => segment.startsWith(':');
// A parameter with a pattern of its own (`:id{[0-9]+}`), optional (`:id?`) or a wildcard: Hono's
// own rules decide those, so such a route is left to Hono.
const plainPattern = (path: string) =>
  !path.includes('*') && segmentsOf(path).every((s) => !isParam(s) || /^:\w+$/.test(s));

// Whether one path could match two routes: then Hono's order decides, and the lane stays out.
const overlap = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((s, i) => s === b[i] || isParam(s) || isParam(b[i] ?? ''));

/** The ready look-ups of an app's GET routes: by fixed path, and by plain pattern. */
function readyRoutes(routes: readonly RouterRoute[]): ReadyRoutes {
  const getPaths = [...new Set(routes.filter((r) => r.method === 'GET').map((r) => r.path))];
  const fixed = new Map<string, ReadyLookup>();
  const patterns: PatternLookup[] = [];
  for (const route of routes) {
    const lookup = readyLookupOf(route.handler);
    if (!lookup || !getPaths.includes(route.path)) continue;
    if (!/[:*{]/.test(route.path)) {
      fixed.set(route.path, lookup);
      continue;
    }
    const segments = segmentsOf(route.path);
    const alone = getPaths.every((other) => other === route.path || !overlap(segments, segmentsOf(other)));
    if (plainPattern(route.path) && alone) patterns.push({ route: route.path, segments, lookup });
  }
  return { fixed, patterns };
}

const NO_PARAMS: Readonly<Record<string, string>> = Object.freeze({});

/** The pattern route a path matches, with its parameters (the lane admits only printable ASCII without `%`). */
function matchPattern(
  patterns: readonly PatternLookup[],
  path: string,
): { pattern: PatternLookup; params: Record<string, string> } | undefined {
  if (patterns.length === 0) return undefined;
  const segments = segmentsOf(path);
  for (const pattern of patterns) {
    if (pattern.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.segments.every((s, i) => {
      const sent = segments[i] ?? '';
      if (!isParam(s)) return s === sent;
      params[s.slice(1)] = sent;
      return sent !== '';
    });
    if (matches) return { pattern, params };
  }
  return undefined;
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
  let lookups: ReadyRoutes = { fixed: new Map(), patterns: [] };
  return (request, env, executionCtx) => {
    const startedAt = performance.now();
    if (app.routes.length !== mounted) {
      mounted = app.routes.length;
      lookups = readyRoutes(app.routes);
    }
    if (request.method !== 'GET' || (lookups.fixed.size === 0 && lookups.patterns.length === 0))
      return fetch(request, env, executionCtx);
    const url = request.url;
    const pathAt = url.indexOf('/', url.indexOf('//') + 2);
    const queryAt = url.indexOf('?', pathAt);
    const path = queryAt === -1 ? url.slice(pathAt) : url.slice(pathAt, queryAt);
    const fixed = lookups.fixed.get(path);
    const matched = fixed === undefined ? matchPattern(lookups.patterns, path) : undefined;
    const lookup = fixed ?? matched?.pattern.lookup;
    const incoming = incomingOf(env);
    if (lookup === undefined || mayBeIllFormed.test(url) || !isPlain(request, incoming))
      return fetch(request, env, executionCtx);
    const region = regionOrDefault(headerOf(request, incoming, REGION_HEADER)?.trim().toUpperCase());
    const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
    const answer = region && lookup({ query, region, params: matched?.params ?? NO_PARAMS });
    if (!answer) return fetch(request, env, executionCtx);
    // The histogram's label is the route's pattern, never the path sent (one series per route).
    const route = matched?.pattern.route ?? path;

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
    record({ method: 'GET', path, route, status, startedAt, requestId, correlationId });
    return response;
  };
}
