import { describe, expect, it } from 'vitest';
import { CollectionType, collectionShowsOn } from './collection-type.ts';

describe('collection type', () => {
  it('is WEB, APP or WEB_AND_APP', () =>
    expect(CollectionType.options).toEqual(['WEB', 'APP', 'WEB_AND_APP']));
  it('shows WEB_AND_APP collections everywhere, others on their own surface', () => {
    expect(collectionShowsOn('WEB_AND_APP', 'APP')).toBe(true);
    expect(collectionShowsOn('WEB', 'WEB')).toBe(true);
    expect(collectionShowsOn('WEB', 'APP')).toBe(false);
  });
});
