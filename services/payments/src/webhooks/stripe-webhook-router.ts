import { literalStatement } from '@wine/platform/db/literal-statement';
import type { Pool } from '@wine/platform/db/pool';
import { DomainError } from '@wine/platform/errors/domain-error';
import type { Logger } from '@wine/platform/observability/logger';
import { Hono } from 'hono';
import Stripe from 'stripe';
import type { RecordOnce } from '../app/payments-deps.ts';

/** Stripe's default: a signature older than five minutes is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * `inbox` records the Stripe event in payments' inbox (`payments_stripe_inbox`). A handler runs its
 * statement in the BEGIN's round trip of the transaction that applies the event: the record and
 * its effect commit together, and a second delivery at the same time waits on the first's row,
 * then finds it. What a handler leaves unrecorded, the router records after it.
 */
export type StripeWebhookHandler = (event: Stripe.Event, inbox: RecordOnce) => Promise<void>;

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
 * each Stripe event is applied once: a redelivery finds it in the inbox and stops, and is answered
 * as a duplicate. Handlers are idempotent too (keyed by PaymentIntent or subscription), so where
 * the router records an event after a handler that applied nothing, a crash between the two only
 * means the next delivery applies nothing again.
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
    const object = event.data.object as { id?: unknown };
    let recorded: boolean | undefined;
    const inbox: RecordOnce = {
      statement: literalStatement(
        `INSERT INTO payments_stripe_inbox (stripe_event_id, stripe_type, object_id, applied_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [event.id, event.type, typeof object.id === 'string' ? object.id : null, clock().toISOString()],
      ),
      recorded: (answer) => {
        recorded = answer?.rowCount === 1;
        return recorded;
      },
    };
    await options.handlers[event.type]?.(event, inbox);
    const applied = recorded ?? inbox.recorded(await options.pool.query(inbox.statement));
    return c.json(applied ? { received: true } : { received: true, duplicate: true }, 200);
  });
  return app;
}
