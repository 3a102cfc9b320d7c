// FAST PATH (docs/fast-path.md): a ServerResponse subclass given to @hono/node-server, writing
// the platform's fourteen headers in the answer's own writeHead. Justified by `npm run
// bench:shop`: fourteen setHeader calls cost about 7 µs of the listing's ~30 µs a request
// (docs/catalog.md, "Headers"); the standard way (Hono's headers) is > 10 % slower.
import {
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import type { HeaderList } from '../http/header-list.ts';

type OwnHeaders = OutgoingHttpHeaders | OutgoingHttpHeader[];

/** Whether an answer's own header name is `lowerCase` (the defaults' names are lower case). */
const sameName = (name: string, lowerCase: string) =>
  name.length === lowerCase.length && (name === lowerCase || name.toLowerCase() === lowerCase);

/**
 * Node's response (given to the server as its `ServerResponse`) with headers every answer carries
 * unless it sets them itself: they are written in the same pass as the answer's own, in one
 * `writeHead`, instead of fourteen `setHeader` calls per request that Node validates, stores and
 * merges again (a tenth of what a cached shop listing cost).
 */
export class AnswerResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  private defaults: readonly HeaderList[] | undefined;

  /** Headers for the answer, each unless the answer sets its own. Before the head is written. */
  carryByDefault(lists: readonly HeaderList[]): void {
    this.defaults = lists;
  }

  override writeHead(statusCode: number, statusMessage?: string, headers?: OwnHeaders): this;
  override writeHead(statusCode: number, headers?: OwnHeaders): this;
  override writeHead(statusCode: number, messageOrHeaders?: string | OwnHeaders, headers?: OwnHeaders): this {
    const message = typeof messageOrHeaders === 'string' ? messageOrHeaders : undefined;
    const own = typeof messageOrHeaders === 'string' ? headers : messageOrHeaders;
    const all = this.withDefaults(own);
    return message === undefined
      ? super.writeHead(statusCode, all)
      : super.writeHead(statusCode, message, all);
  }

  private withDefaults(own: OwnHeaders | undefined): OwnHeaders | undefined {
    const defaults = this.defaults;
    if (defaults === undefined) return own;
    this.defaults = undefined;
    if (Array.isArray(own) || this.getHeaderNames().length > 0) {
      // Headers set one by one, or given as a list: Node merges them; add only what is missing.
      const given = new Set(
        Array.isArray(own) ? [] : Object.keys(own ?? {}).map((name) => name.toLowerCase()),
      );
      for (const list of defaults) {
        for (const [name, value] of list)
          if (!given.has(name) && !this.hasHeader(name)) this.setHeader(name, value);
      }
      return own;
    }
    const ownNames = own === undefined ? [] : Object.keys(own);
    const all: OutgoingHttpHeader[] = [];
    for (const list of defaults)
      for (const [name, value] of list)
        if (!ownNames.some((given) => sameName(given, name))) all.push(name, value);
    for (const name in own) {
      const value = own[name];
      if (value !== undefined) all.push(name, value);
    }
    return all;
  }
}
