import type { Logger } from '@wine/platform/observability/logger';
import { type RetryOptions, retry } from '@wine/platform/resilience/retry';
import Stripe from 'stripe';
import { nowSeconds, type SimulatorState, type StripeObject } from './simulator-state.ts';

/** Waits of 250 ms, 1 s, 4 s and 16 s, then the webhook is given up. */
const WEBHOOK_RETRIES: RetryOptions = { retries: 4, firstMs: 250, factor: 4, maxMs: 16_000 };

/**
 * Delivers events as Stripe does: a signed POST of the event JSON, after the API call has
 * answered, retried with back-off until the endpoint says 2xx.
 */
export function webhookSender(options: {
  state: SimulatorState;
  url: string;
  secret: string;
  apiVersion: string;
  logger: Logger;
}) {
  const { state, url, secret, logger } = options;

  async function post(event: StripeObject): Promise<void> {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  }

  async function deliver(event: StripeObject): Promise<void> {
    await retry(() => post(event), {
      ...WEBHOOK_RETRIES,
      onError: (err, attempt) =>
        logger.warn({ err, eventId: event.id, attempt: attempt - 1 }, 'simulated webhook failed; retrying'),
    }).catch((err: unknown) =>
      logger.error({ err, eventId: event.id, type: event.type }, 'simulated webhook given up'),
    );
  }

  return (type: string, object: StripeObject): void => {
    const event = {
      id: state.newId('evt'),
      object: 'event',
      api_version: options.apiVersion,
      created: nowSeconds(),
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    // After the answer, as Stripe: a webhook can arrive before or after the caller reads it.
    setImmediate(() => void deliver(event));
  };
}
