import { eventUnion } from '@wine/contracts/event-envelope';
import { z } from 'zod';
import type { Pool } from '../db/pool.ts';
import type { Decider } from '../domain/decider.ts';
import { IllegalStateError } from '../errors/domain-error.ts';
import { EventStore } from '../event-store/event-store.ts';
import { streamEvents } from '../event-store/stream-events.ts';
import type { Workflow } from '../workflows/workflow.ts';

// A small context for the workflow runtime's tests: a loyalty card that earns a stamp for every
// deposit on the ledger (another context), numbered by the workflow's own count of the account's
// deposits (its state, kept by the platform). Stamps are counted, not set, so a deposit taken
// twice shows up as a wrong count or number; a closed card refuses stamps (a command the domain
// refuses); a deposit of nothing earns none and is not counted (a command that finds nothing to
// do, an input that changes no state).

const DepositedEnvelope = eventUnion([
  z.object({
    type: z.literal('Deposited'),
    data: z.object({ account: z.string(), amountPence: z.int() }),
  }),
]);
const ledgerEvents = streamEvents(DepositedEnvelope);

const LoyaltyEvent = eventUnion([
  z.object({ type: z.literal('StampEarned'), data: z.object({ depositId: z.string(), nth: z.int() }) }),
  z.object({ type: z.literal('CardClosed'), data: z.object({}) }),
]);
type LoyaltyEvent = z.infer<typeof LoyaltyEvent>;
export interface EarnStamp {
  type: 'EarnStamp';
  account: string;
  depositId: string;
  amountPence: number;
  nth: number;
}
interface Card {
  stamps: number;
  closed: boolean;
}

export const loyaltyCard: Decider<EarnStamp, Card, LoyaltyEvent> = {
  initialState: { stamps: 0, closed: false },
  decide(command, card) {
    if (card.closed) throw new IllegalStateError('A closed card earns no stamps');
    if (command.amountPence === 0) return [];
    return [{ type: 'StampEarned', data: { depositId: command.depositId, nth: command.nth } }];
  },
  evolve: (card, event) =>
    event.type === 'StampEarned' ? { ...card, stamps: card.stamps + 1 } : { ...card, closed: true },
};

export const loyaltyStreamId = (account: string) => `loyalty/card/${account}`;
export const loyaltyStream = { decider: loyaltyCard, events: streamEvents(LoyaltyEvent) };
/** How many events the account's card has (its stream's version). */
export const cardEventsOf = async (pool: Pool, account: string) =>
  (await new EventStore(pool).readStream(loyaltyStreamId(account))).version;

interface Deposit {
  depositId: string;
  account: string;
  amountPence: number;
}
/** The account's deposits counted so far. */
interface Deposits {
  counted: number;
}

export const stampOnDeposit: Workflow<Deposit, Deposits, EarnStamp> = {
  name: 'loyalty-stamps',
  context: 'loyalty',
  contexts: ['ledger'],
  handles: ['Deposited'],
  input(event) {
    const { data } = ledgerEvents.read(event);
    return { depositId: event.eventId, ...data };
  },
  state: {
    key: (deposit) => deposit.account,
    initialState: { counted: 0 },
    evolve: (deposits, { amountPence }) => (amountPence === 0 ? deposits : { counted: deposits.counted + 1 }),
    snapshot: z.object({ counted: z.int() }),
  },
  decide: ({ depositId, account, amountPence }, { counted }) => [
    { type: 'EarnStamp', depositId, account, amountPence, nth: counted + 1 },
  ],
  streams: (command) => [[loyaltyStream, [loyaltyStreamId(command.account)]]],
  async handle(command, tx, metadata) {
    await tx.decide(loyaltyStream, loyaltyStreamId(command.account), command, metadata);
  },
};
