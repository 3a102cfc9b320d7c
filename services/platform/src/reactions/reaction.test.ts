import { IllegalStateError } from '@wine/platform/errors/domain-error';
import { describe, it } from 'vitest';
import { loyaltyStreamId, stampOnDeposit } from '../testing/loyalty-reactor-fixture.ts';
import { reactorSpec, stored } from '../testing/reactor-spec.ts';

const { given } = reactorSpec(stampOnDeposit);
const deposit = stored('ledger/account/ann', {
  type: 'Deposited',
  data: { account: 'ann', amountPence: 500 },
});
const card = loyaltyStreamId('ann');

describe('a reactor, as a story', () => {
  it('turns another context’s event into a command of its own context', () =>
    given()
      .when(deposit)
      .then({ [card]: [{ type: 'StampEarned', data: { depositId: deposit.eventId } }] }));

  it('decides against the state of the stream it writes to', () =>
    given({ [card]: [{ type: 'CardClosed', data: {} }] })
      .when(deposit)
      .thenThrows(IllegalStateError));

  it('refuses an event it cannot read', () =>
    given()
      .when(stored('ledger/account/ann', { type: 'Deposited', data: { account: 7 } }))
      .thenThrows(Error));
});
