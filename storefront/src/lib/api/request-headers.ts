import { REGION_HEADER, type Region } from '@wine/contracts/region';
import type { TokenProvider } from './token-provider.ts';

/** Headers every call carries (spec section 6): JSON, the bearer token when there is one, the region. */
export async function requestHeaders(getToken: TokenProvider, region: Region, hasBody: boolean) {
  const headers = new Headers({ accept: 'application/json', [REGION_HEADER]: region });
  if (hasBody) headers.set('content-type', 'application/json');
  const token = await getToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}
