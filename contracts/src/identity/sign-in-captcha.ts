import { z } from 'zod';

/**
 * Spec sections 4 and 5: sending a sign-in code passes an invisible captcha first. Ours is a
 * self-hosted proof of work (ALTCHA): `GET /api/auth/captcha` hands out a signed challenge, the
 * browser's hidden widget solves it, and generateMagicLink carries the widget's payload. The
 * server takes each solved challenge once, before it expires, and sends nothing without one.
 */
export const CaptchaChallenge = z
  .object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.int(),
        keyLength: z.int(),
        keyPrefix: z.string(),
        data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
      })
      .loose(),
    signature: z.string(),
  })
  .meta({ id: 'CaptchaChallenge' });
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

/** The widget's payload: base64 of `{ challenge, solution }`, as its hidden field holds it. */
export const CaptchaPayload = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Invalid captcha payload')
  .describe("The hidden captcha widget's payload: a solved challenge from GET /api/auth/captcha");
