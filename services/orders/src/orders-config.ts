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
  /**
   * Keys the hashes of the devices and client addresses the guest limit counts (docs/orders.md).
   * Production must set it; elsewhere an unset one is this install's own (.run/secrets).
   */
  ORDERS_SHOPPER_KEY_SECRET: z
    .string()
    .min(32, 'use at least 32 random characters (e.g. openssl rand -base64 48)')
    .optional(),
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
