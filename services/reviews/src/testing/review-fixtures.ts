import type { WineListed } from '@wine/contracts/catalog/catalog-events';
import type { EventStore } from '@wine/platform/event-store/event-store';

const meta = { correlationId: 'test', causationId: null, userId: null, region: 'GB' };

/** A catalog listing as the catalog appends it: what tells the reviews context a wine exists. */
export function listWine(
  store: EventStore,
  productId: string,
  masterWineId: string,
  vintage: number | null,
): Promise<unknown> {
  const data: WineListed['data'] = {
    productId,
    masterWineId,
    slug: `${productId}-slug`,
    masterWine: {
      name: 'Pauillac',
      producer: 'Château Test',
      varietal: 'Cabernet Sauvignon',
      region: 'Bordeaux',
      country: 'France',
      wineType: 'red',
      description: 'A claret for tests.',
      tastingNotes: [],
      foodPairings: [],
      servingTemperature: '16-18°C',
      rating: 4.9,
      reviewCount: 999,
    },
    product: {
      vintage,
      bottleSize: 'BOTTLE',
      alcoholContent: 13.5,
      badges: [],
      collectionType: 'WEB_AND_APP',
      category: 'fine',
      isNewMemberOffer: false,
      maxQuantityForGuest: 12,
    },
    publicPricePence: 2500,
    memberPricePence: 2000,
    stockLevel: 100,
    listedAt: '2025-03-10T10:00:00.000Z',
  };
  return store.appendToStream(`catalog/wine/${productId}`, 0, [{ type: 'WineListed', data }], meta);
}

/** A paid order of the product, as orders appends it: what makes its buyer a verified buyer. */
export function buyWine(
  store: EventStore,
  orderId: string,
  userId: string,
  productId: string,
): Promise<unknown> {
  const at = '2025-03-11T10:00:00.000Z';
  return store.appendToStream(
    `orders/order/${orderId}`,
    0,
    [
      {
        type: 'OrderPlaced',
        data: {
          orderId,
          userId,
          idempotencyKey: orderId,
          pricedAsMember: false,
          lines: [{ productId, quantity: 1, unitPricePence: 2500, bottleSize: 'BOTTLE', linePence: 2500 }],
          totals: { bottles: 1, caseSlots: 1, totalPence: 2500 },
          status: 'PENDING',
          placedAt: at,
        },
      },
      {
        type: 'PaymentSucceeded',
        data: { orderId, paymentIntentId: 'pi_test', amountPence: 2500, source: 'charge', paidAt: at },
      },
    ],
    meta,
  );
}
