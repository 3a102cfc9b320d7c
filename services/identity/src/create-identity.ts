import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ClubStatus } from '@wine/contracts/club-status';
import type { StaffRole } from '@wine/contracts/identity/identity-events';
import type { Pool } from '@wine/platform/db/pool';
import type { Effect } from '@wine/platform/effects/effect';
import { EventStore } from '@wine/platform/event-store/event-store';
import type { AppEnv } from '@wine/platform/http/app-env';
import type { AccessTokenVerifier } from '@wine/platform/http/auth';
import type { Viewer } from '@wine/platform/http/viewer';
import type { Logger } from '@wine/platform/observability/logger';
import type { Projection } from '@wine/platform/projections/projection';
import type { ContextFace, Running } from '@wine/platform/runtime/context-face';
import type { Context } from 'hono';
import type { Redis } from 'ioredis';
import { startHousekeeping } from './app/housekeeping.ts';
import type { IdentityServices } from './app/identity-services.ts';
import { setAccountActive } from './app/users/account-activity.ts';
import { decideForUser } from './app/users/decide-for-user.ts';
import { provedEmailsOf } from './app/users/proved-email.ts';
import { type SeedCustomer, signUpSeedCustomers } from './app/users/seed-customers.ts';
import { setStaffRole } from './app/users/staff-roles.ts';
import { SignInCaptcha } from './captcha/sign-in-captcha.ts';
import type { IdentityConfig } from './config/identity-config.ts';
import { identitySecrets } from './config/identity-secrets.ts';
import { derivedKey } from './crypto/derived-key.ts';
import { LookupHasher } from './crypto/lookup-hasher.ts';
import { PiiCipher } from './crypto/pii-cipher.ts';
import { DevInbox } from './delivery/dev-inbox.ts';
import { messageSenders } from './delivery/message-senders.ts';
import type { MessageSender } from './delivery/outbound-message.ts';
import { customerMail } from './effects/customer-mail.ts';
import { identityRouter } from './http/identity-router.ts';
import { identityMigrations } from './identity-migrations.ts';
import { CLUB_MEMBERS } from './projections/club-members.ts';
import { identityProjections } from './projections/identity-projections.ts';
import { MemberStatusReader } from './read/member-status.ts';
import { memberViewer } from './read/viewer.ts';
import { accessTokenVerifier } from './tokens/access-token-verifier.ts';
import { RefreshTokens } from './tokens/refresh-tokens.ts';
import { RevokedSessions } from './tokens/revoked-sessions.ts';
import { TokenSigner } from './tokens/token-signer.ts';
import { membershipFromSubscription } from './workflows/membership-from-subscription.ts';
import { preferencesFromUnsubscribe } from './workflows/preferences-from-unsubscribe.ts';

export interface IdentityOptions {
  config: IdentityConfig;
  pool: Pool;
  redis: Redis;
  logger: Logger;
  /** Tests move time; everything identity decides takes its time from here. */
  clock?: () => Date;
  /** Prefix of identity's Redis keys (and of its Redis read model's), for test isolation. */
  redisKeyPrefix?: string;
  /** The contexts whose customer messages identity mails (to the address the person proved). */
  customerMailFrom?: string[];
}

/** The settings the gateway merges into its own. */
export { identityConfigShape } from './config/identity-config.ts';

export interface Identity extends ContextFace {
  routes: [OpenAPIHono<AppEnv>];
  /** For `optionalUser(verifier)` / `requireUser(verifier)` (platform/http/auth) in any context. */
  verifier: AccessTokenVerifier;
  /** The catalog's `viewerOf(c)` port: is the caller a club member. */
  viewerOf: (c: Context) => Promise<Viewer>;
  /** The read models `viewerOf` answers from, in the order membership news reaches them. */
  viewerReadModels: readonly string[];
  /**
   * Sets a user's collectors club status by hand (operations: an application accepted or
   * declined). Subscriptions change it on their own, through the membership workflow.
   */
  setClubStatus(userId: string, status: ClubStatus): Promise<void>;
  /**
   * Operations (npm run staff): gives or takes back a staff role of the account named by its id
   * or its proved e-mail; answers its id.
   */
  setStaffRole(who: string, role: StaffRole, granted: boolean): Promise<string>;
  /** npm run seed: signs up the seed's customers under their fixed ids (app/users/seed-customers.ts). */
  signUpSeedCustomers(people: readonly SeedCustomer[]): Promise<number>;
  /** Operations: makes an account inactive (its sessions end, it cannot sign in) or active again. */
  setAccountActive(
    userId: string,
    change: { active: true } | { active: false; reason: string },
  ): Promise<void>;
  /**
   * Mail to an address no account proved (the support form's, and support's own): SMTP, and the
   * dev inbox in development. A port for the messaging context; customers' own messages go by
   * CustomerMessageRequested, to the address they proved.
   */
  email: MessageSender;
  /** Development only: every message sent; undefined in production. */
  inbox: DevInbox | undefined;
  /** Deletes expired codes, counters and tokens every 15 minutes. */
  start(): Running;
}

/** Who is a member: a subscription's news reaches the member read model through the membership workflow. */
const viewerReadModels = [membershipFromSubscription.name, CLUB_MEMBERS];

/** Its read models, known without creating it: replay rebuilds them with no context's secrets. */
export const identityReadModels: Projection[] = identityProjections;

/** The identity context, wired: its routes, the token verifier and the member viewer. */
export function createIdentity(options: IdentityOptions): Identity {
  const { config, pool, redis, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const secrets = identitySecrets(config, logger);
  const inbox = config.NODE_ENV === 'production' ? undefined : new DevInbox(clock);
  const signer = new TokenSigner(derivedKey(secrets.authTokenSecret, 'jwt-hs256'), clock);
  const revokedSessions = new RevokedSessions(redis, options.redisKeyPrefix ?? '');
  const memberStatus = new MemberStatusReader(redis, options.redisKeyPrefix ?? '');
  const services: IdentityServices = {
    pool,
    store: new EventStore(pool, { clock }),
    clock,
    hasher: new LookupHasher(derivedKey(secrets.dataSecret, 'lookup-hmac')),
    pii: new PiiCipher(derivedKey(secrets.dataSecret, 'pii-key-wrap')),
    contactSealKey: derivedKey(secrets.dataSecret, 'sign-in-contact-seal'),
    signer,
    refreshTokens: new RefreshTokens(pool),
    revokedSessions,
    senders: messageSenders(config, inbox),
    memberStatus,
    captcha: new SignInCaptcha(
      derivedKey(secrets.dataSecret, 'sign-in-captcha-hmac').toString('hex'),
      redis,
      options.redisKeyPrefix ?? '',
      config.SIGN_IN_CAPTCHA_COST,
      clock,
    ),
    links: { web: config.WEB_APP_URL, app: config.APP_LINK_URL },
    guestStartsPerIpHour: config.GUEST_STARTS_PER_IP_HOUR,
    productName: config.PRODUCT_NAME,
    logger,
  };
  const verifier = accessTokenVerifier(signer, revokedSessions);
  const mail = (contexts: string[]): Effect =>
    customerMail(
      {
        provedEmailsOf: (userIds) => provedEmailsOf(services, userIds),
        email: services.senders.email,
        logger,
      },
      contexts,
    );
  return {
    name: 'identity',
    publishes: true,
    routes: [identityRouter({ services, verifier }, inbox)],
    consistentReads: {
      '/api/auth/member-check': viewerReadModels,
      // A renewed session's user says whether they are a member.
      '/api/auth/refresh': viewerReadModels,
      '/fn/getUserData': viewerReadModels,
    },
    projections: identityReadModels,
    workflows: [membershipFromSubscription, preferencesFromUnsubscribe],
    effects: options.customerMailFrom ? [mail(options.customerMailFrom)] : [],
    migrations: [identityMigrations],
    verifier,
    viewerOf: memberViewer(memberStatus),
    viewerReadModels,
    setClubStatus: async (userId, status) => {
      await decideForUser(services, userId, 'ChangeClubStatus', { status });
    },
    setAccountActive: (userId, change) => setAccountActive(services, userId, change),
    setStaffRole: (who, role, granted) => setStaffRole(services, who, role, granted),
    signUpSeedCustomers: (people) => signUpSeedCustomers(services, people),
    email: services.senders.email,
    inbox,
    start: () => startHousekeeping(pool, clock, logger),
  };
}
