import type { Pool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import type { AccessTokenVerifier } from '@wine/platform/http/auth';
import { createRouter } from '@wine/platform/http/create-router';
import type { Logger } from '@wine/platform/observability/logger';
import type { ContextFace } from '@wine/platform/runtime/context-face';
import type { Mailer, MessagingServices } from './app/messaging-services.ts';
import { supportMail } from './effects/support-mail.ts';
import { supportRoutes } from './http/support-routes.ts';
import type { MessagingConfig } from './messaging-config.ts';
import { messagingMigrations } from './messaging-migrations.ts';
import { messagingKeys } from './messaging-secret.ts';

export { messagingConfigShape } from './messaging-config.ts';

export interface MessagingDeps {
  config: MessagingConfig;
  pool: Pool;
  logger: Logger;
  /** Identity's token check (the account's alerts, the operators' hot-swap deals). */
  verifier: AccessTokenVerifier;
  /** Identity's sender for addresses no account proved: support's, and the support form's. */
  mailer: Mailer;
  clock?: () => Date;
  /** Where an unset MESSAGING_LINK_SECRET is kept (tests: a folder of their own). */
  installSecretsDir?: string;
}

/**
 * The messaging context (docs/messaging.md): the support form, and the messages a customer
 * chooses (next drop, back in stock, hot-swap deals), asked of identity's mail as
 * CustomerMessageRequested on the customer's messaging stream.
 */
export function createMessaging(deps: MessagingDeps): ContextFace {
  const { config, pool, logger } = deps;
  const services: MessagingServices = {
    pool,
    store: new EventStore(pool, deps.clock ? { clock: deps.clock } : {}),
    clock: deps.clock ?? (() => new Date()),
    config,
    ...messagingKeys(config, deps.installSecretsDir),
    logger,
  };
  const router = createRouter();
  supportRoutes(router, services);
  return {
    name: 'messaging',
    publishes: true,
    routes: [router],
    effects: supportMail({
      mailer: deps.mailer,
      supportEmail: config.SUPPORT_EMAIL,
      productName: config.PRODUCT_NAME,
    }),
    migrations: [messagingMigrations],
  };
}
