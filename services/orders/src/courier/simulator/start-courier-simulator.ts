import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { loopbackOnly } from '@wine/platform/http/loopback-only';
import type { Logger } from '@wine/platform/observability/logger';
import { Hono } from 'hono';
import type { ParcelAnswer } from '../courier-api.ts';
import { courierSimulatorRouter } from './courier-simulator-router.ts';
import { reportSender } from './report-sender.ts';
import { type CourierSchedule, simulatedCourier } from './simulated-courier.ts';

export interface CourierSimulatorSettings {
  /** 0 picks a free port. */
  port: number;
  /** By default a random one, this process's alone. */
  apiKey?: string | undefined;
  /** Where its signed reports go (the gateway's /api/courier/webhook). */
  webhookUrl: string;
  webhookSecret: string;
  schedule: CourierSchedule;
  logger: Logger;
}

export interface RunningCourierSimulator {
  /** http://127.0.0.1:<port> */
  url: string;
  apiKey: string;
  /** The parcels booked so far: what the courier's account would list. */
  parcels(): ParcelAnswer[];
  close(): Promise<void>;
}

/**
 * The courier simulator on a listener of its own, bound to loopback and answering only to
 * programs on this machine that talk to it directly (404 to anything a proxy relays), with an
 * API key made for this start: the gateway's courier adapter, a developer, the tests.
 */
export async function startCourierSimulator(
  settings: CourierSimulatorSettings,
): Promise<RunningCourierSimulator> {
  const apiKey = settings.apiKey ?? `ck_test_${randomBytes(24).toString('hex')}`;
  const reports = reportSender({
    url: settings.webhookUrl,
    secret: settings.webhookSecret,
    logger: settings.logger,
  });
  const courier = simulatedCourier({ schedule: settings.schedule, report: reports.send });
  const app = new Hono().use('*', loopbackOnly()).route('/', courierSimulatorRouter(courier, apiKey));
  const server = serve({ fetch: app.fetch, port: settings.port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  settings.logger.info({ url, schedule: settings.schedule }, 'courier simulator listening (loopback only)');
  return {
    url,
    apiKey,
    parcels: courier.parcels,
    close: async () => {
      courier.stop();
      reports.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
