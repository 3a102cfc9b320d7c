import type { SearchResult } from '@wine/contracts/content/search';
import { adminClient } from '../../../lib/api/clients.ts';

/** GET /api/search (docs/api.md): wines and articles, ranked, matches marked. */
export const searchEverything = (q: string, limit: number, signal?: AbortSignal) =>
  adminClient.get<SearchResult>('/api/search', { query: { q, limit }, ...(signal ? { signal } : {}) });
