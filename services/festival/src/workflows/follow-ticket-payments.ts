import { PaymentIntentEventEnvelope } from '@wine/contracts/payments/payment-events';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import { eventToCommand } from '@wine/platform/workflows/event-to-command';
import type { FullSlices } from '../app/claim-ticket.ts';
import { allocationStream, attendeeStream } from '../app/festival-kinds.ts';
import { decideOutcome, intentOutcome, outcomeStreams, reopenIfReleased } from '../app/ticket-payment.ts';
import { attendeeStreamId } from '../domain/festival-streams.ts';

/** Payments' events, read through payments' union and upcasters in contracts. */
const paymentIntentEvents = streamEvents(PaymentIntentEventEnvelope);

interface TicketPaymentReport {
  festivalId: string;
  userId: string;
  ticketId: string;
  outcome: ReturnType<typeof intentOutcome>;
  now: string;
}

/**
 * What payments records of Stripe's webhooks about a festival ticket's PaymentIntent settles the
 * held ticket: paid (it is the person's) or failed (back on sale). This is how a 3-D Secure
 * payment ends when the person never comes back to the shop, and how a payment that succeeds
 * after its hold expired is refunded. Keyed by the ticket's id, so a report heard twice, or after
 * the claim's own answer settled it, changes nothing.
 */
export function followTicketPayments(deps: {
  store: Pick<EventStore, 'readStream'>;
  /** This process's claims' memory of full slices: a ticket given back reopens its slice. */
  fullSlices: FullSlices;
}) {
  return eventToCommand({
    name: 'festival-follow-ticket-payments',
    context: 'festival',
    contexts: ['payments'],
    events: paymentIntentEvents,
    handles: ['PaymentIntentReported'],
    command(reported, event): TicketPaymentReport | null {
      const { festivalTicketId, festivalId, userId } = reported.data.metadata;
      if (!festivalTicketId || !festivalId || !userId) return null;
      const outcome = intentOutcome(reported.data);
      return { festivalId, userId, ticketId: festivalTicketId, outcome, now: event.occurredAt };
    },
    async streams(report) {
      const id = attendeeStreamId(report.festivalId, report.userId);
      const attendee = attendeeStream.events.readAll((await deps.store.readStream(id)).events);
      const state = attendee.reduce(attendeeStream.decider.evolve, attendeeStream.decider.initialState);
      const [, sliceId] = outcomeStreams(report, state, report.ticketId);
      return sliceId
        ? [
            [attendeeStream, [id]],
            [allocationStream, [sliceId]],
          ]
        : [[attendeeStream, [id]]];
    },
    async handle(report, tx, metadata) {
      const before = await tx.state(attendeeStream, attendeeStreamId(report.festivalId, report.userId));
      const streams = outcomeStreams(report, before, report.ticketId);
      const after = await decideOutcome(tx, report, report.ticketId, report.outcome, report.now, metadata);
      reopenIfReleased(deps.fullSlices, streams, after);
    },
  });
}
