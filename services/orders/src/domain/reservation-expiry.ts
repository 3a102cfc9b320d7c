import type { OrderStatus } from '@wine/contracts/order-status';
import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { reservationExpiredMail } from '../mail/reservation-expired.ts';
import type { PlacedOrder } from './order.ts';
import type { ExpireReservation } from './order-commands.ts';
import { OPEN_ATTEMPT_TIMEOUT_MS } from './payment-decisions.ts';

/** How long an unpaid order holds its bottles after the customer's last move (docs/orders.md). */
export const DEFAULT_RESERVATION_MS = 30 * 60_000;

/**
 * How long a declined card's order keeps its bottles (docs/orders.md): shorter than a fresh
 * order's, since a decline is how a reservation made without the money to pay ends, and a
 * hoarder's unpaid orders otherwise keep bottles from paying customers for the whole 30 minutes.
 */
export const DECLINED_CARD_RESERVATION_MS = 10 * 60_000;

/** How long this order's reservation lasts from the customer's last move. */
const reservationMsOf = (order: PlacedOrder, reservationMs: number) =>
  order.status === 'CARD_DECLINE' ? Math.min(reservationMs, DECLINED_CARD_RESERVATION_MS) : reservationMs;

/** Unpaid orders that hold bottles while waiting for the customer's money. */
const WAITING_FOR_PAYMENT: readonly OrderStatus[] = ['UNPAID_AWAITING_STOCK', 'CARD_DECLINE'];

/**
 * When an order's reservation runs out: `reservationMs` (`DECLINED_CARD_RESERVATION_MS` after a
 * declined card) after it was placed or after the customer last tried to pay, whichever is
 * later; never while a payment is in flight (an
 * attempt waiting for the provider, or the bank's 3-D Secure page), which it waits out first.
 */
export function reservationEndsAt(order: PlacedOrder, reservationMs: number): number {
  const lastMove = Math.max(
    Date.parse(order.placedAt),
    Date.parse(order.payment.lastActivityAt ?? order.placedAt),
  );
  const inFlightUntil = order.payment.open
    ? Date.parse(order.payment.open.since) + OPEN_ATTEMPT_TIMEOUT_MS
    : 0;
  return Math.max(lastMove + reservationMsOf(order, reservationMs), inFlightUntil);
}

/** Message id of the notice that an order's reservation ran out (one per order). */
export const RESERVATION_EXPIRED_MESSAGE = 'reservation-expired/';

/**
 * Cancels an unpaid order whose reservation has run out, and asks identity to tell the customer
 * (a guest with no proved address is told nothing); anything else is left alone (a sweep may look
 * twice).
 */
export function expireReservation({ data, metadata }: ExpireReservation, order: PlacedOrder): OrderEvent[] {
  if (!WAITING_FOR_PAYMENT.includes(order.status) || order.payment.paidBy !== null) return [];
  const endsAt = reservationEndsAt(order, data.reservationMs);
  if (Date.parse(metadata.now) < endsAt) return [];
  const heldSince = order.payment.lastActivityAt ?? order.placedAt;
  return [
    { type: 'ReservationExpired', data: { orderId: order.orderId, heldSince, expiredAt: metadata.now } },
    {
      type: 'OrderStatusChanged',
      data: { orderId: order.orderId, from: order.status, to: 'CANCELLED', changedAt: metadata.now },
    },
    {
      type: 'CustomerMessageRequested',
      data: {
        messageId: `${RESERVATION_EXPIRED_MESSAGE}${order.orderId}`,
        userId: order.userId,
        ...reservationExpiredMail(
          order,
          data.productName,
          Math.round(reservationMsOf(order, data.reservationMs) / 60_000),
        ),
        requestedAt: metadata.now,
      },
    },
  ];
}
