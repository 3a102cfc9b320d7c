import { describe, expect, it } from 'vitest';
import {
  type EarnStamp,
  loyaltyStream,
  loyaltyStreamId,
  stampOnDeposit,
} from '../testing/loyalty-workflow-fixture.ts';
import { given, stored } from '../testing/workflow-spec.ts';

const deposit = (account: string, amountPence: unknown = 500) =>
  stored(`ledger/account/${account}`, { type: 'Deposited', data: { account, amountPence } });
const earn = (event: ReturnType<typeof deposit>, nth: number, amountPence = 500): EarnStamp => ({
  type: 'EarnStamp',
  account: (event.data as { account: string }).account,
  depositId: event.eventId,
  amountPence,
  nth,
});

describe('a workflow, as a story', () => {
  const first = deposit('ann');
  const second = deposit('ann');
  const nothing = deposit('ann', 0);

  it('turns another context’s event into a command of its own context', () =>
    given(first)
      .react(stampOnDeposit)
      .then([earn(first, 1)]));

  it('decides on the state its earlier events left, one state per key', () => {
    const bobs = deposit('bob');
    given(first, bobs)
      .when(second)
      .react(stampOnDeposit)
      .then([earn(second, 2)]);
  });

  it('leaves its state as it was for an input that changes nothing', () =>
    given(first, nothing, second).react(stampOnDeposit).thenState({ counted: 2 }));

  it('still asks its command of an input that changes no state (the card decides nothing)', () =>
    given(first)
      .when(nothing)
      .react(stampOnDeposit)
      .then([earn(nothing, 2, 0)]));

  it('cannot take an event it cannot read', () =>
    given(deposit('ann', 'lots')).react(stampOnDeposit).thenThrows(Error));

  it('names the card of the account as the stream its command writes', () =>
    expect(stampOnDeposit.streams(earn(first, 1))).toEqual([[loyaltyStream, [loyaltyStreamId('ann')]]]));
});
