import type { WineDto } from '@wine/contracts/catalog/wine';
import { primaryImage } from '../../components/wine/card-wine.ts';
import type { CartProduct } from './cart-rules.ts';

/**
 * The cart line's copy of a wine. The API shows the member price only to members, so
 * "member price, else public price" is the price this viewer pays.
 */
export function cartProductFromWine(wine: WineDto): CartProduct {
  const thumbnail = primaryImage(wine.images)?.url;
  return {
    id: wine.id,
    name: wine.name,
    price: wine.memberPrice ?? wine.publicPrice,
    ...(wine.maxQuantityForGuest === null ? {} : { maxQuantityForGuest: wine.maxQuantityForGuest }),
    slug: wine.slug,
    producer: wine.producer,
    wineType: wine.wineType,
    bottleSize: wine.bottleSize,
    vintage: wine.vintage,
    ...(thumbnail === undefined ? {} : { thumbnail }),
  };
}
