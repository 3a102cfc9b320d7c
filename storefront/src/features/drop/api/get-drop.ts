import type { DropDto } from '@wine/contracts/catalog/drop';
import { mainClient } from '../../../lib/api/clients.ts';

/** Spec section 7: the named call getDropsV2 (GET) answers with today's drop. */
export const getDrop = (signal?: AbortSignal) =>
  mainClient.call<DropDto>('getDropsV2', undefined, { method: 'GET', ...(signal ? { signal } : {}) });
