/**
 * The response body as JSON when the server says so, else as text (a proxy's HTML error page),
 * else undefined for an empty body. Error mapping reads messages out of whatever comes back.
 */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
