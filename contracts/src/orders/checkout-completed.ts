import { z } from 'zod';
import { defineEvent, type NewEventOf } from '../event-envelope.ts';

/**
 * Published by the orders context on the order's stream (`orders/order/<orderId>`; early ones on
 * `orders/checkout/<checkoutId>`) once the order is paid, whoever learnt it first: the payment's
 * answer, the bank's return or the provider's webhook. Identity keeps the recent ones to sign the
 * buyer in afterwards (getCustomTokenForEmail): the checkout id only names the checkout (it
 * travels in addresses and can leak); what proves the request comes from the buyer is the
 * one-time proof their tab registered with identity before leaving for the bank. `userId` is the
 * signed-in or guest user who checked out, the only one who may be signed in that way, at the
 * e-mail they proved.
 * `email` is only on early events, when the browser's post-checkout call completed the checkout.
 */
export const CheckoutCompleted = defineEvent(
  'CheckoutCompleted',
  z.object({
    checkoutId: z.uuid(),
    email: z.string().min(3).max(254).optional(),
    userId: z.uuid(),
    completedAt: z.iso.datetime({ offset: true }),
  }),
);
export type CheckoutCompletedEnvelope = z.infer<typeof CheckoutCompleted>;
export type CheckoutCompletedEvent = NewEventOf<CheckoutCompletedEnvelope>;
