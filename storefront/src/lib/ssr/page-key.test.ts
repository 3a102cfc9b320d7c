import { describe, expect, it } from 'vitest';
import { pageKeyOf } from './page-key.ts';

describe('the page a URL names, as the gateway keeps it', () => {
  it('keeps only the parameters the page reads, sorted', () => {
    expect(pageKeyOf('/shop?utm_source=mail&sortBy=price&country=France&x=1')).toBe(
      '/shop?country=France&sortBy=price',
    );
    expect(pageKeyOf('/shop?country=France&sortBy=price')).toBe('/shop?country=France&sortBy=price');
  });

  it('drops every parameter of a page that reads none, so made-up ones name the same page', () => {
    expect(pageKeyOf('/product/barolo-2017?junk=1')).toBe('/product/barolo-2017');
    expect(pageKeyOf('/?a=1')).toBe('/');
  });

  it('names no page for one not rendered on the server', () => {
    expect(pageKeyOf('/cart?x=1')).toBeUndefined();
  });
});
