import type { Pool } from '@wine/platform/db/pool';
import { ConcurrencyError, DomainError } from '@wine/platform/errors/domain-error';
import { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import type { Logger } from '@wine/platform/observability/logger';
import { Hono } from 'hono';
import Stripe from 'stripe';

/** Stripe's default: a signature older than five minutes is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type StripeWebhookHandler = (event: Stripe.Event) => Promise<void>;

export interface StripeWebhookOptions {
  pool: Pool;
  webhookSecret: string;
  /** By Stripe event type; the other types are acknowledged and ignored. */
  handlers: Readonly<Record<string, StripeWebhookHandler>>;
  logger: Logger;
  clock?: () => Date;
}

const streamOf = (stripeEventId: string) => `payments/stripe-event/${stripeEventId}`;

/**
 * POST /api/stripe/webhook. The signature is checked on the raw body before anything is read;
 * each Stripe event is applied once: a redelivery finds its `StripeEventApplied` and stops.
 * Handlers are idempotent too (keyed by PaymentIntent or subscription), so a crash between the
 * effect and the record only means the redelivery applies nothing new.
 */
export function stripeWebhookRouter(options: StripeWebhookOptions) {
  const store = new EventStore(options.pool);
  const clock = options.clock ?? (() => new Date());
  const app = new Hono();

  app.post('/api/stripe/webhook', async (c) => {
    const raw = await c.req.text();
    const signature = c.req.header('stripe-signature') ?? '';
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(
        raw,
        signature,
        options.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      options.logger.warn({ err: error }, 'stripe webhook refused: bad signature');
      throw new DomainError('VALIDATION_ERROR', 'Invalid Stripe webhook signature', 400, {
        header: 'stripe-signature',
      });
    }
    const streamId = streamOf(event.id);
    if ((await store.readStream(streamId)).version > 0)
      return c.json({ received: true, duplicate: true }, 200);

    await options.handlers[event.type]?.(event);
    const object = event.data.object as { id?: unknown };
    const applied = {
      stripeEventId: event.id,
      stripeType: event.type,
      objectId: typeof object.id === 'string' ? object.id : null,
      appliedAt: clock().toISOString(),
    };
    try {
      await store.appendToStream(
        streamId,
        0,
        [{ type: 'StripeEventApplied', data: applied }],
        metadataFromContext(),
      );
    } catch (error) {
      // The same event, delivered twice at once: the other delivery recorded it.
      if (!(error instanceof ConcurrencyError)) throw error;
    }
    return c.json({ received: true }, 200);
  });
  return app;
}
