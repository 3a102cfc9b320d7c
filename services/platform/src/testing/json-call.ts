/** An answer as a test reads it. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answered.
  body: any;
  headers: Headers;
}

export interface CallOptions {
  /** Sent as the bearer token (the test apps' verifiers take the user id as the token). */
  user?: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * One request to a server on a real port, as the storefront's API client sends it: a JSON body,
 * a bearer token. Redirects are answered, not followed. The body is parsed where the answer says
 * it is JSON, and is the text otherwise (an HTML page, an empty 204).
 */
export async function callJson(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(options.user ? { authorization: `Bearer ${options.user}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json');
  return { status: response.status, body: isJson ? JSON.parse(text) : text, headers: response.headers };
}
