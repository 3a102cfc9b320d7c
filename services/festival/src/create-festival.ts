import type { Pool } from '@wine/platform/db/pool';
import type { AccessTokenVerifier } from '@wine/platform/http/auth';
import type { ContextFace } from '@wine/platform/runtime/context-face';
import type { Redis } from 'ioredis';
import { festivalTicketSecret } from './festival-config.ts';
import { festivalRouter } from './http/festival-router.ts';
import { AVAILABILITY_PROJECTION, availabilityProjection } from './projections/availability-projection.ts';
import { FESTIVAL_PROJECTION, festivalProjection } from './projections/festival-projection.ts';
import { TicketSigner } from './tickets/ticket-code.ts';

export { festivalConfigShape } from './festival-config.ts';

export interface FestivalDeps {
  pool: Pool;
  redis: Redis;
  redisKeyPrefix?: string;
  /** Identity's token check: tickets and tokens are their signed-in holder's. */
  verifier: AccessTokenVerifier;
  config: { NODE_ENV: string; FESTIVAL_TICKET_KEY?: string | undefined };
  /** The server's clock (tests move it past a festival's end). */
  clock?: () => Date;
}

/** The festival context as a process hosts it: its calls and its two read models. */
export function createFestival(deps: FestivalDeps): ContextFace {
  const signer = new TicketSigner(festivalTicketSecret(deps.config));
  return {
    name: 'festival',
    publishes: true,
    routes: [festivalRouter({ ...deps, signer })],
    // Reads right after a claim or a pour wait for it (the storefront sends its consistency token).
    consistentReads: {
      '/fn/getFestivalUserData': [FESTIVAL_PROJECTION],
      '/fn/getFestivalTastedWines': [FESTIVAL_PROJECTION],
      '/fn/checkFestivalTicketAvailability': [AVAILABILITY_PROJECTION],
    },
    projections: [festivalProjection, availabilityProjection],
  };
}
