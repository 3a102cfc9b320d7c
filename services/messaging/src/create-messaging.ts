import type { Pool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import type { AccessTokenVerifier } from '@wine/platform/http/auth';
import { createRouter } from '@wine/platform/http/create-router';
import type { Logger } from '@wine/platform/observability/logger';
import type { Projection } from '@wine/platform/projections/projection';
import type { ContextFace } from '@wine/platform/runtime/context-face';
import type { Mailer, MessagingServices } from './app/messaging-services.ts';
import { startSendLoop } from './app/send-loop.ts';
import { SupportTextKeys } from './app/support-text-keys.ts';
import { supportMail } from './effects/support-mail.ts';
import { supportTextErasure } from './effects/support-text-erasure.ts';
import { hotSwapRoutes } from './http/hot-swap-routes.ts';
import { messagePreviewRoutes } from './http/message-previews.ts';
import { supportRoutes } from './http/support-routes.ts';
import { unsubscribeRoutes } from './http/unsubscribe-routes.ts';
import type { MessagingConfig } from './messaging-config.ts';
import { messagingMigrations } from './messaging-migrations.ts';
import { messagingKeys } from './messaging-secret.ts';
import { audienceProjection } from './projections/audience-projection.ts';
import { AudienceReader } from './read/audience-reader.ts';
import { backInStock } from './workflows/back-in-stock.ts';
import { nextDrop } from './workflows/next-drop.ts';

export { messagingConfigShape } from './messaging-config.ts';

export interface MessagingDeps {
  config: MessagingConfig;
  pool: Pool;
  logger: Logger;
  /** Identity's token check (the operators' hot-swap deals, the support form's sender). */
  verifier: AccessTokenVerifier;
  /** Identity's sender for addresses no account proved: support's, and the support form's. */
  mailer: Mailer;
  clock?: () => Date;
  /** Where an unset MESSAGING_LINK_SECRET is kept (tests: a folder of their own). */
  installSecretsDir?: string;
  /** How often the send loop looks for held alerts and due broadcasts (default 1 s). */
  sendLoopEveryMs?: number;
}

/** Its read models, known without creating it: replay rebuilds them with no context's secrets. */
export const messagingReadModels: Projection[] = [audienceProjection];

/**
 * The messaging context (docs/messaging.md): the support form, and the messages a customer
 * chooses (next drop, back in stock, hot-swap deals), asked of identity's mail as
 * CustomerMessageRequested on the customer's messaging stream.
 */
export function createMessaging(deps: MessagingDeps): ContextFace {
  const { config, pool, logger } = deps;
  const { linkKey, counterKey, supportTextKey } = messagingKeys(config, deps.installSecretsDir);
  const services: MessagingServices = {
    pool,
    store: new EventStore(pool, deps.clock ? { clock: deps.clock } : {}),
    clock: deps.clock ?? (() => new Date()),
    config,
    linkKey,
    counterKey,
    supportText: new SupportTextKeys(pool, supportTextKey),
    logger,
  };
  const reader = new AudienceReader(pool);
  const router = createRouter();
  supportRoutes(router, services, deps.verifier);
  unsubscribeRoutes(router, services, reader);
  hotSwapRoutes(router, services, deps.verifier);
  if (config.NODE_ENV !== 'production') messagePreviewRoutes(router, services);
  return {
    name: 'messaging',
    publishes: true,
    routes: [router],
    projections: messagingReadModels,
    workflows: [backInStock, nextDrop],
    effects: [
      ...supportMail({
        mailer: deps.mailer,
        supportText: services.supportText,
        supportEmail: config.SUPPORT_EMAIL,
        productName: config.PRODUCT_NAME,
      }),
      supportTextErasure(services.supportText),
    ],
    migrations: [messagingMigrations],
    start: () => startSendLoop(services, reader, deps.sendLoopEveryMs),
  };
}
