import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { CourierError } from '@wine/contracts/orders/courier';
import { createLogger } from '@wine/platform/observability/logger';
import { requestFrom } from '@wine/platform/testing/request-from';
import { eventually } from '@wine/platform/testing/test-env';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSignedCourierReport } from '../courier-signature.ts';
import { HttpCourier } from '../http-courier.ts';
import { type RunningCourierSimulator, startCourierSimulator } from './start-courier-simulator.ts';

// The simulator as the gateway's adapter and a developer reach it, with a webhook endpoint of
// the test's own that keeps what it is sent (answering 500 to the first try of each report).

const secret = 'whsec_courier_simulator_test';
const received: { body: string; signed: boolean }[] = [];
const tried = new Set<string>();
let simulator: RunningCourierSimulator;
let webhook: ReturnType<typeof serve>;

beforeAll(async () => {
  const app = new Hono().post('/webhook', async (c) => {
    const body = await c.req.text();
    if (!tried.has(body)) {
      tried.add(body);
      return c.text('down', 500);
    }
    received.push({
      body,
      signed: isSignedCourierReport(body, c.req.header('courier-signature') ?? '', secret, new Date()),
    });
    return c.json({ received: true });
  });
  webhook = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => webhook.once('listening', () => resolve()));
  const address = webhook.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  simulator = await startCourierSimulator({
    port: 0,
    webhookUrl: `http://127.0.0.1:${address.port}/webhook`,
    webhookSecret: secret,
    schedule: { collectAfterMs: 50, deliverAfterMs: 50 },
    logger: createLogger('courier-simulator-test', { level: 'silent' }),
  });
});
afterAll(async () => {
  await simulator.close();
  await new Promise((resolve) => webhook.close(resolve));
});

const booking = (recipientId = randomUUID()) => ({
  reference: randomUUID(),
  orderIds: [randomUUID()],
  caseSlots: 12,
  adultSignatureRequired: true as const,
  recipientId,
  idempotencyKey: `dispatch-${randomUUID()}`,
});
const reportsOf = (reference: string) =>
  received
    .map((r) => ({ ...r, report: JSON.parse(r.body) }))
    .filter((r) => r.report.parcel.reference === reference);

describe('the courier simulator', () => {
  it('listens on loopback with a random API key of its own: no other key opens it', async () => {
    expect(new URL(simulator.url).hostname).toBe('127.0.0.1');
    expect(simulator.apiKey).toMatch(/^ck_test_[0-9a-f]{48}$/);
    await expect(new HttpCourier(simulator.url, 'ck_test_guessed').book(booking())).rejects.toMatchObject({
      retryable: false,
      message: expect.stringContaining('401'),
    });
  });

  it('is a 404 to a request relayed by a proxy, even with the key', async () => {
    const relayed = await fetch(`${simulator.url}/v1/parcels`, {
      headers: { authorization: `Bearer ${simulator.apiKey}`, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(relayed.status).toBe(404);
  });

  // Issue 28.3: any 127.x source, or a relayed request with an empty X-Forwarded-For or another
  // proxy header, reached the simulator.
  it('is a 404 to a connection from 127.0.0.2 and to a request with any forwarding header, even empty', async () => {
    const authorization = `Bearer ${simulator.apiKey}`;
    const parcels = `${simulator.url}/v1/parcels`;
    expect((await requestFrom(parcels, { headers: { authorization } })).status).toBe(200);
    expect(
      (await requestFrom(parcels, { localAddress: '127.0.0.2', headers: { authorization } })).status,
    ).toBe(404);
    for (const header of ['x-forwarded-for', 'x-forwarded-host', 'x-client-ip', 'true-client-ip']) {
      const relayed = await requestFrom(parcels, { headers: { authorization, [header]: '' } });
      expect(relayed.status, header).toBe(404);
    }
  });

  it('books one parcel per idempotency key, and refuses the key for another parcel', async () => {
    const courier = new HttpCourier(simulator.url, simulator.apiKey);
    const request = booking();
    const first = await courier.book(request);
    expect(await courier.book(request)).toEqual(first);
    expect(simulator.parcels().filter((p) => p.reference === request.reference)).toHaveLength(1);
    const reused = courier.book({ ...booking(), idempotencyKey: request.idempotencyKey });
    await expect(reused).rejects.toBeInstanceOf(CourierError);
    await expect(reused).rejects.toMatchObject({ retryable: false });
  });

  it('ships and then delivers on its schedule, reporting each step signed, retried until the shop takes it', async () => {
    const request = booking();
    const { trackingReference } = await new HttpCourier(simulator.url, simulator.apiKey).book(request);
    const reports = await eventually(async () => {
      const sent = reportsOf(request.reference);
      return sent.length === 2 && sent;
    });
    // Retried reports may arrive in any order, as a courier's webhooks do.
    expect(reports.map((r) => r.report.type).sort()).toEqual(['parcel.delivered', 'parcel.shipped']);
    expect(reports.every((r) => r.signed && r.report.parcel.trackingReference === trackingReference)).toBe(
      true,
    );
  });

  it('misses a delivery when the recipient is marked not at home, and comes again', async () => {
    const recipient = randomUUID();
    const marked = await fetch(`${simulator.url}/v1/test_helpers/recipients/${recipient}/not_at_home`, {
      method: 'POST',
      headers: { authorization: `Bearer ${simulator.apiKey}` },
    });
    expect(await marked.json()).toEqual({ recipientId: recipient, missedAttemptsAhead: 1 });
    const request = booking(recipient);
    await new HttpCourier(simulator.url, simulator.apiKey).book(request);
    const reports = await eventually(async () => {
      const sent = reportsOf(request.reference);
      return sent.length === 3 && sent;
    });
    expect(reports.map((r) => r.report.type)).toEqual([
      'parcel.shipped',
      'parcel.delivery_failed',
      'parcel.delivered',
    ]);
    expect(reports[1]?.report).toMatchObject({ attempt: 1, reason: 'nobody was in to sign for it' });
  });
});
