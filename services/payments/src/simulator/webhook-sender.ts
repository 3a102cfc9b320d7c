import type { Logger } from '@wine/platform/observability/logger';
import Stripe from 'stripe';
import { nowSeconds, type SimulatorState, type StripeObject } from './simulator-state.ts';

const RETRY_DELAYS_MS = [250, 1000, 4000, 15_000];

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

  async function deliver(event: StripeObject, attempt: number): Promise<void> {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      if (response.ok) return;
      throw new Error(`webhook answered ${response.status}`);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        logger.error({ err: error, eventId: event.id, type: event.type }, 'simulated webhook given up');
        return;
      }
      logger.warn({ err: error, eventId: event.id, attempt }, 'simulated webhook failed; retrying');
      setTimeout(() => void deliver(event, attempt + 1), delay).unref();
    }
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
    setImmediate(() => void deliver(event, 0));
  };
}
