import { z } from 'zod';

// Where a shop collection is shown.
export const CollectionType = z.enum(['WEB', 'APP', 'WEB_AND_APP']);
export type CollectionType = z.infer<typeof CollectionType>;

// Labels are our choice; the spec gives only the codes.
export const collectionTypeLabels: Readonly<Record<CollectionType, string>> = {
  WEB: 'Web',
  APP: 'App',
  WEB_AND_APP: 'Web and app',
};

/** Whether a collection of this type shows on the given surface. */
export const collectionShowsOn = (type: CollectionType, surface: 'WEB' | 'APP'): boolean =>
  type === 'WEB_AND_APP' || type === surface;
