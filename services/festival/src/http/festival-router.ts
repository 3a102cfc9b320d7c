import { createRoute } from '@hono/zod-openapi';
import { FestivalList, FestivalsQuery } from '@wine/contracts/festival/festival';
import {
  AdmitTicketAnswer,
  AdmitTicketRequest,
  AvailabilityAnswer,
  ClaimRequiresAction,
  ClaimTicketAnswer,
  ClaimTicketRequest,
  ConfirmTicketPaymentRequest,
  FestivalRef,
  FestivalUserData,
  FestivalUserDataQuery,
  RateTastedWineAnswer,
  RateTastedWineRequest,
  RedeemTokensAnswer,
  RedeemTokensRequest,
  TastedWinesAnswer,
  TicketKey,
} from '@wine/contracts/festival/festival-calls';
import { festivalRefusals } from '@wine/contracts/festival/festival-messages';
import type { PaymentProvider } from '@wine/contracts/payments/payment-provider';
import type { Pool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import { type AccessTokenVerifier, requireUser } from '@wine/platform/http/auth';
import { callerOf } from '@wine/platform/http/caller';
import { createRouter } from '@wine/platform/http/create-router';
import { bearer, errorResponses, json, jsonBody } from '@wine/platform/http/openapi-parts';
import type { Redis } from 'ioredis';
import { admitTicket } from '../app/admit-ticket.ts';
import { FullSlices } from '../app/claim-ticket.ts';
import { FestivalDefinitions } from '../app/festival-definition.ts';
import { rateTastedWine } from '../app/rate-tasted-wine.ts';
import { redeemTokens } from '../app/redeem-tokens.ts';
import { SliceBatches } from '../app/slice-batches.ts';
import { type ClaimOutcome, claimTicket, confirmTicketPayment } from '../app/ticket-payment.ts';
import { DoorStaffOnlyError, SignInNeededError, UnknownFestivalError } from '../domain/festival-errors.ts';
import { AvailabilityReader } from '../read/availability-reader.ts';
import { FestivalReader } from '../read/festival-reader.ts';
import type { TicketSigner } from '../tickets/ticket-code.ts';
import { DOOR_KEY_SCHEME, DoorKeyHeader, mayScanAt } from './door-staff.ts';
import { failures, festivalCall } from './festival-answers.ts';
import { attendeeView, festivalUserView } from './festival-views.ts';

export interface FestivalRouterOptions {
  pool: Pool;
  redis: Redis;
  redisKeyPrefix?: string;
  verifier: AccessTokenVerifier;
  signer: TicketSigner;
  /** Payments' Stripe adapter, for paid tickets. */
  provider?: PaymentProvider | undefined;
  /** Where the bank's 3-D Secure page sends the person back (the storefront's /festival). */
  returnUrl: string;
  clock?: () => Date;
  /** How long a festival's definition is kept between reads (tests that re-import: 0). */
  festivalKeepMs?: number;
  /** The process's memory of full slices, shared with what gives tickets back (create-festival.ts). */
  fullSlices?: FullSlices;
  /** What door staff send to scan tickets (festival-config.ts); none: nobody can scan. */
  doorKey?: string | undefined;
}

const tags = ['festival'];

/** The festival calls (spec section 7) and GET /api/festivals. */
export function festivalRouter(options: FestivalRouterOptions) {
  const clock = options.clock ?? (() => new Date());
  const store = new EventStore(options.pool, { clock });
  const reader = new FestivalReader(options.pool);
  const availability = new AvailabilityReader(options.redis, options.redisKeyPrefix ?? '');
  const deps = {
    store,
    clock,
    festivals: new FestivalDefinitions(store, options.festivalKeepMs),
    fullSlices: options.fullSlices ?? new FullSlices(),
    slices: new SliceBatches(store),
    provider: options.provider,
    returnUrl: options.returnUrl,
  };
  const claimAnswer = (userId: string, outcome: ClaimOutcome) => {
    if (outcome.kind === 'requires_action') {
      const { clientSecret, redirectUrl } = outcome;
      const code = 'REQUIRES_ACTION' as const;
      return {
        status: 202 as const,
        body: {
          success: false as const,
          error: festivalRefusals.confirmWithBank,
          code,
          nextAction: { clientSecret, redirectUrl },
        },
      };
    }
    const user = attendeeView(options.signer, outcome.festivalId, userId, outcome.attendee);
    if (!user.ticket) throw new Error('a claim that went through left no ticket');
    return {
      status: 200 as const,
      body: { success: true as const, ticket: user.ticket, festivalUser: user },
    };
  };
  const middleware = [requireUser(options.verifier)];
  const festivalOrRefuse = async (festivalId: string) => {
    const festival = await reader.festival(festivalId, clock());
    if (!festival) throw new UnknownFestivalError();
    return festival;
  };

  const router = createRouter();
  router.openAPIRegistry.registerComponent('securitySchemes', DOOR_KEY_SCHEME, {
    type: 'apiKey',
    in: 'header',
    name: 'x-festival-door-key',
    description:
      "A door key for this door and festival, issued by `npm run festival:door-key` and loaded onto that door's scanners (or the door secret, FESTIVAL_DOOR_KEY, itself): docs/festival.md",
  });
  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/festivals',
        operationId: 'getFestivals',
        security: [],
        tags,
        summary: 'Festivals; active=true: those not yet ended, the one on now first (isActive)',
        request: { query: FestivalsQuery },
        responses: { 200: json(FestivalList, 'The festivals, by start'), ...errorResponses(400) },
      }),
      async (c) => {
        const activeOnly = c.req.valid('query').active === 'true';
        const festivals = await reader.festivals(clock(), activeOnly);
        return c.json(
          {
            festivals: activeOnly
              ? festivals.sort((a, b) => Number(b.isActive) - Number(a.isActive))
              : festivals,
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/festivals/ticket-key',
        operationId: 'getFestivalTicketKey',
        security: [],
        tags,
        summary: "The public key a door scanner checks tickets' QR codes with, offline",
        responses: { 200: json(TicketKey, 'The Ed25519 public key') },
      }),
      (c) =>
        c.json(
          {
            algorithm: 'Ed25519' as const,
            publicKeyPem: options.signer.publicKeyPem(),
            publicKey: options.signer.publicKey.export({ format: 'jwk' }).x ?? '',
          },
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/fn/checkFestivalTicketAvailability',
        operationId: 'checkFestivalTicketAvailability',
        security: [],
        tags,
        summary: 'Tickets left per ticket type',
        request: jsonBody(FestivalRef),
        responses: {
          200: json(AvailabilityAnswer, 'Capacity and tickets left per ticket type'),
          ...errorResponses(400),
          ...failures({ 404: 'no such festival' }),
        },
      }),
      async (c) => {
        const { festivalId } = c.req.valid('json');
        const answer = await festivalCall(c, async () => {
          const festival = await festivalOrRefuse(festivalId);
          return {
            success: true as const,
            festivalId,
            ticketTypes: await availability.availability(festival),
          };
        });
        return answer.ok ? c.json(answer.value, 200) : answer.response;
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/fn/claimFestivalTicket',
        operationId: 'claimFestivalTicket',
        tags,
        summary:
          'Claim a ticket (one per person per festival); the same claimKey again answers the same ticket',
        security: bearer,
        middleware,
        request: jsonBody(ClaimTicketRequest),
        responses: {
          200: json(ClaimTicketAnswer, 'The ticket, its QR code and the tokens it carries'),
          202: json(
            ClaimRequiresAction,
            'A paid ticket the bank wants confirmed (3-D Secure): go to nextAction.redirectUrl',
          ),
          ...errorResponses(400, 401),
          ...failures({
            402: 'a paid ticket without a card',
            403: 'a guest: sign in first',
            409: 'sold out (SOLD_OUT), the festival has ended (FESTIVAL_ENDED), or the payment failed (CLAIM_FAILED)',
          }),
        },
      }),
      async (c) => {
        const caller = callerOf(c);
        const request = c.req.valid('json');
        const answer = await festivalCall(c, async () => {
          if (caller.isAnonymous) throw new SignInNeededError();
          const outcome = await claimTicket(
            deps,
            { ...request, userId: caller.userId },
            metadataFromContext(),
          );
          return claimAnswer(caller.userId, outcome);
        });
        if (!answer.ok) return answer.response;
        return answer.value.status === 200 ? c.json(answer.value.body, 200) : c.json(answer.value.body, 202);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/fn/confirmFestivalTicketPayment',
        operationId: 'confirmFestivalTicketPayment',
        tags,
        summary: 'Back from 3-D Secure: the ticket, once the provider says the payment succeeded',
        security: bearer,
        middleware,
        request: jsonBody(ConfirmTicketPaymentRequest),
        responses: {
          200: json(ClaimTicketAnswer, 'The ticket'),
          202: json(ClaimRequiresAction, 'The bank still wants the person'),
          ...errorResponses(400, 401),
          ...failures({ 409: 'the payment failed (CLAIM_FAILED): the ticket went back on sale' }),
        },
      }),
      async (c) => {
        const userId = callerOf(c).userId;
        const answer = await festivalCall(c, async () => {
          const outcome = await confirmTicketPayment(
            deps,
            { userId, ...c.req.valid('json') },
            metadataFromContext(),
          );
          return claimAnswer(userId, outcome);
        });
        if (!answer.ok) return answer.response;
        return answer.value.status === 200 ? c.json(answer.value.body, 200) : c.json(answer.value.body, 202);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/fn/getFestivalUserData',
        operationId: 'getFestivalUserData',
        tags,
        summary:
          "The festival (by id, else the one on now, the next or the last), the caller's ticket and tokens",
        security: bearer,
        middleware,
        request: { query: FestivalUserDataQuery },
        responses: {
          200: json(FestivalUserData, 'festival, festivalUser, customer, success, error'),
          ...errorResponses(400, 401),
        },
      }),
      async (c) => {
        const caller = callerOf(c);
        const { festivalId } = c.req.valid('query');
        const now = clock();
        const festival = festivalId
          ? await reader.festival(festivalId, now)
          : await reader.currentFestival(now);
        const customer = { customerId: caller.userId, isAnonymous: caller.isAnonymous };
        if (!festival) {
          const error = festivalId ? 'This festival was not found.' : null;
          return c.json({ success: !festivalId, error, festival: null, festivalUser: null, customer }, 200);
        }
        const row = await reader.attendee(festival.festivalId, caller.userId);
        const festivalUser = row
          ? festivalUserView(options.signer, festival.festivalId, caller.userId, row)
          : null;
        return c.json({ success: true, error: null, festival, festivalUser, customer }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/fn/redeemFestivalTokens',
        operationId: 'redeemFestivalTokens',
        tags,
        summary: 'Spend tokens on a glass of a poured wine; the same redemptionId again spends nothing more',
        security: bearer,
        middleware,
        request: jsonBody(RedeemTokensRequest),
        responses: {
          200: json(RedeemTokensAnswer, 'The pour and the tokens left'),
          ...errorResponses(400, 401),
          ...failures({
            409: 'no ticket (NO_TICKET), not enough tokens, or the festival has not started or has ended',
          }),
        },
      }),
      async (c) => {
        const userId = callerOf(c).userId;
        const answer = await festivalCall(c, () =>
          redeemTokens(deps, { ...c.req.valid('json'), userId }, metadataFromContext()),
        );
        return answer.ok ? c.json({ success: true as const, ...answer.value }, 200) : answer.response;
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/fn/admitFestivalTicket',
        operationId: 'admitFestivalTicket',
        security: [{ [DOOR_KEY_SCHEME]: [] }],
        tags,
        summary:
          "Door staff only (x-festival-door-key): a ticket's QR code scanned at a door, recorded once; a second scan says when it was let in",
        request: { ...jsonBody(AdmitTicketRequest), headers: DoorKeyHeader },
        responses: {
          200: json(AdmitTicketAnswer, 'Let them in, or (alreadyAdmitted) the ticket was used at admittedAt'),
          ...errorResponses(400),
          ...failures({
            403: 'not door staff',
            409: 'a code that is not a ticket of this festival (INVALID_TICKET, OTHER_FESTIVAL), or outside the festival (FESTIVAL_NOT_STARTED, FESTIVAL_ENDED)',
          }),
        },
      }),
      async (c) => {
        const sent = c.req.valid('header')['x-festival-door-key'];
        const scan = c.req.valid('json');
        const answer = await festivalCall(c, () => {
          if (!mayScanAt(sent, options.doorKey, scan, clock())) throw new DoorStaffOnlyError();
          return admitTicket({ ...deps, signer: options.signer }, scan, metadataFromContext());
        });
        return answer.ok ? c.json(answer.value, 200) : answer.response;
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/fn/getFestivalTastedWines',
        operationId: 'getFestivalTastedWines',
        tags,
        summary: "The caller's festival passport: every wine they tasted, with their rating and note",
        security: bearer,
        middleware,
        request: { query: FestivalRef },
        responses: {
          200: json(TastedWinesAnswer, 'Tasted wines, first tasted first'),
          ...errorResponses(400, 401),
        },
      }),
      async (c) => {
        const { festivalId } = c.req.valid('query');
        const wines = await reader.tastedWines(festivalId, callerOf(c).userId);
        return c.json({ success: true as const, festivalId, wines }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/fn/rateFestivalTastedWine',
        operationId: 'rateFestivalTastedWine',
        tags,
        summary: 'Stars (1-5) and a note on a wine of the passport',
        security: bearer,
        middleware,
        request: jsonBody(RateTastedWineRequest),
        responses: {
          200: json(RateTastedWineAnswer, 'The wine as the passport keeps it'),
          ...errorResponses(400, 401),
          ...failures({ 409: 'a wine not tasted (NOT_TASTED)' }),
        },
      }),
      async (c) => {
        const request = c.req.valid('json');
        const answer = await festivalCall(c, () =>
          rateTastedWine(deps, { ...request, userId: callerOf(c).userId }, metadataFromContext()),
        );
        if (!answer.ok) return answer.response;
        const wine = { wineProductId: request.wineProductId, ...answer.value };
        return c.json({ success: true as const, wine }, 200);
      },
    );
}
