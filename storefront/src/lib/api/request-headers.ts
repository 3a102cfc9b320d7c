import { REGION_HEADER, type Region } from '@wine/contracts/region';

/** Headers every call carries (spec section 6): JSON, the bearer token when there is one, the region. */
export function requestHeaders(token: string | undefined, region: Region, hasBody: boolean): Headers {
  const headers = new Headers({ accept: 'application/json', [REGION_HEADER]: region });
  if (hasBody) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}
