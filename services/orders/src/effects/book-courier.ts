import { type Courier, CourierError } from '@wine/contracts/orders/courier';
import { type Effect, PermanentEffectFailure } from '@wine/platform/effects/effect';
import type { Logger } from '@wine/platform/observability/logger';
import { orderEvents } from '../app/order-stream.ts';
import type { PlacedOrder } from '../domain/order.ts';

export interface BookCourierDeps {
  courier: Courier;
  /** The order as its stream says now: who it goes to, and whether it still waits for a courier. */
  orderNow(orderId: string): Promise<Pick<PlacedOrder, 'userId' | 'status' | 'dispatchId'>>;
  logger: Pick<Logger, 'info'>;
}

/** The courier's key for a dispatch: a booking retried after a crash finds the first parcel. */
export const bookingKeyOf = (dispatchId: string) => `dispatch-${dispatchId}`;

/**
 * A requested dispatch is booked with the courier once: one parcel for the dispatch, booked from
 * its first order's DispatchRequested (every order of the dispatch has one), under a key of the
 * dispatch's, so even a crash between the booking and the runner's record books nothing twice.
 * The courier's answer is not recorded here: its signed reports (shipped, delivered) are.
 */
export function bookCourier(deps: BookCourierDeps): Effect {
  return {
    name: 'orders-book-courier',
    contexts: ['orders'],
    handles: ['DispatchRequested'],
    async perform(event) {
      const requested = orderEvents.read(event);
      if (requested.type !== 'DispatchRequested') return;
      const { orderId, dispatchId, orderIds, caseSlots } = requested.data;
      if (orderIds[0] !== orderId) return;
      const order = await deps.orderNow(orderId);
      // Marked dispatched by hand, withdrawn or held since: there is nothing for a courier to take
      // (and a runner started on an old log books only what still waits).
      if (order.status !== 'DISPATCH_REQUESTED' || order.dispatchId !== dispatchId) {
        deps.logger.info(
          { dispatchId, status: order.status },
          'courier not booked: the dispatch no longer waits',
        );
        return;
      }
      const recipientId = order.userId;
      try {
        const parcel = await deps.courier.book({
          reference: dispatchId,
          orderIds,
          caseSlots,
          adultSignatureRequired: true,
          recipientId,
          idempotencyKey: bookingKeyOf(dispatchId),
        });
        deps.logger.info({ dispatchId, ...parcel }, 'courier booked');
      } catch (err) {
        if (err instanceof CourierError && !err.retryable)
          throw new PermanentEffectFailure('The courier refused the booking', { cause: err });
        throw err;
      }
    },
  };
}
