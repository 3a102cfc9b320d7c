import { listing } from '@wine/contracts/testing/wine-listing';
import type { EventStore } from '@wine/platform/event-store/event-store';

const meta = { correlationId: 'test', causationId: null, userId: null, region: 'GB' };

/** A catalog listing as the catalog appends it: what tells the reviews context a wine exists. */
export function listWine(
  store: EventStore,
  productId: string,
  masterWineId: string,
  vintage: number | null,
): Promise<unknown> {
  const base = listing(productId);
  const data = { ...base, masterWineId, product: { ...base.product, vintage } };
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

/** Identity's staff-role event on the person's stream, as identity appends it (npm run staff). */
export function staffRole(store: EventStore, userId: string, granted: boolean): Promise<unknown> {
  const at = '2025-03-11T10:00:00.000Z';
  const role = 'review-moderator';
  return store.appendToStream(
    `identity/user/${userId}`,
    'any',
    [
      granted
        ? { type: 'StaffRoleGranted', data: { userId, role, grantedAt: at } }
        : { type: 'StaffRoleRevoked', data: { userId, role, revokedAt: at } },
    ],
    meta,
  );
}
