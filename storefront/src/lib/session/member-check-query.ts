import { queryOptions } from '@tanstack/react-query';
import type { MemberCheckResponse } from '@wine/contracts/identity/auth-requests';
import { adminClient } from '../api/clients.ts';

/**
 * Spec section 4: whether the user is a member is asked of the server, not read from the token.
 * Unvalidated on purpose: the schema's module would bring identity's event schemas into every
 * page that asks, for one boolean.
 */
export const memberCheckQuery = (appUserId: string) =>
  queryOptions({
    queryKey: ['member-check', appUserId],
    queryFn: ({ signal }) =>
      adminClient.post<MemberCheckResponse>('/api/auth/member-check', { body: { appUserId }, signal }),
  });
