import { z } from 'zod';

/** The messaging context's settings; the gateway merges them into its own (docs/messaging.md). */
export const messagingConfigShape = {
  /** Where the support form's messages are mailed. Development: a loopback mailbox (the dev inbox shows it). */
  SUPPORT_EMAIL: z.email().default('support@cellardoor.local'),
  /**
   * Signs the unsubscribe links in customer messages and keys the support form's counters.
   * Production must set it; elsewhere an unset one is this install's own (.run/secrets).
   */
  MESSAGING_LINK_SECRET: z
    .string()
    .min(32, 'use at least 32 random characters (e.g. openssl rand -base64 48)')
    .optional(),
  /** How long a back-in-stock alert waits before stock is checked again and it is sent. */
  BACK_IN_STOCK_HOLD_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** User ids allowed to send today's hot-swap deals (sendHotSwapDeals), comma-separated. */
  MESSAGING_OPERATORS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id.length > 0),
    ),
};

const schema = z.object({
  ...messagingConfigShape,
  NODE_ENV: z.string(),
  PRODUCT_NAME: z.string(),
  /** The storefront, where links in messages land. */
  WEB_APP_URL: z.url(),
});
export type MessagingConfig = z.output<typeof schema>;
