import type { WineDto } from '@wine/contracts/catalog/wine';
import { adminClient } from '../../../lib/api/clients.ts';

/** GET /api/catalog/wines/{slug} (docs/api.md): one wine as the viewer may see it. */
export const getWine = (slug: string, signal?: AbortSignal) =>
  adminClient.get<WineDto>(`/api/catalog/wines/${encodeURIComponent(slug)}`, {
    ...(signal ? { signal } : {}),
  });
