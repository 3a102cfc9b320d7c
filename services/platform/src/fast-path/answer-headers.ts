// FAST PATH (docs/fast-path.md): hands the platform's headers to AnswerResponse
// (answer-response.ts) instead of Hono's Headers object; same figure as answer-response.ts.
import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { HeaderList } from '../http/header-list.ts';
import { AnswerResponse } from './answer-response.ts';

/** Node's response for this request when @hono/node-server serves the app (its `env.outgoing`). */
function nodeResponse(env: unknown): ServerResponse | undefined {
  const outgoing = (env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return typeof outgoing?.setHeader === 'function' && !outgoing.headersSent ? outgoing : undefined;
}

/**
 * Gives Node's response (`env.outgoing`) every list in `lists` for the answer about to be
 * written; a header the answer sets itself wins. Served by the platform's `serve`, Node's
 * response is an AnswerResponse and writes them with the answer's own in one pass; by another
 * Node server, they go onto its response first and Node merges the answer's own over them.
 * Either way the answer is written as it is, with no WHATWG Headers object built, filled and
 * copied per request. False when there is no Node response (app.request in tests).
 */
export function carriedByNode(env: unknown, lists: readonly HeaderList[]): boolean {
  const outgoing = nodeResponse(env);
  if (outgoing instanceof AnswerResponse) outgoing.carryByDefault(lists);
  else if (outgoing)
    for (const headers of lists) for (const [name, value] of headers) outgoing.setHeader(name, value);
  return outgoing !== undefined;
}

/**
 * Runs the rest of the request so that its answer carries every list in `lists`; a header the
 * answer sets itself wins. Without a Node response (app.request in tests, an app called in
 * process), onto the answer's headers once it is made.
 */
export function withAnswerHeaders(
  c: Context,
  lists: readonly HeaderList[],
  rest: () => Promise<void>,
): Promise<void> {
  return carriedByNode(c.env, lists) ? rest() : rest().then(() => setOnAnswer(c, lists));
}

function setOnAnswer(c: Context, lists: readonly HeaderList[]): void {
  const headers = lists.flat();
  try {
    // Through the answer's headers, not c.header(): on a finished response c.header() rebuilds
    // it from its body.
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  } catch {
    // A response with immutable headers (one passed through from fetch) must be rebuilt.
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.header(name, value);
  }
}
