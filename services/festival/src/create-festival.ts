import type { PaymentProvider } from '@wine/contracts/payments/payment-provider';
import type { Pool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import type { AccessTokenVerifier } from '@wine/platform/http/auth';
import type { Projection } from '@wine/platform/projections/projection';
import type { ContextFace } from '@wine/platform/runtime/context-face';
import type { Redis } from 'ioredis';
import { festivalTicketSecret } from './festival-config.ts';
import { festivalRouter } from './http/festival-router.ts';
import { AVAILABILITY_PROJECTION, availabilityProjection } from './projections/availability-projection.ts';
import { FESTIVAL_PROJECTION, festivalProjection } from './projections/festival-projection.ts';
import { TicketSigner } from './tickets/ticket-code.ts';
import { followTicketPayments } from './workflows/follow-ticket-payments.ts';

export { festivalConfigShape } from './festival-config.ts';

export interface FestivalDeps {
  pool: Pool;
  redis: Redis;
  redisKeyPrefix?: string;
  /** Identity's token check: tickets and tokens are their signed-in holder's. */
  verifier: AccessTokenVerifier;
  config: { NODE_ENV: string; WEB_APP_URL: string; FESTIVAL_TICKET_KEY?: string | undefined };
  /** Payments' Stripe adapter: paid tickets are charged through it (the port orders uses too). */
  payments: PaymentProvider;
  /** The server's clock (tests move it past a festival's end). */
  clock?: () => Date;
}

/** Its read models, known without creating it: replay rebuilds them with no context's secrets. */
export const festivalReadModels: Projection[] = [festivalProjection, availabilityProjection];

/** The festival context as a process hosts it: its calls and its two read models. */
export function createFestival(deps: FestivalDeps): ContextFace {
  const signer = new TicketSigner(festivalTicketSecret(deps.config));
  return {
    name: 'festival',
    publishes: true,
    routes: [
      festivalRouter({
        ...deps,
        signer,
        provider: deps.payments,
        returnUrl: `${deps.config.WEB_APP_URL}/festival`,
      }),
    ],
    // Reads right after a claim or a pour wait for it (the storefront sends its consistency token).
    consistentReads: {
      '/fn/getFestivalUserData': [FESTIVAL_PROJECTION],
      '/fn/getFestivalTastedWines': [FESTIVAL_PROJECTION],
      '/fn/checkFestivalTicketAvailability': [AVAILABILITY_PROJECTION],
    },
    projections: festivalReadModels,
    // A 3-D Secure payment the person never came back from ends by Stripe's webhook.
    workflows: [followTicketPayments({ store: new EventStore(deps.pool) })],
  };
}
