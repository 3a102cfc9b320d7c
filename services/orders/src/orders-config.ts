import { z } from 'zod';
import { courierConfigShape } from './courier/courier-config.ts';

/** The orders context's settings; merge into a process's config schema. */
export const ordersConfigShape = {
  /** How long an unpaid order holds its bottles after the customer's last move (docs/orders.md). */
  RESERVATION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  ...courierConfigShape,
};

const schema = z.object({
  ...ordersConfigShape,
  NODE_ENV: z.string(),
  PORT: z.number(),
  /** The shop's name, in the e-mails orders asks for. */
  PRODUCT_NAME: z.string(),
  /** The storefront, where the bank's 3-D Secure page sends the customer back. */
  WEB_APP_URL: z.string(),
});
export type OrdersConfig = z.infer<typeof schema>;
