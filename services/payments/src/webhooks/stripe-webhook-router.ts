import type { Pool } from '@wine/platform/db/pool';
import { DomainError } from '@wine/platform/errors/domain-error';
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

/**
 * POST /api/stripe/webhook. The signature is checked on the raw body before anything is read;
 * each Stripe event is applied once: a redelivery finds it in the inbox
 * (`payments_stripe_inbox`) and stops. Handlers are idempotent too (keyed by PaymentIntent or
 * subscription), so two deliveries at once, or a crash between the effect and the inbox row, only
 * mean the second run applies nothing new.
 */
export function stripeWebhookRouter(options: StripeWebhookOptions) {
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
    const seen = await options.pool.query('SELECT 1 FROM payments_stripe_inbox WHERE stripe_event_id = $1', [
      event.id,
    ]);
    if (seen.rowCount) return c.json({ received: true, duplicate: true }, 200);

    await options.handlers[event.type]?.(event);
    const object = event.data.object as { id?: unknown };
    // The same event, delivered twice at once: whichever records it second finds the row.
    await options.pool.query(
      `INSERT INTO payments_stripe_inbox (stripe_event_id, stripe_type, object_id, applied_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [event.id, event.type, typeof object.id === 'string' ? object.id : null, clock().toISOString()],
    );
    return c.json({ received: true }, 200);
  });
  return app;
}
