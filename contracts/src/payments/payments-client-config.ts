import { z } from 'zod';
import { ClubTerms } from './club-subscription.ts';

/**
 * GET /api/payments/config: what the browser needs to turn a card into a PaymentMethod. In
 * simulator mode `apiBase` is the simulator's own loopback address (http://127.0.0.1:<port>).
 */
export const PaymentsClientConfig = z
  .object({
    mode: z.enum(['stripe', 'simulator']),
    publishableKey: z.string(),
    apiBase: z.string(),
    club: ClubTerms,
  })
  .meta({ id: 'PaymentsClientConfig' });
export type PaymentsClientConfig = z.infer<typeof PaymentsClientConfig>;
