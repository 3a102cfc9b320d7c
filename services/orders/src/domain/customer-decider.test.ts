import type { CustomerEvent } from '@wine/contracts/orders/customer-events';
import { DomainError } from '@wine/platform/errors/domain-error';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, it } from 'vitest';
import type { RecordCheckout } from './customer-decider.ts';
import { customerDecider } from './customer-decider.ts';

const { given } = specFor(customerDecider);
const userId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const orderId = '0190a8c0-0000-7000-8000-000000000002';
const now = '2026-11-22T10:00:00.000Z';
const checkout = (dateOfBirth?: string): RecordCheckout => ({
  type: 'RecordCheckout',
  data: { userId, orderId, dateOfBirth },
  metadata: { now },
});
const confirmed: CustomerEvent = { type: 'CustomerAgeConfirmed', data: { userId, confirmedAt: now } };
const placed: CustomerEvent = { type: 'CustomerOrderPlaced', data: { userId, orderId, placedAt: now } };

describe("a buyer's checkout", () => {
  it('confirms an adult at their first checkout and records the order', () =>
    given([]).when(checkout('1990-01-01')).then([confirmed, placed]));

  it('asks nothing at a later checkout', () => given([confirmed]).when(checkout()).then([placed]));

  it('is refused at the first checkout without a date of birth', () =>
    given([]).when(checkout()).thenThrows(DomainError, 'Please confirm your date of birth'));

  it('is refused for someone under 18', () =>
    given([]).when(checkout('2015-01-01')).thenThrows(DomainError, 'you must be 18 or over'));
});
