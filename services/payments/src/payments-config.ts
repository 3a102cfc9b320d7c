import { z } from 'zod';

/** The payments context's settings; merge into a process's config schema. */
export const paymentsConfigShape = {
  /** Without it, the local payment simulator stands in for Stripe (never in production). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, 'a Stripe secret key (sk_test_... or sk_live_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/)
    .optional(),
  /** The signing secret of the webhook endpoint (whsec_...); required with a real key. */
  STRIPE_WEBHOOK_SECRET: z.string().min(10).optional(),
  /** To point the SDK at another server speaking Stripe's API (e.g. stripe-mock). */
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** The local payment simulator's loopback port, without STRIPE_SECRET_KEY (0: any free port). */
  PAYMENT_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65_535).default(8090),
  /** The simulator's secret key; unset (the default), a random one per start. For tests that act as Stripe. */
  PAYMENT_SIMULATOR_SECRET_KEY: z
    .string()
    .regex(/^sk_test_\w{32,}$/, 'a test secret key of at least 32 characters (sk_test_...)')
    .optional(),
  /** The Stripe Price of the collectors club subscription. */
  CLUB_PRICE_ID: z.string().min(3).default('price_collectors_club_monthly'),
  /** What CLUB_PRICE_ID charges a month, shown before the card is taken (Stripe holds the price). */
  CLUB_PRICE_PENCE: z.coerce.number().int().min(0).default(1500),
  /** The free trial of the /signup page. */
  CLUB_TRIAL_DAYS: z.coerce.number().int().min(0).max(90).default(14),
};

const schema = z.object({
  ...paymentsConfigShape,
  NODE_ENV: z.string(),
  PORT: z.number(),
  WEB_APP_URL: z.string(),
});
export type PaymentsConfig = z.infer<typeof schema>;
