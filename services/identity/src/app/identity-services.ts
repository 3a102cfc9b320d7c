import type { Pool } from '@wine/platform/db/pool';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { Logger } from '@wine/platform/observability/logger';
import type { SignInCaptcha } from '../captcha/sign-in-captcha.ts';
import type { LookupHasher } from '../crypto/lookup-hasher.ts';
import type { PiiCipher } from '../crypto/pii-cipher.ts';
import type { MessageSenders } from '../delivery/outbound-message.ts';
import type { MemberStatusReader } from '../read/member-status.ts';
import type { RefreshTokens } from '../tokens/refresh-tokens.ts';
import type { RevokedSessions } from '../tokens/revoked-sessions.ts';
import type { TokenSigner } from '../tokens/token-signer.ts';

/** What identity's use cases run on, built once by createIdentity. */
export interface IdentityServices {
  pool: Pool;
  store: EventStore;
  clock: () => Date;
  hasher: LookupHasher;
  pii: PiiCipher;
  /** Seals the address a magic link signs in to, for the 10 minutes the link lives. */
  contactSealKey: Buffer;
  signer: TokenSigner;
  refreshTokens: RefreshTokens;
  revokedSessions: RevokedSessions;
  senders: MessageSenders;
  memberStatus: MemberStatusReader;
  /** The invisible captcha a code send must pass (spec sections 4 and 5). */
  captcha: SignInCaptcha;
  /** Where magic links land: the web app, or the mobile app's deep link. */
  links: { web: string; app: string };
  /** New guests one caller address may start an hour (GUEST_STARTS_PER_IP_HOUR). */
  guestStartsPerIpHour: number;
  /** The product's name in the messages sent. */
  productName: string;
  logger: Logger;
}
