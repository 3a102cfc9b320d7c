import type {
  BlogPost,
  GrapeVariety,
  JournalPage,
  LearnIndex,
  WineGuide,
  WineLinks,
  WineRegion,
} from '@wine/contracts/content/content-api';
import { adminClient } from '../../../lib/api/clients.ts';

// The content routes (docs/api.md, "Content routes"). HTML fields come sanitised by the server.
const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export const getJournal = (
  query: { category?: string; offset: number; limit: number },
  signal?: AbortSignal,
) =>
  adminClient.get<JournalPage>('/api/journal', {
    query: {
      ...(query.category ? { category: query.category } : {}),
      offset: query.offset,
      limit: query.limit,
    },
    ...signalOf(signal),
  });

export const getPost = (slug: string, signal?: AbortSignal) =>
  adminClient.get<BlogPost>(`/api/journal/${encodeURIComponent(slug)}`, signalOf(signal));

export const getLearnIndex = (signal?: AbortSignal) =>
  adminClient.get<LearnIndex>('/api/learn', signalOf(signal));

export const getGrape = (id: string, signal?: AbortSignal) =>
  adminClient.get<GrapeVariety>(`/api/learn/grapes/${encodeURIComponent(id)}`, signalOf(signal));

export const getRegion = (id: string, signal?: AbortSignal) =>
  adminClient.get<WineRegion>(`/api/learn/regions/${encodeURIComponent(id)}`, signalOf(signal));

export const getGuide = (id: string, signal?: AbortSignal) =>
  adminClient.get<WineGuide>(`/api/learn/guides/${encodeURIComponent(id)}`, signalOf(signal));

export const getWineLinks = (varietal: string, region: string, signal?: AbortSignal) =>
  adminClient.get<WineLinks>('/api/learn/for-wine', { query: { varietal, region }, ...signalOf(signal) });
