import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a unit of work (an HTTP request, a consumed event) is running on behalf of. It travels
 * implicitly through every await, so the logger and the event store can stamp correlation ids
 * without each function taking them as parameters.
 */
export interface RequestContext {
  /** Shared by everything one user action causes, across services and events. */
  correlationId: string;
  /** The event or command that directly caused this work, when there is one. */
  causationId?: string;
  /** This hop's own id (HTTP `x-request-id`), echoed in error bodies for support. */
  requestId?: string;
  userId?: string;
  region: string;
  /**
   * The global position of the last event this work appended ('0': none yet; a decimal string,
   * as Postgres' bigint), noted by the event store after each commit: an HTTP answer hands it
   * back as its consistency token.
   */
  written?: { position: string };
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Runs `fn` with `context` as the current context. Contexts are immutable: to add a field
 * (e.g. `userId` once auth has run), run the rest inside `runWithContext({ ...currentContext(), userId }, next)`.
 */
export function runWithContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** Notes that the current work committed an event at `position` (the latest one wins). */
export function noteWritten(position: string | bigint): void {
  const written = storage.getStore()?.written;
  if (written && BigInt(position) > BigInt(written.position)) written.position = String(position);
}

/** The context of the work in progress, or undefined outside any (start-up, timers). */
export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}
