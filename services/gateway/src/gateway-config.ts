import { festivalConfigShape } from '@wine/festival/create-festival';
import { identityConfigShape } from '@wine/identity/create-identity';
import { messagingConfigShape } from '@wine/messaging/create-messaging';
import { ordersConfigShape } from '@wine/orders/orders-config';
import { paymentsConfigShape } from '@wine/payments/payments-config';
import { platformConfigSchema } from '@wine/platform/config/platform-config';
import { z } from 'zod';
import { roleConfigShape } from './roles.ts';

export const gatewayConfigSchema = platformConfigSchema.extend({
  SERVICE_NAME: z.string().default('gateway'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /** The storefront's production build (storefront/dist) the gateway serves; unset, it serves only the API. */
  STOREFRONT_DIR: z.string().min(1).optional(),
  ...identityConfigShape,
  ...paymentsConfigShape,
  ...ordersConfigShape,
  ...festivalConfigShape,
  ...messagingConfigShape,
  ...roleConfigShape,
});
export type GatewayConfig = z.output<typeof gatewayConfigSchema>;
