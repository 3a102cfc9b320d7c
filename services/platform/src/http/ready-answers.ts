import type { Region } from '@wine/contracts/region';
import type { MiddlewareHandler } from 'hono';
import { strongEtag } from './entity-tags.ts';

/** UTF-8 bytes of a serialised answer, as a cache keeps it (written to the socket as is on a hit). */
export type Bytes = Uint8Array<ArrayBuffer>;

/** A JSON answer made before it was asked for: its UTF-8 bytes and their entity tag, made once. */
export interface ReadyAnswer {
  readonly body: Bytes;
  /** A strong ETag: a client holding these bytes asks with If-None-Match and is answered 304. */
  readonly etag: string;
}

const utf8 = new TextEncoder();

/** A value's JSON as a ready answer (a cache keeps these: a hit is written as it is). */
export function readyJson(value: unknown): ReadyAnswer {
  const body = utf8.encode(JSON.stringify(value));
  return { body, etag: strongEtag(body) };
}

/** What a plain request (see ready-lane.ts) carries that its answer may depend on. */
export interface PlainAsk {
  /** The query string as sent, without its `?`. */
  query: string;
  region: Region;
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
