import type { PaymentProvider } from '@wine/contracts/payments/payment-provider';
import { installSecret } from '@wine/platform/config/install-secrets';
import type { Pool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import type { AccessTokenVerifier } from '@wine/platform/http/auth';
import type { ViewerOf } from '@wine/platform/http/viewer';
import type { Logger } from '@wine/platform/observability/logger';
import type { PgProjection } from '@wine/platform/projections/projection';
import type { ContextFace } from '@wine/platform/runtime/context-face';
import { loadOrder } from './app/decide-on-order.ts';
import { startReservationSweep } from './app/expire-reservations.ts';
import type { PaymentDeps } from './app/payment-port.ts';
import { createCourier } from './courier/create-courier.ts';
import type { RunningCourierSimulator } from './courier/simulator/start-courier-simulator.ts';
import { bookCourier } from './effects/book-courier.ts';
import { refundPayment } from './effects/refund-payment.ts';
import { checkoutMailRouter } from './http/checkout-mail-router.ts';
import { courierWebhookRouter } from './http/courier-webhook-router.ts';
import { orderPaymentsRouter } from './http/order-payments-router.ts';
import { ordersRouter } from './http/orders-router.ts';
import type { OrdersConfig } from './orders-config.ts';
import { ORDER_HISTORY_PROJECTION, orderHistoryProjection } from './projections/order-history-projection.ts';
import { ordersCatalogProjection } from './projections/orders-catalog-projection.ts';
import { closeAccountOrders } from './workflows/close-account-orders.ts';
import { followAccountActivityOf } from './workflows/follow-account-activity.ts';
import { followPayments } from './workflows/follow-payments.ts';
import { followStockCount } from './workflows/follow-stock-count.ts';

export interface OrdersDeps {
  config: OrdersConfig;
  pool: Pool;
  logger: Logger;
  /** Identity's token check. */
  verifier: AccessTokenVerifier;
  /** Identity's member check, for member prices at checkout; without it everyone pays the public price. */
  viewerOf?: ViewerOf;
  /** Payments' port: orders charge and refund through it. */
  payments: PaymentProvider;
}

export interface Orders extends ContextFace {
  projections: PgProjection[];
  /** The courier simulator, without COURIER_API_URL. */
  courierSimulator: RunningCourierSimulator | undefined;
  close(): Promise<void>;
}

/** Production sets it; anywhere else an unset one is this install's own, made at random once. */
function shopperKeySecret(config: OrdersConfig): string {
  if (config.ORDERS_SHOPPER_KEY_SECRET) return config.ORDERS_SHOPPER_KEY_SECRET;
  if (config.NODE_ENV === 'production')
    throw new Error('Invalid configuration: ORDERS_SHOPPER_KEY_SECRET must be set in production');
  return installSecret('ORDERS_SHOPPER_KEY_SECRET');
}

/** Its read models, known without creating it: replay rebuilds them with no context's secrets. */
export const ordersReadModels: PgProjection[] = [ordersCatalogProjection, orderHistoryProjection];

/**
 * The orders context as a process hosts it: checkout, payment, the order e-mails and history,
 * stock, dispatch and the courier (or its simulator, started here) with its signed webhook, the
 * workflows and effects that follow events, and the sweep that ends unpaid reservations.
 */
export async function createOrders(deps: OrdersDeps): Promise<Orders> {
  const { config, pool, logger, verifier } = deps;
  const store = new EventStore(pool);
  const clock = () => new Date();
  const payment: PaymentDeps = {
    store,
    provider: deps.payments,
    returnUrl: (orderId) => `${config.WEB_APP_URL}/checkout/complete?order_id=${orderId}`,
    clock,
    logger,
    productName: config.PRODUCT_NAME,
  };
  const courier = await createCourier(config, logger);
  const productName = config.PRODUCT_NAME;
  return {
    name: 'orders',
    publishes: true,
    // The courier signs its reports; it has no bearer token.
    routesBeforeAuth: [
      courierWebhookRouter({ store, clock, productName, logger, webhookSecret: courier.webhookSecret }),
    ],
    routes: [
      ordersRouter({
        pool,
        verifier,
        shopperKeySecret: shopperKeySecret(config),
        ...(deps.viewerOf ? { viewerOf: deps.viewerOf } : {}),
      }),
      orderPaymentsRouter({ deps: payment, verifier }),
      checkoutMailRouter({ deps: { ...payment, productName }, verifier }),
    ],
    consistentReads: {
      '/fn/getCustomerOrdersV2': [ORDER_HISTORY_PROJECTION],
      '/fn/getCustomerOrdersByUser': [ORDER_HISTORY_PROJECTION],
    },
    projections: ordersReadModels,
    workflows: [
      followPayments(payment),
      closeAccountOrders(payment),
      followAccountActivityOf(payment),
      followStockCount,
    ],
    effects: [
      refundPayment(payment),
      bookCourier({ courier: courier.courier, orderNow: (orderId) => loadOrder(store, orderId), logger }),
    ],
    start: () =>
      startReservationSweep({
        pool,
        store,
        clock,
        logger,
        reservationMs: config.RESERVATION_MINUTES * 60_000,
        productName,
      }),
    courierSimulator: courier.simulator,
    close: () => courier.close(),
  };
}
