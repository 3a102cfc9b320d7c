import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it('keeps an address inside the app, query included', () => {
    expect(safeReturnTo('/drop')).toBe('/drop');
    expect(safeReturnTo('/shop?category=investment&sortBy=price')).toBe(
      '/shop?category=investment&sortBy=price',
    );
    expect(safeReturnTo('/account/wishlist')).toBe('/account/wishlist');
  });

  it('goes home for anything that could leave the app, or loop', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/drop',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      undefined,
      42,
      '/sign-in?redirect=/drop',
    ]) {
      expect(safeReturnTo(value)).toBe('/');
    }
  });
});
