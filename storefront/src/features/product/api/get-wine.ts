import type { WineDto } from '@wine/contracts/catalog/wine';
import { adminClient } from '../../../lib/api/clients.ts';
import { isSignInRequired } from '../../../lib/api/token-renewal.ts';

/**
 * A product page's wine, or word that it is kept to signed-in people (an investment wine asked
 * for by a guest, spec section 6): the page then invites the guest to sign in.
 */
export type ProductView = { wine: WineDto } | { wine: undefined; signInNeeded: true };

/** GET /api/catalog/wines/{slug} (docs/api.md): one wine as the viewer may see it. */
export async function getWine(slug: string, signal?: AbortSignal): Promise<ProductView> {
  try {
    const wine = await adminClient.get<WineDto>(`/api/catalog/wines/${encodeURIComponent(slug)}`, {
      ...(signal ? { signal } : {}),
    });
    return { wine };
  } catch (error) {
    if (isSignInRequired(error)) return { wine: undefined, signInNeeded: true };
    throw error;
  }
}
