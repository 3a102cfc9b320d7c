import { DEFAULT_REGION, type Region } from '@wine/contracts/region';
import type { z } from 'zod';
import { type QueryValue, toQueryString } from './query-string.ts';
import { requestHeaders } from './request-headers.ts';
import { type HttpMethod, sendRequest } from './send-request.ts';
import { noToken, type TokenProvider, type TokenRenewer } from './token-provider.ts';
import { withTokenRenewal } from './token-renewal.ts';

// Spec section 7: the admin client gives up after 15 s.
export const ADMIN_TIMEOUT_MS = 15_000;

export interface AdminClientOptions {
  /**
   * Origin of the gateway; '' (same origin: the gateway serves the app, or the dev server proxies)
   * by default. A function is asked on every call (the server-side render sets it once started).
   */
  baseUrl?: string | (() => string);
  getToken?: TokenProvider;
  /** Renews the token after a 401; the call is then retried once. */
  renewToken?: TokenRenewer;
  region?: Region;
  timeoutMs?: number;
}

export interface AdminRequest<T> {
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  /** Headers of this call beside those every call carries. */
  headers?: Readonly<Record<string, string>>;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/** The admin client: REST paths under `/api`, JSON both ways, no retries. */
export function createAdminClient(options: AdminClientOptions = {}) {
  const base = options.baseUrl ?? '';
  const baseUrl = () => (typeof base === 'function' ? base() : base);
  const getToken = options.getToken ?? noToken;
  const region = options.region ?? DEFAULT_REGION;
  const timeoutMs = options.timeoutMs ?? ADMIN_TIMEOUT_MS;

  function request<T = unknown>(method: HttpMethod, path: `/api/${string}`, req: AdminRequest<T> = {}) {
    return withTokenRenewal(getToken, options.renewToken, (token) => {
      // Each attempt has the full 15 s: a retry after a renewal is a new request.
      const timeout = AbortSignal.timeout(timeoutMs);
      const headers = requestHeaders(token, region, req.body !== undefined);
      for (const [name, value] of Object.entries(req.headers ?? {})) headers.set(name, value);
      return sendRequest<T>({
        url: `${baseUrl()}${path}${toQueryString(req.query)}`,
        method,
        headers,
        body: req.body,
        // The caller may also cancel (TanStack Query does on unmount); either signal ends it.
        signal: req.signal ? AbortSignal.any([req.signal, timeout]) : timeout,
        ...(req.schema ? { schema: req.schema } : {}),
      });
    });
  }

  return {
    request,
    get: <T = unknown>(path: `/api/${string}`, req?: Omit<AdminRequest<T>, 'body'>) =>
      request<T>('GET', path, req),
    post: <T = unknown>(path: `/api/${string}`, req?: AdminRequest<T>) => request<T>('POST', path, req),
    put: <T = unknown>(path: `/api/${string}`, req?: AdminRequest<T>) => request<T>('PUT', path, req),
    delete: <T = unknown>(path: `/api/${string}`, req?: Omit<AdminRequest<T>, 'body'>) =>
      request<T>('DELETE', path, req),
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
