import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, it } from 'vitest';
import type { FullCaseCommand } from './order-commands.ts';
import { orderDecider } from './order-decider.ts';
import { changed, now, orderId, paidBy, placedAsGuest, userId } from './order-test-fixtures.ts';

const { given } = specFor(orderDecider);
const command = (type: FullCaseCommand['type'], by = userId): FullCaseCommand => ({
  type,
  data: { orderId, userId: by },
  metadata: { now },
});
const inStorage = [placedAsGuest, paidBy('pi_1'), changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE')];
const waiting = [...inStorage, changed('PAID_IN_STORAGE', 'PENDING')];

describe('waiting for a full case (Complete case to unlock)', () => {
  it('lets paid bottles in storage wait for their case to fill', () =>
    given(inStorage)
      .when(command('WaitForFullCase'))
      .then([changed('PAID_IN_STORAGE', 'PENDING')]));

  it('changes nothing when the order waits already', () =>
    given(waiting).when(command('WaitForFullCase')).thenNothing());

  it('is for paid orders in storage only', () =>
    given([placedAsGuest])
      .when(command('WaitForFullCase'))
      .thenThrows(IllegalStateError, 'An order that is UNPAID_AWAITING_STOCK cannot wait for a full case'));

  it("treats another customer's order as no order", () =>
    given(inStorage).when(command('WaitForFullCase', 'someone-else')).thenThrows(NotFoundError));

  it('stops waiting: back in storage, ready for dispatch', () => {
    given(waiting)
      .when(command('StopWaitingForFullCase'))
      .then([changed('PENDING', 'PAID_IN_STORAGE')]);
    given(inStorage)
      .when(command('StopWaitingForFullCase'))
      .thenThrows(IllegalStateError, 'An order that is PAID_IN_STORAGE is not waiting for a full case');
  });
});
