import type { AgeProblemDetails } from '@wine/contracts/orders/checkout-problems';
import { ageOn, type CustomerEvent, MINIMUM_AGE_YEARS } from '@wine/contracts/orders/customer-events';
import { DomainError } from '@wine/platform/errors/domain-error';

export const AGE_CONFIRMATION_MESSAGE =
  'Please confirm your date of birth: you must be 18 or over to buy wine';
export const UNDER_AGE_MESSAGE = 'Sorry, you must be 18 or over to buy wine';

/**
 * A customer's first checkout confirms they are an adult (UK law for selling alcohol); later
 * checkouts find the confirmation and ask nothing. Only the confirmation is recorded.
 */
export function confirmAge(
  history: readonly CustomerEvent[],
  input: { userId: string; dateOfBirth?: string | undefined; now: string },
): CustomerEvent[] {
  if (history.some((e) => e.type === 'CustomerAgeConfirmed')) return [];
  if (input.dateOfBirth === undefined) {
    const details: AgeProblemDetails = { field: 'dateOfBirth', reason: 'AGE_CONFIRMATION_REQUIRED' };
    throw new DomainError('VALIDATION_ERROR', AGE_CONFIRMATION_MESSAGE, 400, details);
  }
  const age = ageOn(input.dateOfBirth, new Date(input.now));
  if (age < MINIMUM_AGE_YEARS || age > 130) {
    const reason = age < MINIMUM_AGE_YEARS ? 'UNDER_AGE' : 'IMPLAUSIBLE_DATE_OF_BIRTH';
    const message = reason === 'UNDER_AGE' ? UNDER_AGE_MESSAGE : 'Please check your date of birth';
    const details: AgeProblemDetails = { field: 'dateOfBirth', reason };
    throw new DomainError('VALIDATION_ERROR', message, 400, details);
  }
  return [{ type: 'CustomerAgeConfirmed', data: { userId: input.userId, confirmedAt: input.now } }];
}
