import { z } from 'zod';
import { OrderId } from './order-events.ts';

/**
 * POST /fn/cancelOrder: the customer cancels an order not yet sent. Its bottles go back on sale;
 * what was paid is refunded to the card.
 */
export const CancelOrderRequest = z.object({ orderId: OrderId }).meta({ id: 'CancelOrderRequest' });
export type CancelOrderRequest = z.infer<typeof CancelOrderRequest>;
