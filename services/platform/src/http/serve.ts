import type { AddressInfo } from 'node:net';
import { serve as nodeServe, type ServerType } from '@hono/node-server';
import { AnswerResponse } from '../fast-path/answer-response.ts';
import { createLogger, type Logger } from '../observability/logger.ts';
import { answerClientError } from './client-error-answer.ts';

/** Runs after the server has stopped taking requests: stop consumers, close pools, flush. */
export type ShutdownHook = () => Promise<void> | void;

export interface ServeOptions {
  port: number;
  /** 127.0.0.1 by default (dev); containers pass 0.0.0.0. */
  hostname?: string;
  /** In order, each awaited; a failing hook is logged and the rest still run. */
  onShutdown?: ShutdownHook[];
  /** In-flight requests get this long to finish before their connections are cut. */
  drainTimeoutMs?: number;
  /**
   * A request's head (line and headers) must arrive within this, or it is answered 408 and its
   * connection closed: a client trickling headers holds no connection for long. 10 s by default.
   */
  headersTimeoutMs?: number;
  /**
   * The whole request, body included, must arrive within this (408 otherwise): a body trickled
   * a byte at a time is cut off. 30 s by default; the largest body the API takes (64 KiB) needs
   * about 2 KiB/s for it. The time the app takes to answer does not count.
   */
  requestTimeoutMs?: number;
  logger?: Logger;
}

export interface RunningServer {
  url: string;
  server: ServerType;
  /** Graceful stop: what SIGINT/SIGTERM run, minus the exit. False when a hook failed. Idempotent. */
  close(): Promise<boolean>;
}

type FetchHandler = Parameters<typeof nodeServe>[0]['fetch'];

/**
 * How long an idle keep-alive connection stays open: longer than the proxies in front keep theirs
 * (nginx.conf's upstream `keepalive_timeout`, 60 s; cloud load balancers' 60 s). Node's own 5 s
 * closed connections nginx still held, so a request it sent on one just as the gateway closed it
 * was reset: a 502 for a POST, which nginx does not retry.
 */
const KEEP_ALIVE_MS = 65_000;

/**
 * Serves an app on a port and resolves once it listens (so `make start` can print URLs that
 * already answer). SIGINT/SIGTERM close the server, then run the shutdown hooks, then exit;
 * a second Ctrl-C during that falls through to Node's default and kills the process at once.
 */
export function serve(app: { fetch: FetchHandler }, options: ServeOptions): Promise<RunningServer> {
  const logger = options.logger ?? createLogger('http-server');
  const hostname = options.hostname ?? '127.0.0.1';

  return new Promise((resolve, reject) => {
    const headersTimeout = options.headersTimeoutMs ?? 10_000;
    const serverOptions = {
      // AnswerResponse: the platform's headers are written with each answer's own (answer-headers.ts).
      ServerResponse: AnswerResponse,
      headersTimeout,
      keepAliveTimeout: KEEP_ALIVE_MS,
      requestTimeout: Math.max(options.requestTimeoutMs ?? 30_000, headersTimeout),
      // How often Node looks for requests past those deadlines (its default is every 30 s).
      connectionsCheckingInterval: Math.min(1_000, headersTimeout),
    };
    const server = nodeServe(
      { fetch: app.fetch, port: options.port, hostname, serverOptions },
      (info: AddressInfo) => {
        server.off('error', reject);
        const url = `http://${hostname}:${info.port}`;
        const close = once(() => shutdown(server, options, logger));
        for (const signal of ['SIGINT', 'SIGTERM'] as const) {
          process.once(signal, () => {
            logger.info({ signal }, 'shutting down');
            close().then(
              (ok) => process.exit(ok ? 0 : 1),
              () => process.exit(1),
            );
          });
        }
        logger.info({ url }, `listening on ${url}`);
        resolve({ url, server, close });
      },
    );
    // EADDRINUSE and the like: fail the start rather than crash on an unhandled 'error' event.
    server.once('error', reject);
    // A 431, 408 or malformed request in the error envelope rather than Node's empty answer.
    server.on('clientError', answerClientError(logger));
  });
}

function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => {
    result ??= fn();
    return result;
  };
}

/** Resolves true when every hook succeeded. */
async function shutdown(server: ServerType, options: ServeOptions, logger: Logger): Promise<boolean> {
  await stopServer(server, options.drainTimeoutMs ?? 10_000);
  let ok = true;
  for (const hook of options.onShutdown ?? []) {
    try {
      await hook();
    } catch (error) {
      ok = false;
      logger.error({ err: error }, 'shutdown hook failed');
    }
  }
  logger.info('stopped');
  return ok;
}

function stopServer(server: ServerType, drainTimeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    // Keep-alive connections would hold close() open until the client hangs up.
    const cutAll = setTimeout(() => closeConnections(server, 'all'), drainTimeoutMs);
    server.close(() => {
      clearTimeout(cutAll);
      resolve();
    });
    closeConnections(server, 'idle');
  });
}

// Only the HTTP/1 server has these; HTTP/2 sessions end with close() itself.
function closeConnections(server: ServerType, which: 'idle' | 'all'): void {
  if (!('closeIdleConnections' in server)) return;
  if (which === 'idle') server.closeIdleConnections();
  else server.closeAllConnections();
}
