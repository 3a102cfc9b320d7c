import type { WineDto } from '@wine/contracts/catalog/wine';
import { describe, expect, it } from 'vitest';
import { cartProductFromWine } from './cart-product.ts';

const wine = {
  id: 'barolo-2018',
  slug: 'barolo-2018',
  name: 'Barolo',
  producer: 'Vietti',
  wineType: 'red',
  publicPrice: 4000,
  memberPrice: null,
  maxQuantityForGuest: null,
  bottleSize: 'BOTTLE',
  vintage: 2018,
  images: [
    { id: '1', url: '/media/back.svg', alt: '', isPrimary: false },
    { id: '2', url: '/media/front.svg', alt: '', isPrimary: true },
  ],
} as unknown as WineDto;

describe('cart product from a wine', () => {
  it('takes the public price for a guest, with no limit when the wine has none', () => {
    expect(cartProductFromWine(wine)).toEqual({
      id: 'barolo-2018',
      name: 'Barolo',
      price: 4000,
      slug: 'barolo-2018',
      producer: 'Vietti',
      wineType: 'red',
      bottleSize: 'BOTTLE',
      vintage: 2018,
      thumbnail: '/media/front.svg',
    });
  });

  it('takes the member price when the API shows one, and the guest limit when there is one', () => {
    const product = cartProductFromWine({ ...wine, memberPrice: 3200, maxQuantityForGuest: 2 });
    expect(product.price).toBe(3200);
    expect(product.maxQuantityForGuest).toBe(2);
  });
});
