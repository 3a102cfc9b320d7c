import { z } from 'zod';
import { EmailAddress } from '../identity/contact.ts';
import { OrderId } from './order-events.ts';

/**
 * POST /api/orders/post-checkout: the paid order's last step. Records the checkout as completed
 * for the e-mail the buyer proved to identity (so identity can sign the buyer in with
 * getCustomTokenForEmail, its `checkoutId` being the order id) and sends the order confirmation
 * there. `email` is accepted from older clients and ignored: the server never mails an address a
 * request names.
 */
export const PostCheckoutRequest = z
  .object({ orderId: OrderId, email: EmailAddress.optional() })
  .meta({ id: 'PostCheckoutRequest' });
export type PostCheckoutRequest = z.infer<typeof PostCheckoutRequest>;

/** POST /api/checkout-champ/email: send the order confirmation again. */
export const OrderEmailRequest = z.object({ orderId: OrderId }).meta({ id: 'OrderEmailRequest' });

export const OrderEmailResult = z
  .object({ orderId: OrderId, checkoutId: z.uuid(), emailSent: z.boolean() })
  .meta({ id: 'OrderEmailResult' });
export type OrderEmailResult = z.infer<typeof OrderEmailResult>;
