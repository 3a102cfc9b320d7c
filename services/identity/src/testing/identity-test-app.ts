import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthSession } from '@wine/contracts/identity/auth-session';
import { contactOf, normalizeContact } from '@wine/contracts/identity/contact-choice';
import { migrate } from '@wine/platform/db/migrate';
import { EventStore } from '@wine/platform/event-store/event-store';
import type { AppEnv } from '@wine/platform/http/app-env';
import { createApp } from '@wine/platform/http/create-app';
import { createLogger, type Logger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import { RedisProjector } from '@wine/platform/projections/redis-projector';
import { runFromStore } from '@wine/platform/projections/store-source';
import {
  createTestDatabase,
  createTestRedis,
  type TestDatabase,
  uniqueName,
} from '@wine/platform/testing/test-env';
import type { Redis } from 'ioredis';
import { identityConfigSchema } from '../config/identity-config.ts';
import { createIdentity, type Identity } from '../create-identity.ts';
import { derivedKey } from '../crypto/derived-key.ts';
import { LookupHasher } from '../crypto/lookup-hasher.ts';
import { identityMigrations } from '../identity-migrations.ts';
import { clubMembersProjection } from '../projections/club-members.ts';
import { recentCheckoutsProjection } from '../projections/recent-checkouts.ts';
import { solvedCaptcha } from './solved-captcha.ts';
import { testClock } from './test-clock.ts';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answered.
  body: any;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** The caller's IP (as the trusted proxy saw it); each test picks its own to keep limits apart. */
  ip?: string;
}

/**
 * Identity on a database, Redis key prefix and clock of its own, mounted in a platform app as
 * the gateway mounts it, with its projectors running from the event store.
 */
export async function createIdentityTestApp(options: { env?: Record<string, string>; logger?: Logger } = {}) {
  const db: TestDatabase = await createTestDatabase();
  await migrate(db.pool, [identityMigrations]);
  const redis: Redis = createTestRedis();
  const prefix = `${uniqueName('identity')}:`;
  const clock = testClock();
  const logger = options.logger ?? createLogger('identity-test');
  const config = identityConfigSchema.parse({
    NODE_ENV: 'test',
    // Each send is solved for real; a small cost keeps the many sends of these tests quick.
    SIGN_IN_CAPTCHA_COST: '1',
    AUTH_TOKEN_SECRET: 'test-auth-token-secret-0123456789abcdef',
    IDENTITY_DATA_SECRET: 'test-identity-data-secret-0123456789abcdef',
    ...options.env,
  });
  const identity: Identity = createIdentity({
    config,
    pool: db.pool,
    redis,
    logger,
    clock: clock.now,
    redisKeyPrefix: prefix,
    customerMailFrom: ['orders'],
  });
  const hasher = new LookupHasher(derivedKey(config.IDENTITY_DATA_SECRET ?? '', 'lookup-hmac'));
  // Requests come as through the storefront's proxy on this machine, naming each caller.
  const app: OpenAPIHono<AppEnv> = createApp({
    name: 'identity-test',
    logger,
    trustedProxies: ['127.0.0.1'],
  });
  for (const routes of identity.routes) app.route('/', routes);

  const deadLetters = pgDeadLetters(db.pool);
  const projectors = [
    runFromStore(
      db.pool,
      new RedisProjector(redis, clubMembersProjection, { deadLetters, keyPrefix: prefix }),
    ),
    runFromStore(db.pool, new PgProjector(db.pool, recentCheckoutsProjection, { deadLetters })),
  ];

  // The challenge each address's latest code was issued under, as its requester was handed it.
  const challenges = new Map<string, string>();
  const remember = (path: string, body: unknown, answer: { challenge?: string } | undefined) => {
    const contact = path === '/fn/generateMagicLink' && contactOf(body as { email?: string; phone?: string });
    if (contact && answer?.challenge) challenges.set(normalizeContact(contact).value, answer.challenge);
  };

  /** A solved captcha, as the storefront's widget makes one (GET /api/auth/captcha, then the work). */
  const captcha = () => solvedCaptcha(async () => (await app.request('/api/auth/captcha')).json());

  async function call(method: string, path: string, options: CallOptions = {}) {
    const { token, ip = '198.51.100.1' } = options;
    let { body } = options;
    // A code send carries a solved captcha, as from a browser, unless the test says what it
    // carries (`captcha` in the body, even undefined: none at all).
    if (
      path === '/fn/generateMagicLink' &&
      typeof body === 'object' &&
      body !== null &&
      !('captcha' in body)
    ) {
      body = { ...body, captcha: await captcha() };
    }
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    const response = await app.request(path, init, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
    const text = await response.text();
    const answer = text ? JSON.parse(text) : undefined;
    remember(path, body, answer);
    return {
      status: response.status,
      body: answer,
      text,
      headers: response.headers,
    } satisfies Answer;
  }

  const inbox = () => {
    if (!identity.inbox) throw new Error('no dev inbox');
    return identity.inbox.list();
  };
  const lastMessageTo = (to: string) => {
    const message = inbox().find((m) => m.to === to);
    if (!message) throw new Error(`nothing sent to ${to}`);
    return message;
  };

  return {
    db,
    redis,
    prefix,
    clock,
    identity,
    app,
    store: new EventStore(db.pool),
    call,
    captcha,
    /** The row key of an address (normalised) in identity's tables. */
    destinationHash: (kind: 'email' | 'phone', value: string) => hasher.contact(kind, value),
    /** The latest code sent to an address (normalised as identity sends to it). */
    codeSentTo(to: string): string {
      const found = /\b([A-Z0-9]{8}|\d{6})\b/.exec(lastMessageTo(to).text);
      if (!found?.[1]) throw new Error(`no code in the message to ${to}`);
      return found[1];
    },
    /** The challenge the latest code to an address was issued under. */
    challenge(to: string): string {
      const kind = to.includes('@') ? 'email' : 'phone';
      const challenge = challenges.get(normalizeContact({ kind, value: to }).value);
      if (!challenge) throw new Error(`no challenge for ${to}`);
      return challenge;
    },
    /** What the person who asked for the latest code sends with it: `{ code, challenge }`. */
    proofFor(to: string): { code: string; challenge: string } {
      return { code: this.codeSentTo(to), challenge: this.challenge(to) };
    },
    linkTokenSentTo(to: string): string {
      const found = /#token=([A-Za-z0-9_-]{43})/.exec(lastMessageTo(to).text);
      if (!found?.[1]) throw new Error(`no magic link in the message to ${to}`);
      return found[1];
    },
    async guest(ip?: string): Promise<AuthSession> {
      const answer = await call('POST', '/api/auth/anonymous', ip ? { ip } : {});
      if (answer.status !== 201) throw new Error(`guest: ${answer.status} ${answer.text}`);
      return answer.body;
    },
    async sendCode(contact: { email: string } | { phone: string }, ip?: string): Promise<Answer> {
      return call('POST', '/fn/generateMagicLink', {
        body: { ...contact, isWeb: true, hideLink: true },
        ...(ip ? { ip } : {}),
      });
    },
    /** A registered account for `email`: a guest that proved it. */
    async registered(email: string): Promise<AuthSession> {
      const guest = await this.guest();
      await this.sendCode({ email });
      const answer = await call('POST', '/api/auth/link', {
        body: { email, ...this.proofFor(email) },
        token: guest.accessToken,
      });
      if (answer.status !== 200) throw new Error(`registered: ${answer.status} ${answer.text}`);
      return answer.body;
    },
    async close() {
      for (const projector of projectors) await projector.stop();
      redis.disconnect();
      // pool.end() returns before idle connections have closed, and DROP ... WITH (FORCE) then
      // kills them: the pool re-emits that as an 'error' nobody listens to. Expected at teardown.
      db.pool.on('error', () => undefined);
      await db.drop();
    },
  };
}

export type IdentityTestApp = Awaited<ReturnType<typeof createIdentityTestApp>>;
