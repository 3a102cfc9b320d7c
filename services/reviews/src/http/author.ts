import { DomainError } from '@wine/platform/errors/domain-error';
import { assertSignedIn } from '@wine/platform/http/auth';
import type { Context } from 'hono';

/**
 * The author of a review is the signed-in customer the bearer token proves (a guest's token is
 * not enough: 401). A `customerId` in the body is accepted only when it names that customer.
 */
export function authorOf(c: Context, claimedCustomerId: string | undefined): string {
  const { userId } = assertSignedIn(c);
  if (claimedCustomerId !== undefined && claimedCustomerId !== userId) {
    throw new DomainError('FORBIDDEN', 'A review can only be written as the signed-in customer', 403, [
      { path: ['customerId'], message: "is not the signed-in customer's id" },
    ]);
  }
  return userId;
}
