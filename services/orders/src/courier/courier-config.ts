import { z } from 'zod';

const seconds = z.coerce
  .number()
  .min(0)
  .max(7 * 24 * 3600);

/** The courier's settings (docs/orders.md, "Fulfilment"); merge into a process's config schema. */
export const courierConfigShape = {
  /** A courier service speaking courier-api.ts; without it, the local courier simulator (never in production). */
  COURIER_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  COURIER_API_KEY: z.string().min(10).optional(),
  /** The secret the courier signs its webhooks with; required with COURIER_API_URL. */
  COURIER_WEBHOOK_SECRET: z.string().min(10).optional(),
  /** The simulator's loopback port (0: any free port). */
  COURIER_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65_535).default(8091),
  /** The simulator's API key; unset (the default), a random one per start. For tests that act as the courier. */
  COURIER_SIMULATOR_API_KEY: z.string().min(32).optional(),
  /** The simulator's schedule: booking to collection (the order ships), and collection to each delivery attempt. */
  COURIER_COLLECT_AFTER_SECONDS: seconds.default(10),
  COURIER_DELIVER_AFTER_SECONDS: seconds.default(30),
};

const schema = z.object({ ...courierConfigShape, NODE_ENV: z.string(), PORT: z.number() });
export type CourierConfig = z.infer<typeof schema>;
