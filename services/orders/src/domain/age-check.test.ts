import type { CustomerEvent } from '@wine/contracts/orders/customer-events';
import { DomainError } from '@wine/platform/errors/domain-error';
import { describe, expect, it } from 'vitest';
import { AGE_CONFIRMATION_MESSAGE, confirmAge, UNDER_AGE_MESSAGE } from './age-check.ts';

const userId = '0190f5b8-0000-7000-8000-000000000001';
const now = '2026-11-22T10:00:00.000Z';
const confirmed: CustomerEvent = { type: 'CustomerAgeConfirmed', data: { userId, confirmedAt: now } };

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return { message: error.message, details: error.details };
  }
  throw new Error('expected a refusal');
};

describe('confirming a buyer is 18 or over', () => {
  it('given no confirmation, when the first checkout gives an adult date of birth, then it is recorded', () => {
    expect(confirmAge([], { userId, dateOfBirth: '1990-05-01', now })).toEqual([confirmed]);
  });

  it('given no confirmation, when the checkout gives no date of birth, then it asks for one', () => {
    expect(refusal(() => confirmAge([], { userId, dateOfBirth: undefined, now }))).toEqual({
      message: AGE_CONFIRMATION_MESSAGE,
      details: { field: 'dateOfBirth', reason: 'AGE_CONFIRMATION_REQUIRED' },
    });
  });

  it('given no confirmation, when the buyer turns 18 tomorrow, then the checkout is refused', () => {
    expect(refusal(() => confirmAge([], { userId, dateOfBirth: '2008-11-23', now }))).toEqual({
      message: UNDER_AGE_MESSAGE,
      details: { field: 'dateOfBirth', reason: 'UNDER_AGE' },
    });
  });

  it('given a confirmation, when a later checkout comes, then nothing more is asked or recorded', () => {
    expect(confirmAge([confirmed], { userId, dateOfBirth: undefined, now })).toEqual([]);
  });
});
