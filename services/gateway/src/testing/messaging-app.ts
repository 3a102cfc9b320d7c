import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { EventMetadata, NewEvent } from '@wine/contracts/event-envelope';
import { smtpSender } from '@wine/identity/delivery/smtp-sender';
import { customerMail } from '@wine/identity/effects/customer-mail';
import { startSmtpCapture } from '@wine/identity/testing/smtp-capture';
import { preferencesFromUnsubscribe } from '@wine/identity/workflows/preferences-from-unsubscribe';
import { createMessaging } from '@wine/messaging/create-messaging';
import { migrate } from '@wine/platform/db/migrate';
import { EffectRunner } from '@wine/platform/effects/effect-runner';
import { EventStore } from '@wine/platform/event-store/event-store';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import type { AuthenticatedUser } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { createLogger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import type { PgProjection } from '@wine/platform/projections/projection';
import { runFromStore } from '@wine/platform/projections/store-source';
import { type CallOptions, callJson } from '@wine/platform/testing/json-call';
import { createTestDatabase } from '@wine/platform/testing/test-env';
import { WorkflowRunner } from '@wine/platform/workflows/workflow-runner';

export const SUPPORT_EMAIL = 'support@cellardoor.test';
export const WEB_APP_URL = 'http://shop.test';
export const OPERATOR = '0193a1b2-0000-7000-8000-0000000000ff';
/** The address each test user proved, as identity would read it. */
export const provedEmailFor = (userId: string) => `customer-${userId}@example.com`;

/**
 * The messaging context as the gateway hosts it, on a real port and a fresh Postgres, its
 * workflows, read model and effects behind the log, with identity's customer mail (proved
 * addresses as `provedEmailFor` says) and identity's preference mirror, all mailing a real SMTP
 * server. Bearer tokens are user ids; identity's and the catalog's events are appended as they
 * would publish them.
 */
export async function startMessagingApp(options: { holdSeconds?: number } = {}) {
  const db = await createTestDatabase();
  const store = new EventStore(db.pool);
  const logger = createLogger('messaging-test', { level: 'silent' });
  const smtp = await startSmtpCapture();
  const mailer = smtpSender(smtp.url, 'Cellar Door <hello@cellardoor.test>');
  // Test requests name their client address in X-Forwarded-For, as a proxy on loopback would.
  const app = createApp({ name: 'messaging-test', logger, trustedProxies: ['127.0.0.1', '::1'] });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const verifier = {
    verify: async (token: string): Promise<AuthenticatedUser> => ({
      userId: token,
      isAnonymous: false,
      sessionId: 's',
    }),
  };
  const messaging = createMessaging({
    config: {
      NODE_ENV: 'test',
      PRODUCT_NAME: 'Cellar Door',
      WEB_APP_URL,
      SUPPORT_EMAIL,
      MESSAGING_LINK_SECRET: 'a-test-secret-of-at-least-thirty-two-characters',
      BACK_IN_STOCK_HOLD_SECONDS: options.holdSeconds ?? 1,
      MESSAGING_OPERATORS: [OPERATOR],
    },
    pool: db.pool,
    logger,
    verifier,
    mailer,
    installSecretsDir: mkdtempSync(join(tmpdir(), 'messaging-secrets-')),
  });
  await migrate(db.pool, messaging.migrations ?? []);
  for (const routes of messaging.routes ?? []) app.route('/', routes);

  const deadLetters = pgDeadLetters(db.pool);
  const projectors = (messaging.projections ?? []).map(
    (p) => new PgProjector(db.pool, p as PgProjection, { deadLetters }),
  );
  for (const projector of projectors) await projector.setup();
  const provedEmailsOf = async (userIds: readonly string[]) =>
    new Map(userIds.map((id) => [id, provedEmailFor(id)]));
  const runners = [
    ...projectors,
    ...[...(messaging.workflows ?? []), preferencesFromUnsubscribe].map(
      (workflow) => new WorkflowRunner(db.pool, workflow, { store, deadLetters, logger }),
    ),
    ...[
      customerMail({ provedEmailsOf, email: mailer, logger }, ['messaging']),
      ...(messaging.effects ?? []),
    ].map((effect) => new EffectRunner(db.pool, effect, { deadLetters, logger })),
  ];
  const workers = runners.map((runner) => runFromStore(db.pool, runner));
  const running = messaging.start?.();

  const call = (method: string, path: string, options?: CallOptions) => callJson(url, method, path, options);

  const metadata: EventMetadata = { correlationId: 'test', causationId: null, userId: null, region: 'GB' };
  /** Appends events to another context's stream, as that context would. */
  async function append(streamId: string, events: NewEvent[]) {
    const { rows } = await db.pool.query<{ version: string | null }>(
      'SELECT max(stream_version)::text AS version FROM events WHERE stream_id = $1',
      [streamId],
    );
    await store.appendToStream(streamId, Number(rows[0]?.version ?? 0), events, metadata);
  }

  /**
   * Every committed event, in log order. Read straight from the table, not to the readers'
   * horizon: that is cluster-wide, and another database's open transaction must not stall a check.
   */
  async function events(): Promise<StoredEvent[]> {
    const { rows } = await db.pool.query<{
      stream_id: string;
      type: string;
      data: unknown;
      position: string;
    }>('SELECT stream_id, type, data, position::text FROM events ORDER BY position');
    return rows.map(
      (r) => ({ streamId: r.stream_id, type: r.type, data: r.data, position: r.position }) as StoredEvent,
    );
  }

  return {
    url,
    pool: db.pool,
    call,
    append,
    events,
    mails: smtp.received,
    smtp,
    async stop() {
      await running?.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const worker of workers) await worker.stop();
      await smtp.close();
      await db.drop();
    },
  };
}
export type MessagingApp = Awaited<ReturnType<typeof startMessagingApp>>;
