import { z } from 'zod';
import type { Decider } from '../domain/decider.ts';
import { IllegalStateError } from '../errors/domain-error.ts';
import { streamEvents } from '../event-store/stream-events.ts';
import { type Reactor, reaction } from '../reactions/reaction.ts';

// A small context for the reactor runtime's tests: a loyalty card that earns a stamp for every
// deposit on the ledger (another context). Stamps are counted, not set, so a deposit reacted to
// twice shows up as a wrong count; a closed card refuses stamps (a command the domain refuses);
// a deposit of nothing earns none (a reaction that finds nothing to do).

const Deposited = z.object({ account: z.string(), amountPence: z.int() });
const LoyaltyEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('StampEarned'), data: z.object({ depositId: z.string() }) }),
  z.object({ type: z.literal('CardClosed'), data: z.object({}) }),
]);
type LoyaltyEvent = z.infer<typeof LoyaltyEvent>;
type EarnStamp = { type: 'EarnStamp'; depositId: string; amountPence: number };
interface Card {
  stamps: number;
  closed: boolean;
}

export const loyaltyCard: Decider<EarnStamp, Card, LoyaltyEvent> = {
  initialState: { stamps: 0, closed: false },
  decide(command, card) {
    if (card.closed) throw new IllegalStateError('A closed card earns no stamps');
    if (command.amountPence === 0) return [];
    return [{ type: 'StampEarned', data: { depositId: command.depositId } }];
  },
  evolve: (card, event) =>
    event.type === 'StampEarned' ? { ...card, stamps: card.stamps + 1 } : { ...card, closed: true },
};

export const loyaltyStreamId = (account: string) => `loyalty/card/${account}`;
const loyaltyStream = { decider: loyaltyCard, events: streamEvents(LoyaltyEvent) };

export const stampOnDeposit: Reactor = {
  name: 'loyalty-stamps',
  contexts: ['ledger'],
  handles: ['Deposited'],
  react(event) {
    const { account, amountPence } = Deposited.parse(event.data);
    return [
      reaction(loyaltyStream, loyaltyStreamId(account), {
        type: 'EarnStamp',
        depositId: event.eventId,
        amountPence,
      }),
    ];
  },
};
