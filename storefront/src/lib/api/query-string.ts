export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean)[];

/**
 * `?a=1&b=x` from a payload, for GET and DELETE calls. Absent values (undefined, null) are left
 * out so an unset filter never reaches the server as the string "undefined"; arrays repeat the key.
 */
export function toQueryString(payload: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!payload) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
