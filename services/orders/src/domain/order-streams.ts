import { v5 as uuidv5 } from 'uuid';

// Fixed for ever: changing it would give every retried checkout a new order.
const ORDER_ID_NAMESPACE = '5b0c3f0e-2a61-4f0c-9d0e-6f1c6f3d8a47';

/**
 * The order a checkout makes, named by who asked and their idempotency key: a retry computes
 * the same id, lands on the same stream, and finds the order already there.
 */
export const orderIdFor = (userId: string, idempotencyKey: string): string =>
  uuidv5(`${userId}\n${idempotencyKey}`, ORDER_ID_NAMESPACE);

export const orderStreamId = (orderId: string) => `orders/order/${orderId}`;
export const stockStreamId = (productId: string) => `orders/stock/${productId}`;
export const customerStreamId = (userId: string) => `orders/customer/${userId}`;
/** One device's or client address's orders, named by its keyed hash (never the value itself). */
export const shopperStreamId = (kind: 'device' | 'address', keyedHash: string) =>
  `orders/shopper/${kind}-${keyedHash}`;
