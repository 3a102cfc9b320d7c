// FAST PATH (docs/fast-path.md): how a route offers the ready lane (ready-lane.ts) a synchronous
// look-up of its cached answers. Justified with the lane by `npm run bench:shop`.
import type { Region } from '@wine/contracts/region';
import type { MiddlewareHandler } from 'hono';
import type { ReadyAnswer } from '../http/ready-answers.ts';

/** What a plain request (see ready-lane.ts) carries that its answer may depend on. */
export interface PlainAsk {
  /** The query string as sent, without its `?`. */
  query: string;
  region: Region;
  /** The path's parameters (`:id` in the route's path) as sent; none for a fixed path. */
  params: Readonly<Record<string, string>>;
}

/**
 * The answer a route would give a plain GET, if it has it ready; synchronous, and it must not
 * throw. Undefined sends the request through Hono's middleware and the route as usual.
 */
export type ReadyLookup = (ask: PlainAsk) => ReadyAnswer | undefined;

const LOOKUP = Symbol('ready lookup');

/**
 * Offers `lookup` for plain GETs of the path `middleware` is registered on (a route's own cache
 * look-up, typically): the app answers them from it before Hono routes anything (ready-lane.ts).
 * The mark travels with the middleware when its router is mounted.
 */
export function offeringReadyAnswers<M extends MiddlewareHandler>(middleware: M, lookup: ReadyLookup): M {
  return Object.assign(middleware, { [LOOKUP]: lookup });
}

export function readyLookupOf(handler: unknown): ReadyLookup | undefined {
  return typeof handler === 'function' && LOOKUP in handler ? (handler[LOOKUP] as ReadyLookup) : undefined;
}
