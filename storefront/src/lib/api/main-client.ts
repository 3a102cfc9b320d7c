import { DEFAULT_REGION, type Region } from '@wine/contracts/region';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { type QueryValue, toQueryString } from './query-string.ts';
import { requestHeaders } from './request-headers.ts';
import { RETRY_BASE_DELAY_MS, retryDelay } from './retry-delay.ts';
import { type HttpMethod, sendRequest } from './send-request.ts';
import { noToken, type TokenProvider, type TokenRenewer } from './token-provider.ts';
import { withTokenRenewal } from './token-renewal.ts';

export interface MainClientOptions {
  /**
   * Origin of the gateway; '' (same origin: the gateway serves the app, or the dev server proxies)
   * by default. A function is asked on every call (the server-side render sets it once started).
   */
  baseUrl?: string | (() => string);
  getToken?: TokenProvider;
  /** Renews the token after a 401; the call is then retried once. */
  renewToken?: TokenRenewer;
  region?: Region;
  /** First back-off; tests inject a few milliseconds instead of the spec's 1 s. */
  retryBaseDelayMs?: number;
}

export interface CallOptions<T> {
  /** POST unless the call is documented otherwise (spec section 7). */
  method?: HttpMethod;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

export type CallPayload = Readonly<Record<string, QueryValue>> | Readonly<Record<string, unknown>>;

// Spec section 7: exactly one retry, and only when the server failed (5xx).
const MAX_RETRIES = 1;
const BODY_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isServerFailure = (error: unknown) =>
  error instanceof ApiError && error.status !== undefined && error.status >= 500;

/**
 * The main ("cloud functions") client: calls by name at `/fn/<name>`, a JSON body for POST, PUT
 * and PATCH and a query string for GET and DELETE. It has no timeout by design (spec section 7).
 */
export function createMainClient(options: MainClientOptions = {}) {
  const base = options.baseUrl ?? '';
  const baseUrl = () => (typeof base === 'function' ? base() : base);
  const getToken = options.getToken ?? noToken;
  const region = options.region ?? DEFAULT_REGION;
  const baseDelayMs = options.retryBaseDelayMs ?? RETRY_BASE_DELAY_MS;

  async function call<T = unknown>(name: string, payload?: CallPayload, callOptions: CallOptions<T> = {}) {
    const method = callOptions.method ?? 'POST';
    const hasBody = BODY_METHODS.has(method);
    const query = hasBody ? '' : toQueryString(payload as Record<string, QueryValue> | undefined);
    const url = `${baseUrl()}/fn/${encodeURIComponent(name)}${query}`;

    return withTokenRenewal(getToken, options.renewToken, async (token) => {
      for (let retry = 0; ; retry++) {
        try {
          return await sendRequest<T>({
            url,
            method,
            headers: requestHeaders(token, region, hasBody),
            body: hasBody ? (payload ?? {}) : undefined,
            ...(callOptions.signal ? { signal: callOptions.signal } : {}),
            ...(callOptions.schema ? { schema: callOptions.schema } : {}),
          });
        } catch (error) {
          if (retry >= MAX_RETRIES || !isServerFailure(error)) throw error;
          await sleep(retryDelay(retry, baseDelayMs));
        }
      }
    });
  }

  return { call };
}

export type MainClient = ReturnType<typeof createMainClient>;
