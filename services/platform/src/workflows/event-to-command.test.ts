import { eventUnion } from '@wine/contracts/event-envelope';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { streamEvents } from '../event-store/stream-events.ts';
import { type EarnStamp, loyaltyStream, loyaltyStreamId } from '../testing/loyalty-workflow-fixture.ts';
import { given, stored } from '../testing/workflow-spec.ts';
import { eventToCommand } from './event-to-command.ts';

// The ledger's events as a welcome-stamp workflow reads them: an account's first deposit earns the
// loyalty card its first stamp; a deposit of nothing earns none; a withdrawal means nothing to it.
const ledgerEvents = streamEvents(
  eventUnion([
    z.object({
      type: z.literal('Deposited'),
      data: z.object({ account: z.string(), amountPence: z.int() }),
    }),
    z.object({ type: z.literal('Withdrawn'), data: z.object({ account: z.string() }) }),
  ]),
);

const welcomeStamp = eventToCommand({
  name: 'loyalty-welcome-stamp',
  context: 'loyalty',
  contexts: ['ledger'],
  events: ledgerEvents,
  handles: ['Deposited'],
  command: ({ data: { account, amountPence } }, event): EarnStamp | null =>
    amountPence === 0 ? null : { type: 'EarnStamp', account, depositId: event.eventId, amountPence, nth: 1 },
  streams: (earn) => [[loyaltyStream, [loyaltyStreamId(earn.account)]]],
  async handle(earn, tx, metadata) {
    await tx.decide(loyaltyStream, loyaltyStreamId(earn.account), earn, metadata);
  },
});

const deposit = (amountPence: number) =>
  stored('ledger/account/ann', { type: 'Deposited', data: { account: 'ann', amountPence } });

describe('an event-to-command workflow', () => {
  const first = deposit(500);

  it('asks the command its followed event means', () =>
    given(first)
      .react(welcomeStamp)
      .then([{ type: 'EarnStamp', account: 'ann', depositId: first.eventId, amountPence: 500, nth: 1 }]));

  it('asks nothing of an event that means nothing to it', () =>
    given(deposit(0)).react(welcomeStamp).thenNothing());

  it('reads only the types it follows, even when handed another', () =>
    expect(
      welcomeStamp.input(stored('ledger/account/ann', { type: 'Withdrawn', data: { account: 'ann' } })),
    ).toBe(null));

  it('hands the command to its context, on the stream it names', () =>
    given(first)
      .react(welcomeStamp)
      .on({})
      .then({
        [loyaltyStreamId('ann')]: [{ type: 'StampEarned', data: { depositId: first.eventId, nth: 1 } }],
      }));

  it('cannot take an event it cannot read', () =>
    given(stored('ledger/account/ann', { type: 'Deposited', data: { account: 'ann', amountPence: 'lots' } }))
      .react(welcomeStamp)
      .thenThrows(Error));
});
