import { z } from 'zod';
import { AbExperiments } from './ab/ab-experiments.ts';

const jsonText = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be JSON' });
    return z.NEVER;
  }
});

/** The analytics context's own variables; defaults suit `make start`. */
export const analyticsConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /**
   * Keys the pseudonyms the analytics topics carry instead of user and device ids. Required in
   * production; never change it while consumers join on the pseudonyms (every one would change).
   */
  ANALYTICS_PSEUDONYM_KEY: z
    .string()
    .min(32, 'use at least 32 random characters (e.g. openssl rand -base64 48)')
    .optional(),
  /** e.g. `{"hero-banner":{"testPercent":20},"old-checkout":{"forced":"CONTROL"}}` */
  // prefault, not default: zod 4 returns a default as the output without parsing it.
  AB_EXPERIMENTS: jsonText
    .pipe(AbExperiments)
    .prefault('{}')
    .meta({ examples: ['{"hero-banner":{"testPercent":20}}'] }),
  /** Sustained requests per second per client IP on the public ingestion routes. */
  ANALYTICS_RATE_PER_SECOND: z.coerce.number().positive().default(50),
  /** Requests a client IP may send at once before the sustained rate applies. */
  ANALYTICS_RATE_BURST: z.coerce.number().int().positive().default(100),
});

export type AnalyticsConfig = z.output<typeof analyticsConfigSchema>;
