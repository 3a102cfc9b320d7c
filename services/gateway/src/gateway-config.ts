import { identityConfigShape } from '@wine/identity/config/identity-config';
import { courierConfigShape } from '@wine/orders/courier/courier-config';
import { paymentsConfigShape } from '@wine/payments/payments-config';
import { platformConfigSchema } from '@wine/platform/config/platform-config';
import { z } from 'zod';
import { roleConfigShape } from './roles.ts';

export const gatewayConfigSchema = platformConfigSchema.extend({
  SERVICE_NAME: z.string().default('gateway'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /** How long an unpaid order holds its bottles after the customer's last move (docs/orders.md). */
  RESERVATION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** The storefront's production build (storefront/dist) the gateway serves; unset, it serves only the API. */
  STOREFRONT_DIR: z.string().min(1).optional(),
  ...identityConfigShape,
  ...paymentsConfigShape,
  ...courierConfigShape,
  ...roleConfigShape,
});
