import { randomBytes } from 'node:crypto';
import type { Courier } from '@wine/contracts/orders/courier';
import type { Logger } from '@wine/platform/observability/logger';
import type { CourierConfig } from './courier-config.ts';
import { HttpCourier } from './http-courier.ts';
import { type RunningCourierSimulator, startCourierSimulator } from './simulator/start-courier-simulator.ts';

export interface CourierWiring {
  courier: Courier;
  /** What the courier's webhooks are signed with. */
  webhookSecret: string;
  /** In simulator mode, the simulator (its own loopback listener); undefined with a courier service. */
  simulator: RunningCourierSimulator | undefined;
  close(): Promise<void>;
}

/**
 * The courier service when COURIER_API_URL is set; otherwise (development, tests, `make start`)
 * the local courier simulator, started by this process on loopback and reached through the same
 * adapter, so only the address differs. Never the simulator in production.
 */
export async function createCourier(config: CourierConfig, logger: Logger): Promise<CourierWiring> {
  if (config.COURIER_API_URL) {
    if (!config.COURIER_API_KEY) throw new Error('COURIER_API_KEY is required with COURIER_API_URL');
    if (!config.COURIER_WEBHOOK_SECRET)
      throw new Error('COURIER_WEBHOOK_SECRET is required with COURIER_API_URL');
    return {
      courier: new HttpCourier(config.COURIER_API_URL, config.COURIER_API_KEY),
      webhookSecret: config.COURIER_WEBHOOK_SECRET,
      simulator: undefined,
      close: async () => undefined,
    };
  }
  if (config.NODE_ENV === 'production') throw new Error('COURIER_API_URL is required in production');

  const webhookSecret = config.COURIER_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('base64url')}`;
  const simulator = await startCourierSimulator({
    port: config.COURIER_SIMULATOR_PORT,
    apiKey: config.COURIER_SIMULATOR_API_KEY,
    webhookUrl: `http://127.0.0.1:${config.PORT}/api/courier/webhook`,
    webhookSecret,
    schedule: {
      collectAfterMs: config.COURIER_COLLECT_AFTER_SECONDS * 1000,
      deliverAfterMs: config.COURIER_DELIVER_AFTER_SECONDS * 1000,
    },
    logger,
  });
  logger.info('no COURIER_API_URL: dispatches go to the local courier simulator');
  return {
    courier: new HttpCourier(simulator.url, simulator.apiKey),
    webhookSecret,
    simulator,
    close: () => simulator.close(),
  };
}
