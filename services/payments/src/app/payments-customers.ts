import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { PaymentsCustomerEvent } from '@wine/contracts/payments/payment-events';
import { onStreams, readState } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import {
  type PaymentsCustomer,
  type PaymentsCustomerCommand,
  paymentsCustomerStreamId,
} from '../domain/payments-customer.ts';
import { paymentsCustomerStream } from './payments-customer-stream.ts';
import type { ClubDeps, RecordOnce } from './payments-deps.ts';

export const loadCustomer = (store: EventStore, userId: string): Promise<PaymentsCustomer> =>
  readState(store, paymentsCustomerStream, paymentsCustomerStreamId(userId));

/**
 * One command on one person's payments stream, under its lock; with `once`, only if what reports
 * it (a webhook's Stripe event) is recorded for the first time, in the same transaction.
 */
export async function decideOnCustomer(
  store: EventStore,
  command: PaymentsCustomerCommand,
  metadata: EventMetadata,
  once?: RecordOnce,
): Promise<{ customer: PaymentsCustomer; events: PaymentsCustomerEvent[]; recordedBefore?: true }> {
  const streamId = paymentsCustomerStreamId(command.data.userId);
  return onStreams(
    store,
    [streamId],
    async (tx) => {
      if (once && !once.recorded(tx.first)) {
        return {
          customer: await tx.state(paymentsCustomerStream, streamId),
          events: [],
          recordedBefore: true,
        };
      }
      const { state, events } = await tx.decide(paymentsCustomerStream, streamId, command, metadata);
      return { customer: state, events };
    },
    once ? { first: once.statement } : {},
  );
}

/**
 * The person's Stripe customer, made on first need. The key makes two first needs at once (or a
 * retry after a crash within Stripe's 24 h) get the same customer; the stream keeps it after.
 */
export async function ensureCustomer(
  deps: ClubDeps,
  userId: string,
  metadata: EventMetadata,
): Promise<string> {
  const known = (await loadCustomer(deps.store, userId)).customerId;
  if (known) return known;
  const { customerId } = await deps.provider.ensureCustomer(userId, `customer-${userId}`);
  const now = deps.clock().toISOString();
  const { customer } = await decideOnCustomer(
    deps.store,
    { type: 'RecordCustomer', data: { userId, customerId }, metadata: { now } },
    metadata,
  );
  return customer.customerId ?? customerId;
}
