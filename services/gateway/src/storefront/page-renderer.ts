import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A page the storefront rendered on the server (storefront/src/entry-server.tsx). */
export interface RenderedPage {
  status: 200 | 404;
  /** The markup of `#root`. */
  html: string;
  /** The query cache it was rendered from, for the browser to start with. */
  state: unknown;
  /** The API paths it read. */
  reads: readonly string[];
}

/** Renders the page at a path and query string; undefined when that page is the browser's to build. */
export type PageRenderer = (url: string) => Promise<RenderedPage | undefined>;

/** The storefront's server entry: its renderer, and the page a URL names (undefined: not rendered). */
export interface ServerEntry {
  render: PageRenderer;
  pageKeyOf(url: string): string | undefined;
}

interface ServerEntryModule {
  createRenderer(apiOrigin: string): PageRenderer;
  pageKeyOf(url: string): string | undefined;
}

/** Where the storefront's build puts its server entry (storefront/build/ssr-build.ts). */
const SERVER_ENTRY = join('ssr', 'entry-server.mjs');

/**
 * The storefront's server-side renderer from its build, calling the API at `apiOrigin` (this
 * gateway, over loopback); undefined for a build without one, whose pages all get the shell.
 */
export async function loadPageRenderer(dir: string, apiOrigin: string): Promise<ServerEntry | undefined> {
  const entry = join(dir, SERVER_ENTRY);
  const built = await access(entry).then(
    () => true,
    () => false,
  );
  if (!built) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as ServerEntryModule;
  return { render: module.createRenderer(apiOrigin), pageKeyOf: module.pageKeyOf };
}

/** This gateway's own origin for its loopback calls: a wildcard listen address is reached on 127.0.0.1. */
export function selfOrigin(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
