import type { Hono } from 'hono';
import type { Effect } from '../effects/effect.ts';
import type { PageSources } from '../http/page-sources.ts';
import type { Projection } from '../projections/projection.ts';
import type { AnyWorkflow } from '../workflows/workflow.ts';

/** A folder of `NNN_name.sql` files, as `migrate` applies them. */
export interface Migrations {
  scope: string;
  dir: string;
}

/** Something a face started, to stop at shutdown. */
export interface Running {
  stop(): Promise<void>;
}

// Routers differ in their env and schema types; the gateway only mounts them with `app.route`.
// biome-ignore lint/suspicious/noExplicitAny: any Hono router can be mounted.
export type Routes = Hono<any, any, any>;

/**
 * What a bounded context shows the process that hosts it (docs/adding-a-context.md): each
 * context's `create<Context>(deps)` returns one; the gateway mounts the routes, runs the
 * runners and starts what it serves with. Whatever else a context needs from another comes in
 * its deps as a port, passed by the gateway.
 */
export interface ContextFace {
  name: string;
  /** Whether it keeps streams in the event store, published to `<name>.events`. */
  publishes: boolean;
  /** Mounted before the bearer check: callers that sign their requests instead (webhooks). */
  routesBeforeAuth?: Routes[];
  /** Mounted behind `optionalUser`: every route knows the caller a bearer token proves. */
  routes?: Routes[];
  /** The reads that honour `x-min-position`, each with the read models it waits on, in order. */
  consistentReads?: Record<string, readonly string[]>;
  projections?: Projection[];
  /** Its reactions to events (other contexts' or its own): commands of its own, on the command path. */
  workflows?: AnyWorkflow[];
  /** What events must cause outside the system (e-mails, a courier), once each. */
  effects?: Effect[];
  /** Its tables, applied at every start before anything runs. */
  migrations?: Migrations[];
  /** What the storefront's pages must be allowed to load or reach for it (its CSP). */
  pageSources?: PageSources;
  /** What only a serving process runs (sweeps, an outbox relay of its own). */
  start?(): Running;
  /** Lets go of what creating it took (a local simulator). */
  close?(): Promise<void>;
}
