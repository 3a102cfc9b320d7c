import { ConversionEventReceived } from '@wine/contracts/analytics/conversion-event';
import { PageViewed } from '@wine/contracts/analytics/page-view';
import type { ErrorEnvelope } from '@wine/contracts/errors';
import { optionalUser } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { createLogger } from '@wine/platform/observability/logger';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPERIMENT, type ExperimentSettingsOf } from '../ab/ab-experiments.ts';
import { BatcherOverloadedError } from '../outbox/micro-batcher.ts';
import { fakeOutbox } from '../testing/fake-outbox.ts';
import { testPseudonyms } from '../testing/test-pseudonyms.ts';
import { bearerOf, testVerifier } from '../testing/test-verifier.ts';
import { analyticsRouter } from './analytics-router.ts';
import type { RateLimiter } from './token-bucket.ts';

const NOW = new Date('2025-01-31T09:00:00.000Z');
const logger = createLogger('analytics-test', { level: 'silent' });
const allowAll: RateLimiter = async () => ({ allowed: true, retryAfterMs: 0 });

function build(
  opts: {
    outbox?: ReturnType<typeof fakeOutbox>;
    limiter?: RateLimiter;
    settings?: ExperimentSettingsOf;
  } = {},
) {
  const outbox = opts.outbox ?? fakeOutbox();
  const app = createApp({ name: 'analytics-test', logger, trustedProxies: ['127.0.0.1'] });
  // As the gateway does for every route.
  app.use('*', optionalUser(testVerifier));
  app.route(
    '/',
    analyticsRouter({
      outbox,
      experimentSettings: opts.settings ?? (() => DEFAULT_EXPERIMENT),
      clock: () => NOW,
      logger,
      pseudonyms: testPseudonyms,
      limiter: opts.limiter ?? allowAll,
    }),
  );
  // As through a proxy on this machine, which names the caller in X-Forwarded-For.
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(
      path,
      {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers },
      },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
  return { outbox, post };
}

const errorOf = async (res: Response) => ((await res.json()) as ErrorEnvelope).error;

describe('POST /fn/logWebAppConversionsApiEvent', () => {
  it('stores the event and answers the spec text with the built event id', async () => {
    const { outbox, post } = build();
    const res = await post(
      '/fn/logWebAppConversionsApiEvent',
      { eventName: 'AddToCart', userId: 'u-1', productId: 'p-9', price: 1250, quantity: 2 },
      bearerOf('u-1'),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { eventID: string };
    expect(body).toMatchObject({ success: true, message: 'Event logged successfully' });
    expect(body.eventID).toMatch(/^AddToCart_1738314000000_[a-z0-9]{9}$/);

    const [row] = outbox.rows;
    // Whom it is about, by pseudonym only: the payload is what the topic will carry.
    expect(row).toMatchObject({ topic: 'analytics.conversions', key: testPseudonyms.user('u-1') });
    expect(row?.payload).not.toContain('u-1');
    expect(ConversionEventReceived.parse(JSON.parse(row?.payload ?? ''))).toMatchObject({
      eventID: body.eventID,
      userPseudonym: testPseudonyms.user('u-1'),
      devicePseudonym: null,
      pricePence: 1250,
      quantity: 2,
      region: 'GB',
      receivedAt: NOW.toISOString(),
    });
  });

  it("keeps the client's event id", async () => {
    const { post } = build();
    const res = await post('/fn/logWebAppConversionsApiEvent', {
      eventName: 'Purchase',
      eventID: 'Purchase_1738314000000_abcdefghi',
    });
    expect(await res.json()).toMatchObject({ eventID: 'Purchase_1738314000000_abcdefghi' });
  });

  it.each([
    [{}, 'Event name is required'],
    [{ eventName: 'Donate' }, 'Invalid event name: Donate'],
  ])('refuses %j with 400 VALIDATION_ERROR and stores nothing', async (body, text) => {
    const { outbox, post } = build();
    const res = await post('/fn/logWebAppConversionsApiEvent', body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Validation failed' });
    expect(error.details).toEqual([expect.objectContaining({ path: ['eventName'], message: text })]);
    expect(outbox.rows).toEqual([]);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'vbscript:msgbox(1)', 'ftp://example.com/x'])(
    'refuses the event source URL %s: only http(s) addresses',
    async (eventSourceUrl) => {
      const { outbox, post } = build();
      const res = await post('/fn/logWebAppConversionsApiEvent', { eventName: 'Purchase', eventSourceUrl });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).details).toEqual([expect.objectContaining({ path: ['eventSourceUrl'] })]);
      expect(outbox.rows).toEqual([]);
    },
  );

  it('refuses malformed JSON with 400', async () => {
    const { post } = build();
    const res = await post('/fn/logWebAppConversionsApiEvent', '{"eventName":');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('VALIDATION_ERROR');
  });

  it('refuses a body over 8 KiB with 413', async () => {
    const { outbox, post } = build();
    const res = await post('/fn/logWebAppConversionsApiEvent', {
      eventName: 'Lead',
      productName: 'x'.repeat(9000),
    });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('HTTP_413');
    expect(outbox.rows).toEqual([]);
  });

  it('answers the spec failure text with 500 when the event cannot be stored', async () => {
    const { post } = build({ outbox: fakeOutbox(new Error('database down')) });
    const res = await post('/fn/logWebAppConversionsApiEvent', { eventName: 'Lead' });
    expect(res.status).toBe(500);
    expect(await errorOf(res)).toMatchObject({
      code: 'SERVER_ERROR',
      message: 'Failed to log conversion event',
    });
  });

  it('answers 503 when the outbox is shedding load', async () => {
    const { post } = build({ outbox: fakeOutbox(new BatcherOverloadedError(50_000)) });
    const res = await post('/fn/logWebAppConversionsApiEvent', { eventName: 'Lead' });
    expect(res.status).toBe(503);
  });

  it('answers 429 RATE_LIMITED with Retry-After once the IP has no tokens, keyed by client IP', async () => {
    const seen: string[] = [];
    const limiter: RateLimiter = async (key) => {
      seen.push(key);
      return { allowed: false, retryAfterMs: 1500 };
    };
    const { outbox, post } = build({ limiter });
    const res = await post(
      '/fn/logWebAppConversionsApiEvent',
      { eventName: 'Lead' },
      { 'x-forwarded-for': '1.2.3.4, 10.0.0.1' },
    );
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('2');
    expect((await errorOf(res)).code).toBe('RATE_LIMITED');
    expect(seen).toEqual(['10.0.0.1']);
    expect(outbox.rows).toEqual([]);
  });

  it('lets requests through when the rate limiter fails', async () => {
    const { post } = build({
      limiter: async () => {
        throw new Error('redis down');
      },
    });
    expect((await post('/fn/logWebAppConversionsApiEvent', { eventName: 'Lead' })).status).toBe(200);
  });
});

describe('POST /fn/logPageView', () => {
  it('stores a ViewContent page view keyed by the user', async () => {
    const { outbox, post } = build();
    const res = await post(
      '/fn/logPageView',
      {
        page: '/shop?type=red',
        userId: 'u-1',
        email: 'ann@example.com',
        timestamp: '2025-01-31T08:59:59.000Z',
      },
      bearerOf('u-1'),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, message: 'Page view logged successfully' });
    const [row] = outbox.rows;
    expect(row).toMatchObject({ topic: 'analytics.page-views', key: testPseudonyms.user('u-1') });
    // Analytics cannot tell whose an e-mail in a body is: it never records one.
    expect(row?.payload).not.toContain('ann@example.com');
    expect(PageViewed.parse(JSON.parse(row?.payload ?? ''))).toMatchObject({
      eventName: 'ViewContent',
      page: '/shop?type=red',
      userPseudonym: testPseudonyms.user('u-1'),
      viewedAt: '2025-01-31T08:59:59.000Z',
      receivedAt: NOW.toISOString(),
    });
  });

  it('refuses a page view without a page', async () => {
    const { outbox, post } = build();
    expect((await post('/fn/logPageView', { userId: 'u-1' })).status).toBe(400);
    expect(outbox.rows).toEqual([]);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>1</script>',
    'vbscript:msgbox',
    'shop',
  ])('refuses the page %s: only a path or an http(s) address is a page', async (page) => {
    const { outbox, post } = build();
    const res = await post('/fn/logPageView', { page, userId: 'u-1' });
    expect(res.status).toBe(400);
    expect((await res.json()) as ErrorEnvelope).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: [expect.objectContaining({ path: ['page'] })] },
    });
    expect(outbox.rows).toEqual([]);
  });

  it.each([
    ['more than a day before the server', new Date(NOW.getTime() - 24 * 3_600_000 - 1000)],
    ['more than five minutes after the server', new Date(NOW.getTime() + 5 * 60_000 + 1000)],
  ])('refuses a view dated %s', async (_, at) => {
    const { outbox, post } = build();
    const res = await post('/fn/logPageView', { page: '/shop', userId: 'u-1', timestamp: at.toISOString() });
    expect(res.status).toBe(400);
    expect((await res.json()) as ErrorEnvelope).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Validation failed',
        details: [expect.objectContaining({ path: ['timestamp'], code: 'too_far_from_now' })],
      },
    });
    expect(outbox.rows).toEqual([]);
  });

  it('takes a view from an hour ago, sent late from the queue', async () => {
    const { post } = build();
    const at = new Date(NOW.getTime() - 3_600_000).toISOString();
    expect((await post('/fn/logPageView', { page: '/shop', userId: 'u-1', timestamp: at })).status).toBe(200);
  });
});

describe('POST /fn/getAbTestGroupByDeviceId', () => {
  it('answers the same group for the same device every time and records the answer', async () => {
    const { outbox, post } = build();
    const groups = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await post('/fn/getAbTestGroupByDeviceId', { name: 'hero', device: 'd-1' });
      groups.add(((await res.json()) as { group: string }).group);
    }
    expect(groups.size).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(outbox.rows).toHaveLength(3);
    expect(outbox.messages()[0]).toMatchObject({
      type: 'AbGroupAssigned',
      experiment: 'hero',
      devicePseudonym: testPseudonyms.device('d-1'),
      group: [...groups][0],
      reason: 'split',
    });
  });

  it('answers CONTROL when the assignment fails, and records the fallback', async () => {
    const { outbox, post } = build({
      settings: () => {
        throw new Error('experiment config unavailable');
      },
    });
    const res = await post('/fn/getAbTestGroupByDeviceId', { name: 'hero', device: 'd-1' });
    expect(await res.json()).toEqual({ group: 'CONTROL' });
    await new Promise((r) => setTimeout(r, 0));
    expect(outbox.messages()[0]).toMatchObject({ group: 'CONTROL', reason: 'fallback' });
  });

  it('still answers when the record cannot be stored', async () => {
    const { post } = build({
      outbox: fakeOutbox(new Error('database down')),
      settings: () => ({ ...DEFAULT_EXPERIMENT, forced: 'TEST' }),
    });
    const res = await post('/fn/getAbTestGroupByDeviceId', { name: 'hero', device: 'd-1' });
    expect(await res.json()).toEqual({ group: 'TEST' });
  });
});
