import { z } from 'zod';
import { defaultIpLimits } from '../domain/ip-request-limits.ts';

const secret = z.string().min(32, 'use at least 32 random characters (e.g. openssl rand -base64 48)');

/**
 * Identity's variables. The gateway extends its schema with `identityConfigShape`; secrets are
 * optional here because development runs on defaults, and `identitySecrets` refuses to start
 * in production without them.
 */
export const identityConfigShape = {
  /** Signs the access and custom tokens (JWT, HS256). Rotating it signs everyone out within 15 minutes. */
  AUTH_TOKEN_SECRET: secret.optional(),
  /**
   * Keys the look-up hashes (codes, addresses, IPs) and wraps the per-user personal-data keys.
   * Never rotate it without re-keying: addresses would no longer be found, data not decrypted.
   */
  IDENTITY_DATA_SECRET: secret.optional(),
  /** smtp:// or smtps:// with credentials; required in production. Unset in development: the dev inbox only. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Cellar Door <no-reply@cellardoor.local>'),
  /**
   * The SMS provider (Twilio's Messages API): https://<AccountSid>:<AuthToken>@api.twilio.com.
   * Unset: phone codes reach only the dev inbox in development, and nobody in production.
   */
  SMS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an https:// URL with the account credentials' })
    .optional(),
  /** The sender the SMS provider shows: a number it owns or an alphanumeric sender id. */
  SMS_FROM: z.string().min(3).default('CellarDoor'),
  /** The product's name in the messages identity sends (the storefront's APP_TITLE). */
  PRODUCT_NAME: z.string().min(1).default('Cellar Door'),
  /** Where a magic link opened on the web lands (the storefront). */
  WEB_APP_URL: z.url().default('http://127.0.0.1:5173'),
  /** Where a magic link opened in the mobile app lands (its deep-link scheme). */
  APP_LINK_URL: z.string().min(3).default('cellardoor://'),
  /**
   * The sign-in captcha's PBKDF2 iterations per try (about 256 tries solve one): the work a
   * code send costs a browser, about half a second at 5000. Lower only where many sends are
   * made on purpose (the test stacks); each is still solved, never skipped.
   */
  SIGN_IN_CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  /**
   * New guests one caller address may start an hour. Each guest is a stream, so bots are held
   * back; raise it where many shoppers share one address (a festival venue's wifi, an office,
   * a mobile carrier's NAT) or where one machine plays them all (the browser tests).
   */
  GUEST_STARTS_PER_IP_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(defaultIpLimits['guest-start']),
};

export const identityConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  ...identityConfigShape,
});

export type IdentityConfig = z.output<typeof identityConfigSchema>;
