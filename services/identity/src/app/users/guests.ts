import { randomUUID } from 'node:crypto';
import type { AuthSession } from '@wine/contracts/identity/auth-session';
import { checkIpRequestCount } from '../../domain/ip-request-limits.ts';
import type { IdentityServices } from '../identity-services.ts';
import { countIpRequest } from '../ip-request-counter.ts';
import { startSession } from '../sessions/sessions.ts';
import { onUsers } from './user-streams.ts';

/**
 * POST /api/auth/anonymous, spec section 4 "signs in anonymously": a new guest, already
 * registered in the backend (GuestStarted), so the storefront's later POST /api/auth/user
 * only confirms it and its failure loses nothing.
 */
export async function startGuest(services: IdentityServices, ip: string): Promise<AuthSession> {
  const now = services.clock();
  const count = await countIpRequest(services, 'guest-start', ip, now);
  checkIpRequestCount('guest-start', count, services.guestStartsPerIpHour);
  const userId = randomUUID();
  await onUsers(services.store, [userId], (tx) =>
    tx.decide(userId, { type: 'StartGuest', data: { userId }, metadata: { now: now.toISOString() } }),
  );
  return startSession(services, userId);
}
