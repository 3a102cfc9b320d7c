import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.ts';

describe('sitemap.xml', () => {
  it('names every page absolutely on the site, with the day a piece last changed', () => {
    const xml = sitemapXml('https://shop.example/', [
      { path: '/journal/a-b', updatedAt: '2025-03-10T10:00:00.000Z' },
      { path: '/product/x&y', updatedAt: null },
    ]);
    expect(xml).toContain('<url><loc>https://shop.example/journal</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://shop.example/journal/a-b</loc><lastmod>2025-03-10</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://shop.example/product/x&amp;y</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
