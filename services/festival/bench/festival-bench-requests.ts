// The festival bench's requests, in a module of their own: the steady load builds them in its
// own process (steady-load-apart.ts). A bearer token is the person's id (festival-bench-server.ts).
import { randomUUID } from 'node:crypto';
import type { SteadyRequests } from '@wine/platform/bench/steady-load-apart';

export const festivalId = 'bench-festival';

export const post = (path: string, token: string, body: unknown) => ({
  method: 'POST' as const,
  path,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});

export const claimRequest = (ticketTypeId = 'general', person: string = randomUUID()) =>
  post('/fn/claimFestivalTicket', person, { festivalId, ticketTypeId, claimKey: randomUUID() });

/** The steady load's: each claim by a new person, for a ticket type too large to sell out. */
export const next: SteadyRequests['next'] = () => claimRequest();
