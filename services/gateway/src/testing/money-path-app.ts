import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { WineListed } from '@wine/contracts/catalog/catalog-events';
import { smtpSender } from '@wine/identity/delivery/smtp-sender';
import { customerMail } from '@wine/identity/effects/customer-mail';
import { startSmtpCapture } from '@wine/identity/testing/smtp-capture';
import type { CourierSchedule } from '@wine/orders/courier/simulator/simulated-courier';
import { createOrders, type Orders } from '@wine/orders/create-orders';
import { createPayments } from '@wine/payments/create-payments';
import { migrate } from '@wine/platform/db/migrate';
import { EffectRunner } from '@wine/platform/effects/effect-runner';
import { type Checkpoint, isAfter } from '@wine/platform/event-store/checkpoint';
import { EventStore } from '@wine/platform/event-store/event-store';
import { readAllAfter } from '@wine/platform/event-store/read-all';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import { waitForVisibleHead } from '@wine/platform/event-store/visible-head';
import type { AccessTokenVerifier, AuthenticatedUser } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { createLogger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import { STORE_SOURCE } from '@wine/platform/projections/projection';
import { runFromStore } from '@wine/platform/projections/store-source';
import { type CallOptions, callJson } from '@wine/platform/testing/json-call';
import { createTestDatabase, eventually, type TestDatabase } from '@wine/platform/testing/test-env';
import type { AnyWorkflow } from '@wine/platform/workflows/workflow';
import { WorkflowRunner } from '@wine/platform/workflows/workflow-runner';

export const WEBHOOK_SECRET = 'whsec_money_path_test_secret';
export const WEB_APP_URL = 'http://shop.test';

/**
 * The money path as the gateway mounts it (the orders and payments faces), on a real port (the Stripe SDK and the webhooks
 * travel over HTTP): orders, the payment simulator behind the real SDK, signed webhooks, order
 * e-mails to a real SMTP server, saved cards and the club subscription, on a fresh Postgres. Bearer tokens are user ids: verifying real ones is identity's business.
 */
export interface MoneyPathOptions {
  /** Real tokens (identity's verifier); by default a token is the user id itself. */
  verifier?: AccessTokenVerifier;
  /** A database shared with another context's test app (identity's), left for it to drop. */
  db?: TestDatabase;
  /** Other contexts' workflows to run behind the log too (identity's membership). */
  workflows?: AnyWorkflow[];
  /** Identity's proved e-mails of users; by default every user proved `buyer-<id>@example.com`. */
  provedEmailsOf?: (userIds: readonly string[]) => Promise<Map<string, string | null>>;
  /** Runs the courier simulator on this schedule, its booking effect and its webhook. */
  courier?: CourierSchedule;
}

export const COURIER_WEBHOOK_SECRET = 'whsec_courier_money_path_test';

/** The address the money path's users proved, unless a test wires the real identity. */
export const provedEmailFor = (userId: string) => `buyer-${userId}@example.com`;

export async function startMoneyPath(options: MoneyPathOptions = {}) {
  const db = options.db ?? (await createTestDatabase());
  const store = new EventStore(db.pool);
  const logger = createLogger('money-path-test', { level: 'silent' });

  const smtp = await startSmtpCapture();
  const mailer = smtpSender(smtp.url, 'Cellar Door <orders@cellardoor.test>');
  const app = createApp({ name: 'money-path-test', logger });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const verifier = options.verifier ?? {
    verify: async (token: string): Promise<AuthenticatedUser> => ({
      userId: token,
      isAnonymous: false,
      sessionId: 's',
    }),
  };
  const payments = await createPayments({
    config: {
      NODE_ENV: 'test',
      PORT: port,
      PAYMENT_SIMULATOR_PORT: 0,
      WEB_APP_URL,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CLUB_PRICE_ID: 'price_club',
      CLUB_PRICE_PENCE: 1500,
      CLUB_TRIAL_DAYS: 14,
    },
    pool: db.pool,
    logger,
    verifier,
  });
  await migrate(db.pool, payments.migrations ?? []);
  const simulator = payments.simulator;
  if (!simulator) throw new Error('the money path tests run on the payment simulator');
  // Without a courier schedule, the simulator never collects: dispatches stay as orders left them.
  const never = 7 * 24 * 3600;
  const orders: Orders = await createOrders({
    config: {
      NODE_ENV: 'test',
      PORT: port,
      PRODUCT_NAME: 'Cellar Door',
      WEB_APP_URL,
      RESERVATION_MINUTES: 30,
      COURIER_SIMULATOR_PORT: 0,
      COURIER_WEBHOOK_SECRET,
      COURIER_COLLECT_AFTER_SECONDS: options.courier ? options.courier.collectAfterMs / 1000 : never,
      COURIER_DELIVER_AFTER_SECONDS: options.courier ? options.courier.deliverAfterMs / 1000 : never,
    },
    pool: db.pool,
    logger,
    verifier,
    payments: payments.provider,
  });
  for (const face of [orders, payments]) {
    for (const routes of face.routesBeforeAuth ?? []) app.route('/', routes);
  }
  for (const face of [orders, payments]) for (const routes of face.routes ?? []) app.route('/', routes);

  const projectors = orders.projections.map(
    (p) => new PgProjector(db.pool, p, { deadLetters: pgDeadLetters(db.pool) }),
  );
  for (const projector of projectors) await projector.setup();
  // The workflows and the mail run behind the log as the gateway's workers run them: a paid
  // order completes and is confirmed whether or not anyone calls post-checkout. The courier is
  // booked only when the test runs it.
  const deadLetters = pgDeadLetters(db.pool);
  const provedEmailsOf =
    options.provedEmailsOf ??
    (async (userIds: readonly string[]) => new Map(userIds.map((id) => [id, provedEmailFor(id)])));
  const workflows = [...(orders.workflows ?? []), ...(options.workflows ?? [])];
  const effects = (orders.effects ?? []).filter((e) => options.courier || e.name !== 'orders-book-courier');
  const runners = [
    ...workflows.map((workflow) => new WorkflowRunner(db.pool, workflow, { store, deadLetters, logger })),
    ...[customerMail({ provedEmailsOf, email: mailer, logger }, ['orders']), ...effects].map(
      (effect) => new EffectRunner(db.pool, effect, { deadLetters, logger }),
    ),
  ];
  const workers = runners.map((runner) => runFromStore(db.pool, runner));

  /** Once every workflow and effect has handled the whole log (what they append included). */
  async function caughtUp(): Promise<void> {
    await eventually(async () => {
      await waitForVisibleHead(db.pool);
      // The log's last event in the order runners read it (transaction, then position): the
      // largest position may be drawn by a transaction that committed before another's.
      const { rows } = await db.pool.query<Checkpoint>(
        `SELECT transaction_id::text AS "txId", position::text AS position
           FROM events ORDER BY transaction_id DESC, position DESC LIMIT 1`,
      );
      const last = rows[0];
      if (!last) return true;
      for (const runner of runners) {
        if (isAfter(last, await runner.checkpoint(STORE_SOURCE))) return false;
      }
      return true;
    });
  }

  const call = (method: string, path: string, options?: CallOptions) => callJson(url, method, path, options);

  /** Every event so far, once the log is readable to its end. */
  async function events(): Promise<StoredEvent[]> {
    await waitForVisibleHead(db.pool);
    return readAllAfter(db.pool, { txId: '0', position: '0' }, 100_000);
  }

  /** Brings both read models up to the end of the log. */
  async function project() {
    await waitForVisibleHead(db.pool);
    for (const projector of projectors) {
      for (;;) {
        const batch = await readAllAfter(db.pool, await projector.checkpoint(STORE_SOURCE), 500);
        if (batch.length === 0) break;
        await projector.applyBatch(STORE_SOURCE, batch);
      }
    }
  }

  /** A card typed into the browser, made a PaymentMethod with the publishable key (as Stripe.js does). */
  async function typedCard(number: string): Promise<string> {
    const response = await fetch(`${simulator?.url}/v1/payment_methods`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${simulator?.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': number.replaceAll(' ', ''),
        'card[exp_month]': '12',
        'card[exp_year]': '2031',
        'card[cvc]': '123',
      }),
    });
    return ((await response.json()) as { id: string }).id;
  }

  async function list(data: WineListed['data']) {
    const metadata = { correlationId: 'test', causationId: null, userId: null, region: 'GB' };
    await store.appendToStream(`catalog/wine/${data.productId}`, 0, [{ type: 'WineListed', data }], metadata);
  }

  return {
    url,
    /** The money path's own database, for checks against a rebuild of its read models. */
    pool: db.pool,
    /** Its event store, for what other contexts would publish there. */
    store,
    call,
    events,
    project,
    list,
    typedCard,
    caughtUp,
    /** The payment simulator: its address and keys, as a developer on this machine has them. */
    simulator,
    /** The courier simulator, when the test asked for one. */
    courier: options.courier ? orders.courierSimulator : undefined,
    /** PaymentIntents created so far: the charges. */
    charges: () => simulator.paymentIntents().length,
    /** The PaymentIntents themselves, with their status and metadata. */
    intents: () => simulator.paymentIntents(),
    /** Refunds asked of the provider, idempotent repeats included. */
    refundRequests: () => simulator.refundRequests(),
    /** E-mails the SMTP server received. */
    mails: smtp.received,
    /** The SMTP server, to take it down and up again. */
    smtp,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const worker of workers) await worker.stop();
      await payments.close();
      await orders.close();
      await smtp.close();
      if (!options.db) await db.drop();
    },
  };
}
export type MoneyPath = Awaited<ReturnType<typeof startMoneyPath>>;
