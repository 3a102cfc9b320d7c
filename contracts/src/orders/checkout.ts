import { z } from 'zod';
import { ProductId } from '../catalog/catalog-ids.ts';
import { OrderStatus } from '../order-status.ts';
import { OrderDelivery } from './order-delivery.ts';
import { IdempotencyKey, OrderId, OrderLine, OrderTotals } from './order-events.ts';

export const CheckoutLine = z.object({ productId: ProductId, quantity: z.int().positive().max(1000) });
export type CheckoutLine = z.infer<typeof CheckoutLine>;

/**
 * POST /api/orders/checkout and POST /fn/createOrder. The key may come here or in the
 * `Idempotency-Key` header; one of them is required. A product appears once: the client's cart
 * already merges quantities, so a repeat is a client bug, not something to guess about.
 */
export const CheckoutRequest = z
  .object({
    lines: z
      .array(CheckoutLine)
      .min(1)
      .max(100)
      .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, {
        message: 'each product may appear only once',
      }),
    idempotencyKey: IdempotencyKey.optional(),
    /** Asked once, at a customer's first checkout: wine is sold to adults (18+) only. */
    dateOfBirth: z.iso.date().optional(),
  })
  .meta({ id: 'CheckoutRequest' });
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;

/** An order as its owner sees it: the checkout's answer and one entry of the order history. */
export const OrderSummary = z
  .object({
    orderId: OrderId,
    status: OrderStatus,
    /** Spec section 4's label for the status. */
    statusLabel: z.string(),
    lines: z.array(OrderLine),
    totals: OrderTotals,
    placedAt: z.iso.datetime({ offset: true }),
    /** Once dispatched: the parcel's tracking reference and where it is (the order history). */
    delivery: OrderDelivery.optional(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof OrderSummary>;

export const DEFAULT_ORDER_PAGE_SIZE = 20;

export const CustomerOrdersQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_ORDER_PAGE_SIZE),
  /** Only orders in this status (e.g. PAID_IN_STORAGE: what is in storage, to dispatch). */
  status: OrderStatus.optional(),
});
export type CustomerOrdersQuery = z.infer<typeof CustomerOrdersQuery>;

/** getCustomerOrdersByUser names the user; only the caller's own orders are readable. */
export const CustomerOrdersByUserQuery = CustomerOrdersQuery.extend({ userId: z.uuid().optional() });

/** The caller's orders, newest first. */
export const CustomerOrdersPage = z
  .object({
    orders: z.array(OrderSummary),
    total: z.int().min(0),
    offset: z.int().min(0),
    limit: z.int().min(1),
  })
  .meta({ id: 'CustomerOrdersPage' });
export type CustomerOrdersPage = z.infer<typeof CustomerOrdersPage>;
