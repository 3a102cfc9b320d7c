import type { EventMetadata } from '@wine/contracts/event-envelope';
import {
  type ChargeResult,
  type PaymentIntentView,
  type PaymentProvider,
  PaymentProviderError,
} from '@wine/contracts/payments/payment-provider';
import { onStreams, readState, type StreamsTransaction } from '@wine/platform/domain/handle-command';
import { DomainError } from '@wine/platform/errors/domain-error';
import type { Attendee } from '../domain/attendee.ts';
import type { ExpireTicketHold, ReleaseTicket } from '../domain/attendee-commands.ts';
import { ClaimFailedError, PaymentNeededError } from '../domain/festival-errors.ts';
import { allocationStreamId, attendeeStreamId } from '../domain/festival-streams.ts';
import { type ClaimDeps, type ClaimInput, type FullSlices, takeTicket } from './claim-ticket.ts';
import { allocationStream, attendeeStream } from './festival-kinds.ts';

export interface TicketPaymentDeps extends ClaimDeps {
  /** Payments' Stripe adapter (the port the gateway passes); none: paid tickets are not sold. */
  provider?: PaymentProvider | undefined;
  /** Where the bank's 3-D Secure page sends the person back. */
  returnUrl: string;
}

export type ClaimOutcome =
  | { kind: 'ticket'; festivalId: string; attendee: Attendee }
  | { kind: 'requires_action'; clientSecret: string; redirectUrl: string };

/** What the PaymentIntent of a festival ticket carries, so a webhook finds the ticket it pays for. */
export const ticketIntentMetadata = (festivalId: string, userId: string, ticketId: string) => ({
  festivalTicketId: ticketId,
  festivalId,
  userId,
});

/**
 * claimFestivalTicket. A free ticket is the person's at once. A paid one is held, then charged
 * with the held ticket's id as the idempotency key: a retried claim (same key or not) pays for the
 * same held ticket, so the card is charged once. A decline gives the ticket back; 3-D Secure
 * sends the person to their bank and the ticket waits for the provider's word (the return, or
 * payments' record of Stripe's webhook).
 */
export async function claimTicket(
  deps: TicketPaymentDeps,
  input: ClaimInput & { paymentMethodId?: string | undefined },
  metadata: EventMetadata,
): Promise<ClaimOutcome> {
  const attendee = await takeTicket(deps, input, metadata);
  const held = attendee.reservation;
  if (attendee.ticket || !held) return { kind: 'ticket', festivalId: input.festivalId, attendee };
  if (!input.paymentMethodId || !deps.provider) {
    await recordOutcome(deps, input, held.ticketId, { status: 'canceled', paymentIntentId: null }, metadata);
    throw new PaymentNeededError();
  }
  const result = await chargeSafely(deps.provider, {
    amountPence: held.pricePence,
    description: `Festival ticket: ${held.ticketTypeName}`,
    paymentMethodId: input.paymentMethodId,
    idempotencyKey: `festival-ticket-${held.ticketId}`,
    metadata: ticketIntentMetadata(input.festivalId, input.userId, held.ticketId),
    returnUrl: deps.returnUrl,
  });
  if (result.status === 'requires_action') {
    return { kind: 'requires_action', clientSecret: result.clientSecret, redirectUrl: result.redirectUrl };
  }
  const after = await recordOutcome(deps, input, held.ticketId, result, metadata);
  if (!after.ticket) throw new ClaimFailedError();
  return { kind: 'ticket', festivalId: input.festivalId, attendee: after };
}

/** The person is back from 3-D Secure: the provider, not the browser, says how it ended. */
export async function confirmTicketPayment(
  deps: TicketPaymentDeps,
  input: { userId: string; clientSecret: string },
  metadata: EventMetadata,
): Promise<ClaimOutcome> {
  if (!deps.provider) throw new ClaimFailedError();
  const intentId = input.clientSecret.slice(0, input.clientSecret.indexOf('_secret_'));
  const intent = await intentOrNothing(deps.provider, intentId);
  if (!intent) throw new ClaimFailedError();
  const { festivalTicketId, festivalId, userId } = intent.metadata;
  if (
    intent.clientSecret !== input.clientSecret ||
    userId !== input.userId ||
    !festivalTicketId ||
    !festivalId
  )
    throw new ClaimFailedError();
  if (intent.status === 'requires_action' && intent.redirectUrl) {
    // Not back to the bank for a hold that expired meanwhile: that payment would be refunded.
    const attendee = await readState(deps.store, attendeeStream, attendeeStreamId(festivalId, userId));
    if (attendee.reservation?.ticketId !== festivalTicketId) throw new ClaimFailedError();
    return { kind: 'requires_action', clientSecret: input.clientSecret, redirectUrl: intent.redirectUrl };
  }
  const attendee = await recordOutcome(
    deps,
    { festivalId, userId },
    festivalTicketId,
    intentOutcome(intent),
    metadata,
  );
  if (!attendee.ticket) throw new ClaimFailedError();
  return { kind: 'ticket', festivalId, attendee };
}

type Outcome =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'card_declined' | 'other_error' | 'canceled'; paymentIntentId: string | null }
  | { status: 'pending' };

/** What a PaymentIntent's state means for its ticket. */
export function intentOutcome(
  intent: Pick<PaymentIntentView, 'paymentIntentId' | 'status' | 'lastErrorCode'>,
): Outcome {
  const { paymentIntentId } = intent;
  if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId };
  if (intent.status === 'requires_payment_method')
    return { status: intent.lastErrorCode === null ? 'other_error' : 'card_declined', paymentIntentId };
  if (intent.status === 'canceled') return { status: 'canceled', paymentIntentId };
  return { status: 'pending' };
}

/**
 * Records a ticket's payment outcome on the person's stream: a success makes the held ticket
 * theirs (or is refunded when the hold was lost first), a failure gives the held ticket back to
 * its slice in the same transaction. Told twice, it changes nothing.
 */
export async function recordOutcome(
  deps: Pick<TicketPaymentDeps, 'store' | 'clock' | 'fullSlices'>,
  who: { festivalId: string; userId: string },
  ticketId: string,
  outcome: Outcome | ChargeResult,
  metadata: EventMetadata,
): Promise<Attendee> {
  const attendeeId = attendeeStreamId(who.festivalId, who.userId);
  const current = await readState(deps.store, attendeeStream, attendeeId);
  const streams = outcomeStreams(who, current, ticketId);
  if (streams.length === 0) return current;
  const after = await onStreams(deps.store, streams, (tx) =>
    decideOutcome(tx, who, ticketId, outcome, deps.clock().toISOString(), metadata),
  );
  reopenIfReleased(deps.fullSlices, streams, after);
  return after;
}

/**
 * The streams news of a ticket's payment may change: the person's, and the slice while the ticket
 * is held; the person's alone for a hold they lost (a late success is refunded); none otherwise.
 */
export function outcomeStreams(
  who: { festivalId: string; userId: string },
  attendee: Attendee,
  ticketId: string,
): string[] {
  const attendeeId = attendeeStreamId(who.festivalId, who.userId);
  const held = attendee.reservation;
  if (held?.ticketId === ticketId)
    return [attendeeId, allocationStreamId(who.festivalId, held.ticketTypeId, held.shard)];
  return attendee.released.has(ticketId) ? [attendeeId] : [];
}

/** A slice given a ticket back is tried again by this process's claims (claim-ticket.ts). */
export function reopenIfReleased(fullSlices: FullSlices, streams: string[], after: Attendee): void {
  const sliceId = streams[1];
  if (sliceId && !after.reservation) fullSlices.reopen(sliceId);
}

/** The decisions an outcome makes, in the caller's transaction (the claim's, or a workflow's). */
export async function decideOutcome(
  tx: StreamsTransaction,
  who: { festivalId: string; userId: string },
  ticketId: string,
  outcome: Outcome | ChargeResult,
  now: string,
  metadata: EventMetadata,
): Promise<Attendee> {
  const attendeeId = attendeeStreamId(who.festivalId, who.userId);
  if (outcome.status === 'pending' || outcome.status === 'requires_action')
    return tx.state(attendeeStream, attendeeId);
  if (outcome.status === 'succeeded') {
    const data = { ...who, ticketId, paymentIntentId: outcome.paymentIntentId };
    const confirm = { type: 'ConfirmTicketPayment' as const, data, metadata: { now } };
    return (await tx.decide(attendeeStream, attendeeId, confirm, metadata)).state;
  }
  const release = {
    type: 'ReleaseTicket' as const,
    data: { ...who, ticketId, reason: outcome.status },
    metadata: { now },
  };
  return releaseHeld(tx, who, release, metadata);
}

/**
 * Gives the person's held ticket back (a failed payment, an expired hold) and, when their stream
 * released it, its slice counts it back in the same transaction.
 */
export async function releaseHeld(
  tx: StreamsTransaction,
  who: { festivalId: string; userId: string },
  command: ReleaseTicket | ExpireTicketHold,
  metadata: EventMetadata,
): Promise<Attendee> {
  const attendeeId = attendeeStreamId(who.festivalId, who.userId);
  const held = (await tx.state(attendeeStream, attendeeId)).reservation;
  const released = await tx.decide(attendeeStream, attendeeId, command, metadata);
  if (released.events.length > 0 && held) {
    const { ticketTypeId, shard, ticketId } = held;
    const data = { festivalId: who.festivalId, ticketTypeId, shard, ticketId };
    await tx.decide(
      allocationStream,
      allocationStreamId(who.festivalId, ticketTypeId, shard),
      { type: 'ReleaseAllocation', data, metadata: command.metadata },
      metadata,
    );
  }
  return released.state;
}

/** An intent the provider does not know (or cannot say) is no payment of a ticket. */
async function intentOrNothing(
  provider: PaymentProvider,
  intentId: string,
): Promise<PaymentIntentView | null> {
  try {
    return await provider.paymentIntent(intentId);
  } catch (error) {
    if (error instanceof PaymentProviderError || (error instanceof DomainError && error.status < 500))
      return null;
    throw error;
  }
}

/**
 * A provider that cannot be reached, or that refuses the request (a card it does not know), is a
 * failed attempt: the ticket goes back and the person may try again. Not a 500.
 */
async function chargeSafely(
  provider: PaymentProvider,
  request: Parameters<PaymentProvider['charge']>[0],
): Promise<ChargeResult> {
  try {
    return await provider.charge(request);
  } catch (error) {
    const refused =
      error instanceof PaymentProviderError || (error instanceof DomainError && error.status < 500);
    if (!refused) throw error;
    return { status: 'other_error', paymentIntentId: null, message: error.message };
  }
}
