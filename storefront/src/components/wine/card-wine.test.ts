import { describe, expect, it } from 'vitest';
import { primaryImage } from './card-wine.ts';

const image = (id: string, isPrimary: boolean) => ({ id, url: `/media/${id}.svg`, alt: id, isPrimary });

describe('primaryImage', () => {
  it('prefers the image flagged primary', () => {
    expect(primaryImage([image('a', false), image('b', true)])?.id).toBe('b');
  });

  it('falls back to the first image, or none', () => {
    expect(primaryImage([image('a', false), image('b', false)])?.id).toBe('a');
    expect(primaryImage([])).toBeUndefined();
  });
});
