import { createRoute } from '@hono/zod-openapi';
import { CancelOrderRequest } from '@wine/contracts/orders/cancel-order';
import { OrderSummary } from '@wine/contracts/orders/checkout';
import {
  DeliveryQuote,
  DispatchRequest,
  DispatchResult,
  FullCaseAnswer,
  OrderIdsRequest,
} from '@wine/contracts/orders/delivery';
import { DispatchHoldRequest } from '@wine/contracts/orders/dispatch-hold';
import {
  AttemptPaymentRequest,
  ConfirmPayment3dsRequest,
  PaymentResult,
} from '@wine/contracts/orders/payment-api';
import { paymentStatusLabels } from '@wine/contracts/payment-status';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import { type AccessTokenVerifier, requireUser } from '@wine/platform/http/auth';
import { callerId } from '@wine/platform/http/caller';
import { createRouter } from '@wine/platform/http/create-router';
import { bearer, errorResponses, json, jsonBody } from '@wine/platform/http/openapi-parts';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { cancelOrder } from '../app/cancel-order.ts';
import { changeCustomerHold } from '../app/customer-holds.ts';
import { dispatchOrders, quoteDelivery } from '../app/dispatch-orders.ts';
import { stopWaitingForFullCase, waitForFullCase } from '../app/full-case.ts';
import { attemptPayment, confirmAfterAuthentication, type PaymentAnswer } from '../app/pay-order.ts';
import type { PaymentDeps } from '../app/payment-port.ts';
import { orderSummaryOf } from '../read/order-summary.ts';

const tags = ['orders: payment and dispatch'];
const errors = errorResponses(400, 401, [404, 'no such order of the caller'], 409);

const post = <Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  operationId: string,
  summary: string,
  body: Req,
  response: Res,
  middleware: MiddlewareHandler[],
) =>
  createRoute({
    method: 'post',
    path,
    operationId,
    tags,
    summary,
    security: bearer,
    middleware,
    request: jsonBody(body),
    responses: { 200: json(response, 'Done'), ...errors },
  });

const messages: Record<PaymentAnswer['outcome'], string> = {
  ...paymentStatusLabels,
  requires_action: 'Your bank needs you to confirm this payment',
};

const resultOf = ({ outcome, order, nextAction }: PaymentAnswer): PaymentResult => ({
  paymentStatus: outcome,
  message: messages[outcome],
  order: orderSummaryOf(order),
  ...(nextAction ? { nextAction } : {}),
});

/** attemptPayment, the 3-D Secure return, delivery quotes and dispatch requests. */
export function orderPaymentsRouter(options: { deps: PaymentDeps; verifier: AccessTokenVerifier }) {
  const { deps } = options;
  const auth = [requireUser(options.verifier)];
  const dispatch = (path: string, operationId: string) =>
    post(
      path,
      operationId,
      'Send orders from storage in one delivery',
      DispatchRequest,
      DispatchResult,
      auth,
    );

  const router = createRouter()
    .openapi(
      post(
        '/fn/attemptPayment',
        'attemptPayment',
        "Charge an order's total to a card",
        AttemptPaymentRequest,
        PaymentResult,
        auth,
      ),
      async (c) => {
        const { orderId, stripePaymentId } = c.req.valid('json');
        const input = { orderId, userId: callerId(c), paymentMethodId: stripePaymentId };
        return c.json(resultOf(await attemptPayment(deps, input, metadataFromContext())), 200);
      },
    )
    .openapi(
      post(
        '/api/orders/confirm-delivery-payment-3ds',
        'confirmDeliveryPayment3ds',
        'The customer is back from the bank: record how the payment ended',
        ConfirmPayment3dsRequest,
        PaymentResult,
        auth,
      ),
      async (c) => {
        const input = { clientSecret: c.req.valid('json').clientSecret, userId: callerId(c) };
        return c.json(resultOf(await confirmAfterAuthentication(deps, input, metadataFromContext())), 200);
      },
    )
    .openapi(
      post(
        '/fn/getDeliveryFee',
        'getDeliveryFee',
        'What sending these orders together costs',
        OrderIdsRequest,
        DeliveryQuote,
        auth,
      ),
      async (c) => c.json(await quoteDelivery(deps, callerId(c), c.req.valid('json').orderIds), 200),
    );

  // A change to one of the caller's orders, named by its id: each answers the order's summary after it.
  const orderChanges = [
    [
      '/fn/cancelOrder',
      'cancelOrder',
      'Cancel an order not yet sent: refunded, its bottles back on sale',
      cancelOrder,
    ],
    [
      '/api/orders/stop-waiting-for-full-case',
      'stopWaitingForFullCase',
      'An order waiting for a full case goes back to storage',
      stopWaitingForFullCase,
    ],
  ] as const;
  for (const [path, operationId, summary, change] of orderChanges) {
    router.openapi(post(path, operationId, summary, CancelOrderRequest, OrderSummary, auth), async (c) => {
      const input = { orderId: c.req.valid('json').orderId, userId: callerId(c) };
      return c.json(orderSummaryOf(await change(deps, input, metadataFromContext())), 200);
    });
  }

  const holds = [
    ['/api/orders/hold-dispatch', 'holdDispatch', 'Keep a paid order in storage, out of any dispatch', true],
    ['/api/orders/release-dispatch-hold', 'releaseDispatchHold', 'Let a held order be sent again', false],
  ] as const;
  for (const [path, operationId, summary, hold] of holds) {
    router.openapi(post(path, operationId, summary, DispatchHoldRequest, OrderSummary, auth), async (c) => {
      const input = { orderId: c.req.valid('json').orderId, userId: callerId(c), hold };
      return c.json(orderSummaryOf(await changeCustomerHold(deps, input, metadataFromContext())), 200);
    });
  }

  router.openapi(
    post(
      '/api/orders/wait-for-full-case',
      'waitForFullCase',
      'Let paid orders wait for a full case, then send them together, free',
      OrderIdsRequest,
      FullCaseAnswer,
      auth,
    ),
    async (c) => {
      const done = await waitForFullCase(
        deps,
        callerId(c),
        c.req.valid('json').orderIds,
        metadataFromContext(),
      );
      const body: FullCaseAnswer = { ...done, orders: done.orders.map((order) => orderSummaryOf(order)) };
      return c.json(body, 200);
    },
  );

  // The spec's named call and the admin client's path for it (section 7).
  const dispatchPaths = [
    ['/fn/dispatchOrders', 'dispatchOrders'],
    ['/api/orders/send-for-delivery', 'sendForDelivery'],
  ] as const;
  for (const [path, operationId] of dispatchPaths) {
    router.openapi(dispatch(path, operationId), async (c) => {
      const done = await dispatchOrders(deps, callerId(c), c.req.valid('json'), metadataFromContext());
      const body: DispatchResult = {
        dispatchId: done.dispatchId,
        orders: done.orders.map((order) => orderSummaryOf(order)),
        feePence: done.feePence,
        adultSignatureRequired: true,
      };
      return c.json(body, 200);
    });
  }
  return router;
}
