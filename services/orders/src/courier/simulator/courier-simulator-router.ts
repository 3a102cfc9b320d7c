import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { ParcelRequest } from '../courier-api.ts';
import type { SimulatedCourier } from './simulated-courier.ts';

const failure = (type: string, message: string) => ({ error: { type, message } });

const sameKey = (given: string, apiKey: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(apiKey);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The courier's API: book a parcel, read it back, and the test helper a developer uses to make a
 * delivery fail. Every call needs the API key as a bearer token.
 */
export function courierSimulatorRouter(courier: SimulatedCourier, apiKey: string): Hono {
  const app = new Hono();
  app.use('/v1/*', async (c, next) => {
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameKey(token, apiKey)) return c.json(failure('authentication_error', 'Invalid API key'), 401);
    return next();
  });

  app.post('/v1/parcels', async (c) => {
    const key = c.req.header('idempotency-key');
    if (!key) return c.json(failure('invalid_request', 'An Idempotency-Key header is required'), 400);
    const body = ParcelRequest.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success)
      return c.json({ ...failure('invalid_request', 'Invalid parcel'), issues: body.error.issues }, 400);
    const outcome = courier.book(body.data, key);
    if (outcome.kind === 'key reused') {
      return c.json(failure('idempotency_error', 'This Idempotency-Key was used for another parcel'), 409);
    }
    return c.json(outcome.parcel, outcome.kind === 'created' ? 201 : 200);
  });

  app.get('/v1/parcels', (c) => {
    const reference = c.req.query('reference');
    const parcels = courier.parcels().filter((p) => reference === undefined || p.reference === reference);
    return c.json({ parcels });
  });

  app.get('/v1/parcels/:id', (c) => {
    const parcel = courier.parcel(c.req.param('id'));
    return parcel ? c.json(parcel) : c.json(failure('not_found', 'No such parcel'), 404);
  });

  app.post('/v1/test_helpers/recipients/:recipientId/not_at_home', (c) => {
    const recipientId = z.uuid().safeParse(c.req.param('recipientId'));
    if (!recipientId.success) return c.json(failure('invalid_request', 'Not a recipient id'), 400);
    return c.json({
      recipientId: recipientId.data,
      missedAttemptsAhead: courier.markNotAtHome(recipientId.data),
    });
  });
  return app;
}
