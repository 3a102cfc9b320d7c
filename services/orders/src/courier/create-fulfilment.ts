import type { Pool } from '@wine/platform/db/pool';
import type { Effect } from '@wine/platform/effects/effect';
import { EventStore } from '@wine/platform/event-store/event-store';
import type { Logger } from '@wine/platform/observability/logger';
import type { Hono } from 'hono';
import { loadOrder } from '../app/decide-on-order.ts';
import { courierWebhookRouter } from '../http/courier-webhook-router.ts';
import { bookCourier } from './book-courier.ts';
import type { CourierConfig } from './courier-config.ts';
import { createCourier } from './create-courier.ts';
import type { RunningCourierSimulator } from './simulator/start-courier-simulator.ts';

export interface Fulfilment {
  /** The courier's booking, for the workers to run. */
  effects: Effect[];
  /** POST /api/courier/webhook: mount before the bearer check (the courier signs, it has no token). */
  webhookRouter: Hono;
  /** The courier simulator, without COURIER_API_URL. */
  simulator: RunningCourierSimulator | undefined;
  close(): Promise<void>;
}

/**
 * Orders' fulfilment as a process composes it: the courier (or its simulator), the effect that
 * books it for each dispatch, and the webhook its reports come back on.
 */
export async function createFulfilment(
  config: CourierConfig,
  deps: { pool: Pool; logger: Logger; productName: string },
): Promise<Fulfilment> {
  const courier = await createCourier(config, deps.logger);
  const store = new EventStore(deps.pool);
  return {
    effects: [
      bookCourier({
        courier: courier.courier,
        orderNow: (orderId) => loadOrder(store, orderId),
        logger: deps.logger,
      }),
    ],
    webhookRouter: courierWebhookRouter({
      store,
      clock: () => new Date(),
      productName: deps.productName,
      logger: deps.logger,
      webhookSecret: courier.webhookSecret,
    }),
    simulator: courier.simulator,
    close: () => courier.close(),
  };
}
