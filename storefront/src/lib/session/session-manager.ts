import type { AuthSession } from '@wine/contracts/identity/auth-session';
import { DEFAULT_REGION, type Region } from '@wine/contracts/region';
import { isApiError } from '../api/api-error.ts';
import { requestHeaders } from '../api/request-headers.ts';
import { sendRequest } from '../api/send-request.ts';
import type { SessionStore } from './session-store.ts';
import { shellRetryDelay } from './shell-backoff.ts';

/** Renew this long before the access token expires, so no call sets off with a dying token. */
export const RENEW_MARGIN_MS = 30_000;

export interface SessionSnapshot {
  /** undefined until the first visit's guest arrives, and between a sign-out and the next guest. */
  session: AuthSession | undefined;
}

export interface SessionManagerOptions {
  store: SessionStore;
  /** Origin of the gateway; '' (same origin) in the app. */
  baseUrl?: string;
  region?: Region;
  now?: () => number;
  /** Runs a renewal under a lock the browser's tabs share (navigator.locks), so tabs never spend one refresh token twice. */
  lock?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Failures that must not stop the app are only logged (spec section 4). */
  log?: (message: string, error: unknown) => void;
  /** Wait before the next try to start a guest; the shell's back-off (spec section 9) by default. */
  retryDelay?: (attempt: number) => number;
  /** Runs `work` after `ms`; setTimeout by default. */
  schedule?: (work: () => void, ms: number) => void;
}

/**
 * The browser's session with identity (docs/identity.md): a guest on the first visit, the
 * access token for every call, renewed one request at a time, and sign-in and sign-out.
 * Refresh tokens are single use and a replayed one ends the session, so every renewal goes
 * through one promise shared by all the calls that need it, and through a lock shared by tabs.
 */
export class SessionManager {
  private state: { current: AuthSession | undefined; snap: SessionSnapshot } | undefined;
  /** Bumped by sign-in and sign-out: a renewal started before one of them must not undo it. */
  private generation = 0;
  private inFlight: { generation: number; promise: Promise<AuthSession | undefined> } | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly baseUrl: string;
  private readonly region: Region;
  private readonly now: () => number;
  private readonly lock: <T>(work: () => Promise<T>) => Promise<T>;
  private readonly log: (message: string, error: unknown) => void;
  /** Failed tries to start a guest since the last one that worked, and whether a retry waits. */
  private guestFailures = 0;
  private guestRetryPending = false;

  constructor(private readonly options: SessionManagerOptions) {
    this.baseUrl = options.baseUrl ?? '';
    this.region = options.region ?? DEFAULT_REGION;
    this.now = options.now ?? Date.now;
    this.lock = options.lock ?? ((work) => work());
    this.log = options.log ?? ((message, error) => console.warn(message, error));
  }

  // The stored session is read on first use, not when the manager is made: the app's session is
  // made as its module loads, in the first script's evaluation (one task), and the first read of
  // the origin's storage is one of the slower steps there.
  private loadedState(): NonNullable<SessionManager['state']> {
    if (!this.state) {
      const current = this.options.store.load();
      this.state = { current, snap: { session: current } };
    }
    return this.state;
  }

  private get current(): AuthSession | undefined {
    return this.loadedState().current;
  }

  private set current(session: AuthSession | undefined) {
    this.loadedState().current = session;
  }

  private get snap(): SessionSnapshot {
    return this.loadedState().snap;
  }

  private set snap(snap: SessionSnapshot) {
    this.loadedState().snap = snap;
  }

  snapshot(): SessionSnapshot {
    return this.snap;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The bearer token for a call: the current one, renewed first when it is about to expire. */
  async accessToken(): Promise<string | undefined> {
    const session = this.current;
    if (session && this.isFresh(session)) return session.accessToken;
    return this.renew(session?.accessToken);
  }

  /**
   * After `rejected` was refused (or expired): a new token. Calls that arrive while a renewal
   * is on its way wait for it; a call refused with a token that was already replaced just
   * retries with the replacement.
   */
  renew(rejected?: string): Promise<string | undefined> {
    const session = this.current;
    if (session && session.accessToken !== rejected && this.isFresh(session)) {
      return Promise.resolve(session.accessToken);
    }
    let inFlight = this.inFlight;
    if (inFlight?.generation !== this.generation) {
      const generation = this.generation;
      const promise: Promise<AuthSession | undefined> = this.lock(() => this.renewNow(generation)).finally(
        () => {
          if (this.inFlight?.promise === promise) this.inFlight = undefined;
        },
      );
      inFlight = { generation, promise };
      this.inFlight = inFlight;
    }
    return inFlight.promise.then((renewed) => renewed?.accessToken);
  }

  /**
   * Renews now, whatever the token's age: the session's user is as of the last renewal, and
   * joining the club has just made them a member.
   */
  async refresh(): Promise<void> {
    await this.renew(this.current?.accessToken);
  }

  /** A sign-in's answer (the guest's session was ended by the server): from now on, this session. */
  adopt(session: AuthSession): void {
    this.generation++;
    this.set(session);
  }

  /** Ends the session on the server and in the browser, then starts a new guest. */
  async signOut(): Promise<void> {
    this.generation++;
    const ending = this.current;
    this.set(undefined);
    if (ending) {
      try {
        // The bearer token only while it is valid: an expired one would be refused outright.
        const token = this.isFresh(ending) ? ending.accessToken : undefined;
        await this.post('/api/auth/sign-out', { refreshToken: ending.refreshToken }, token);
      } catch (error) {
        this.log('Sign-out did not reach the server', error);
      }
    }
    await this.renew();
  }

  /** Another tab changed the stored session (signed in, out, or renewed): follow it. */
  followStore(): void {
    const stored = this.options.store.load();
    if (stored?.refreshToken === this.current?.refreshToken) return;
    this.generation++;
    this.current = stored;
    this.publish();
  }

  private async renewNow(generation: number): Promise<AuthSession | undefined> {
    const apply = (session: AuthSession | undefined) => {
      if (generation === this.generation) this.set(session);
      return this.current;
    };
    // Another tab may have renewed while this one waited for the lock: take its session.
    const stored = this.options.store.load();
    if (stored && stored.refreshToken !== this.current?.refreshToken && this.isFresh(stored)) {
      return apply(stored);
    }
    const base = stored ?? this.current;
    if (base) {
      try {
        return apply(await this.post<AuthSession>('/api/auth/refresh', { refreshToken: base.refreshToken }));
      } catch (error) {
        // A network or server failure: keep the session and try again with the next call.
        if (!isApiError(error) || error.status !== 401) {
          this.log('Could not renew the session', error);
          return undefined;
        }
        // The session has ended (expired, revoked or replayed): carry on as a new guest.
        apply(undefined);
      }
    }
    return this.startGuest(apply);
  }

  private async startGuest(apply: (session: AuthSession) => AuthSession | undefined) {
    let guest: AuthSession;
    try {
      guest = await this.post<AuthSession>('/api/auth/anonymous', undefined);
    } catch (error) {
      this.log('Could not start a guest session', error);
      this.retryGuestLater();
      return undefined;
    }
    this.guestFailures = 0;
    const applied = apply(guest);
    if (applied === guest) {
      // Spec section 4: register the anonymous user in the backend; a failure is only logged.
      this.post('/api/auth/user', { appUserId: guest.user.id, isAnonymous: true }, guest.accessToken).catch(
        (error: unknown) => this.log('Could not register the guest', error),
      );
    }
    return applied;
  }

  /**
   * Spec section 4: with nobody signed in, the app signs in anonymously. When that fails (offline,
   * identity down) it tries again on the shell's back-off, so a page nobody touches gets its guest
   * too; one retry waits at a time, and none once a session exists.
   */
  private retryGuestLater(): void {
    if (this.guestRetryPending) return;
    this.guestRetryPending = true;
    const delay = (this.options.retryDelay ?? shellRetryDelay)(this.guestFailures++);
    const schedule = this.options.schedule ?? ((work, ms) => setTimeout(work, ms));
    schedule(() => {
      this.guestRetryPending = false;
      if (!this.current) void this.renew();
    }, delay);
  }

  private isFresh(session: AuthSession): boolean {
    return Date.parse(session.accessTokenExpiresAt) - this.now() > RENEW_MARGIN_MS;
  }

  private set(session: AuthSession | undefined): void {
    this.current = session;
    this.options.store.save(session);
    this.publish();
  }

  private publish(): void {
    if (this.snap.session === this.current) return;
    this.snap = { session: this.current };
    for (const listener of this.listeners) listener();
  }

  // Straight to the gateway, not through the API clients: these calls are how the clients get
  // their tokens, so they must never wait for a token themselves.
  private post<T>(path: string, body: unknown, token?: string): Promise<T> {
    return sendRequest<T>({
      url: `${this.baseUrl}${path}`,
      method: 'POST',
      headers: requestHeaders(token, this.region, body !== undefined),
      body,
    });
  }
}
