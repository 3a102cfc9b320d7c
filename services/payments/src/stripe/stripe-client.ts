import Stripe from 'stripe';

export interface StripeConnection {
  secretKey: string;
  /** Set only to talk to something other than api.stripe.com (the local simulator, a test server). */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
}

/** The Stripe SDK, configured once: its own retries (idempotency keys make them safe), a timeout. */
export function stripeClient(connection: StripeConnection): Stripe {
  return new Stripe(connection.secretKey, {
    ...(connection.host ? { host: connection.host } : {}),
    ...(connection.port ? { port: connection.port } : {}),
    ...(connection.protocol ? { protocol: connection.protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'cellar-door' },
  });
}
