import { createRoute } from '@hono/zod-openapi';
import {
  CheckoutRequest,
  CustomerOrdersByUserQuery,
  CustomerOrdersPage,
  CustomerOrdersQuery,
  OrderSummary,
} from '@wine/contracts/orders/checkout';
import { IdempotencyKey } from '@wine/contracts/orders/order-events';
import type { Pool } from '@wine/platform/db/pool';
import { DomainError } from '@wine/platform/errors/domain-error';
import { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import type { AppEnv } from '@wine/platform/http/app-env';
import { type AccessTokenVerifier, requireUser } from '@wine/platform/http/auth';
import { callerId } from '@wine/platform/http/caller';
import { createRouter } from '@wine/platform/http/create-router';
import { bearer, errorResponses, json, jsonBody } from '@wine/platform/http/openapi-parts';
import { guestsOnly, type ViewerOf } from '@wine/platform/http/viewer';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { CheckoutBatcher } from '../app/checkout-batcher.ts';
import { OrderHistoryReader } from '../read/order-history-reader.ts';
import { orderSummaryOf } from '../read/order-summary.ts';
import { idempotencyKeyOf } from './idempotency-key.ts';
import { shopperKeysOf } from './shopper-keys.ts';

export interface OrdersRouterOptions {
  pool: Pool;
  /** Identity's token verifier (createIdentity(...).verifier). */
  verifier: AccessTokenVerifier;
  /** Identity's member check (createIdentity(...).viewerOf). */
  viewerOf?: ViewerOf;
  clock?: () => Date;
  /** Keys the hashes of the devices and addresses the guest limit counts (ORDERS_SHOPPER_KEY_SECRET). */
  shopperKeySecret: string;
}

const tags = ['orders'];

const checkoutRoute = (path: string, operationId: string, summary: string, middleware: MiddlewareHandler[]) =>
  createRoute({
    method: 'post',
    path,
    operationId,
    tags,
    summary,
    security: bearer,
    middleware,
    request: {
      headers: z.object({ 'idempotency-key': IdempotencyKey.optional() }),
      ...jsonBody(CheckoutRequest),
    },
    responses: {
      200: json(OrderSummary, 'The order; a retry with the same key gets the same order back'),
      ...errorResponses(
        [400, 'a bad request, a missing key, or over the guest limit'],
        401,
        [404, 'a product that is not for sale'],
        [409, 'not enough stock left; nothing was reserved'],
      ),
    },
  });

const ordersRoute = <Q extends z.ZodObject>(
  path: string,
  operationId: string,
  query: Q,
  summary: string,
  middleware: MiddlewareHandler[],
) =>
  createRoute({
    method: 'get',
    path,
    operationId,
    tags,
    summary,
    security: bearer,
    middleware,
    request: { query },
    responses: {
      200: json(CustomerOrdersPage, 'Newest first, 20 to a page unless `limit` says otherwise'),
      ...errorResponses(400, 401, [403, "another customer's orders"]),
    },
  });

const summary = 'Place an order: re-priced by the server, stock reserved, idempotent by key';

/** Checkout and order history; mount with `app.route('/', ordersRouter(...))`. */
export function ordersRouter(options: OrdersRouterOptions) {
  // Concurrent checkouts share transactions (group commit): see CheckoutBatcher.
  const checkouts = new CheckoutBatcher(new EventStore(options.pool));
  const reader = new OrderHistoryReader(options.pool);
  const viewerOf = options.viewerOf ?? guestsOnly;
  const clock = options.clock ?? (() => new Date());

  const checkout = async (c: Context<AppEnv>, request: CheckoutRequest, header: string | undefined) => {
    const { isMember } = await viewerOf(c);
    const input = {
      userId: callerId(c),
      isMember,
      idempotencyKey: idempotencyKeyOf(header, request.idempotencyKey),
      lines: request.lines,
      dateOfBirth: request.dateOfBirth,
      shoppers: shopperKeysOf(c, options.shopperKeySecret),
      now: clock().toISOString(),
    };
    return orderSummaryOf(await checkouts.place(input, metadataFromContext()));
  };

  const auth = [requireUser(options.verifier)];
  return createRouter()
    .openapi(checkoutRoute('/api/orders/checkout', 'checkout', summary, auth), async (c) =>
      c.json(await checkout(c, c.req.valid('json'), c.req.valid('header')['idempotency-key']), 200),
    )
    .openapi(checkoutRoute('/fn/createOrder', 'createOrder', summary, auth), async (c) =>
      c.json(await checkout(c, c.req.valid('json'), c.req.valid('header')['idempotency-key']), 200),
    )
    .openapi(
      ordersRoute(
        '/fn/getCustomerOrdersV2',
        'getCustomerOrdersV2',
        CustomerOrdersQuery,
        "The caller's orders",
        auth,
      ),
      async (c) => c.json(await reader.page(callerId(c), c.req.valid('query')), 200),
    )
    .openapi(
      ordersRoute(
        '/fn/getCustomerOrdersByUser',
        'getCustomerOrdersByUser',
        CustomerOrdersByUserQuery,
        "A customer's orders: only the caller's own",
        auth,
      ),
      async (c) => {
        const { userId, ...page } = c.req.valid('query');
        const caller = callerId(c);
        // No role may read another customer's orders yet (spec section 6 shows no admin).
        if (userId !== undefined && userId !== caller) {
          throw new DomainError('FORBIDDEN', "Another customer's orders are not yours to read", 403);
        }
        return c.json(await reader.page(caller, page), 200);
      },
    );
}
