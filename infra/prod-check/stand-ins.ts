// make prod-check's stand-ins for the outside services, in a process of their own (never inside
// a production process): the payment simulator speaking Stripe's API, which the gateways reach
// through the real Stripe SDK as STRIPE_API_HOST/PORT, and the courier simulator as
// COURIER_API_URL. Both send their signed webhooks to the load balancer. Prints one JSON line
// with their addresses and keys, then runs until SIGTERM.
import { startCourierSimulator } from '@wine/orders/courier/simulator/start-courier-simulator';
import { startPaymentSimulator } from '@wine/payments/simulator/start-payment-simulator';
import { createLogger } from '@wine/platform/observability/logger';
import Stripe from 'stripe';
import { z } from 'zod';

const env = z
  .object({
    WEBHOOKS_ORIGIN: z.url(),
    STRIPE_WEBHOOK_SECRET: z.string().min(10),
    COURIER_WEBHOOK_SECRET: z.string().min(10),
  })
  .parse(process.env);
const logger = createLogger('stand-ins', { level: 'warn' });
// The courier never collects within a run: the order stays as payment left it.
const anHour = 3_600_000;

const stripe = await startPaymentSimulator({
  port: 0,
  webhookUrl: `${env.WEBHOOKS_ORIGIN}/api/stripe/webhook`,
  webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  apiVersion: Stripe.API_VERSION,
  logger,
});
const courier = await startCourierSimulator({
  port: 0,
  webhookUrl: `${env.WEBHOOKS_ORIGIN}/api/courier/webhook`,
  webhookSecret: env.COURIER_WEBHOOK_SECRET,
  schedule: { collectAfterMs: anHour, deliverAfterMs: anHour },
  logger,
});
console.log(
  JSON.stringify({
    stripe: { url: stripe.url, secretKey: stripe.secretKey, publishableKey: stripe.publishableKey },
    courier: { url: courier.url, apiKey: courier.apiKey },
  }),
);
process.once(
  'SIGTERM',
  () => void Promise.all([stripe.close(), courier.close()]).then(() => process.exit(0)),
);
