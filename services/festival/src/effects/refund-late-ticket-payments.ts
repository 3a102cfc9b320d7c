import type { PaymentProvider } from '@wine/contracts/payments/payment-provider';
import type { Effect } from '@wine/platform/effects/effect';
import type { Logger } from '@wine/platform/observability/logger';
import { attendeeStream } from '../app/festival-kinds.ts';

/**
 * Gives back a payment that succeeded for a ticket no longer held for it (its hold expired at the
 * bank's 3-D Secure page): the decision is the person's stream's (FestivalTicketRefundRequested,
 * once per ticket); this performs it at the provider. The provider's idempotency key is the
 * ticket's, so a crash between the refund and its checkpoint repeats nothing at the provider.
 */
export function refundLateTicketPayments(deps: {
  provider: PaymentProvider;
  logger: Pick<Logger, 'warn'>;
}): Effect {
  return {
    name: 'festival-refund-late-ticket-payments',
    contexts: ['festival'],
    handles: ['FestivalTicketRefundRequested'],
    // Refunds of different tickets do not wait for each other.
    concurrency: 4,
    async perform(stored) {
      const event = attendeeStream.events.read(stored);
      if (event.type !== 'FestivalTicketRefundRequested') return;
      const { ticketId, paymentIntentId, amountPence, festivalId } = event.data;
      await deps.provider.refund(paymentIntentId, `festival-refund-${ticketId}`);
      deps.logger.warn(
        { festivalId, ticketId, paymentIntentId, amountPence },
        'late ticket payment refunded',
      );
    },
  };
}
