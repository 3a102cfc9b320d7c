import { describe, expect, it } from 'vitest';
import { ImageVariantQuery, imageSrcSet, imageVariantUrl } from './image-variants.ts';

describe('image variants: quality 75 and device widths 640 to 3840 (spec section 9)', () => {
  it('offers every device width from 640 to 3840, each at quality 75', () => {
    const entries = imageSrcSet('/media/labels/barolo-2017.svg').split(', ');
    expect(entries[0]).toBe('/media/labels/barolo-2017.svg?w=640&q=75 640w');
    expect(entries.at(-1)).toBe('/media/labels/barolo-2017.svg?w=3840&q=75 3840w');
    expect(entries.map((entry) => Number(entry.split(' ')[1]?.slice(0, -1)))).toEqual([
      640, 750, 828, 1080, 1200, 1920, 2048, 3840,
    ]);
    expect(entries.every((entry) => entry.includes('&q=75 '))).toBe(true);
  });

  it('keeps a query the URL already has', () => {
    expect(imageVariantUrl('/img?id=3', 640)).toBe('/img?id=3&w=640&q=75');
  });

  it('takes only a device width, and quality 75 unless asked', () => {
    expect(ImageVariantQuery.parse({ w: '828' })).toEqual({ w: 828, q: 75 });
    expect(ImageVariantQuery.safeParse({ w: '500' }).success).toBe(false);
    expect(ImageVariantQuery.safeParse({ w: '640', q: '0' }).success).toBe(false);
  });
});
