import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  getGrape,
  getGuide,
  getJournal,
  getLearnIndex,
  getPost,
  getRegion,
  getWineLinks,
} from './content-api.ts';

export const JOURNAL_PAGE_SIZE = 9;

export const journalQuery = (category: string | undefined, offset: number) =>
  queryOptions({
    queryKey: ['journal', category ?? null, offset],
    queryFn: ({ signal }) =>
      getJournal({ ...(category ? { category } : {}), offset, limit: JOURNAL_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

export const postQuery = (slug: string) =>
  queryOptions({ queryKey: ['journal', 'post', slug], queryFn: ({ signal }) => getPost(slug, signal) });

export const learnIndexQuery = () =>
  queryOptions({ queryKey: ['learn'], queryFn: ({ signal }) => getLearnIndex(signal) });

export const grapeQuery = (id: string) =>
  queryOptions({ queryKey: ['learn', 'grape', id], queryFn: ({ signal }) => getGrape(id, signal) });

export const regionQuery = (id: string) =>
  queryOptions({ queryKey: ['learn', 'region', id], queryFn: ({ signal }) => getRegion(id, signal) });

export const guideQuery = (id: string) =>
  queryOptions({ queryKey: ['learn', 'guide', id], queryFn: ({ signal }) => getGuide(id, signal) });

export const wineLinksQuery = (varietal: string, region: string) =>
  queryOptions({
    queryKey: ['learn', 'for-wine', varietal, region],
    queryFn: ({ signal }) => getWineLinks(varietal, region, signal),
  });
