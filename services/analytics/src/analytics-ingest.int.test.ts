import { AbGroupAssigned } from '@wine/contracts/analytics/ab-assignment';
import { ConversionEventReceived } from '@wine/contracts/analytics/conversion-event';
import { PageViewed } from '@wine/contracts/analytics/page-view';
import type { ErrorEnvelope } from '@wine/contracts/errors';
import { eventually } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxBacklog } from './outbox/outbox-table.ts';
import { analyticsTestApp } from './testing/analytics-test-app.ts';
import { type AnalyticsWorld, startAnalyticsWorld } from './testing/analytics-world.ts';
import { messageValue, readUntil } from './testing/read-until.ts';
import { testPseudonyms } from './testing/test-pseudonyms.ts';
import { tokenOf } from './testing/test-verifier.ts';

let world: AnalyticsWorld;

beforeAll(async () => {
  world = await startAnalyticsWorld('t');
});

afterAll(async () => {
  await world?.stop();
});

const FUNNEL = ['ViewContent', 'AddToCart', 'InitiateCheckout', 'Purchase', 'Lead'] as const;

describe('events posted through the HTTP app', () => {
  it('reach their topics with the documented schema, in order per user', async () => {
    const users = Array.from({ length: 8 }, (_, i) => `user-${i}`);
    const postedByUser = new Map<string, string[]>();
    // Users post at once; each user's events go one after the other, as a browser sends them.
    await Promise.all(
      users.map(async (userId) => {
        const ids: string[] = [];
        for (let i = 0; i < 15; i++) {
          const res = await world.app.post(
            '/fn/logWebAppConversionsApiEvent',
            {
              eventName: FUNNEL[i % FUNNEL.length],
              userId,
              deviceId: `device-${userId}`,
              productId: `p-${i}`,
              price: 1000 + i,
              quantity: 1,
            },
            undefined,
            tokenOf(userId),
          );
          expect(res.status).toBe(200);
          ids.push(((await res.json()) as { eventID: string }).eventID);
        }
        postedByUser.set(userId, ids);
      }),
    );
    const view = await world.app.post(
      '/fn/logPageView',
      { page: '/shop?type=red', userId: 'user-0' },
      undefined,
      tokenOf('user-0'),
    );
    expect(view.status).toBe(200);

    const all = [...postedByUser.values()].flat();
    const read = await readUntil(world.bus, [world.topics.conversions], (ms) => {
      const seen = new Set(ms.map((m) => ConversionEventReceived.parse(messageValue(m)).eventID));
      return all.every((id) => seen.has(id));
    });
    const readByUser = new Map<string, string[]>();
    for (const m of read) {
      const event = ConversionEventReceived.parse(messageValue(m));
      expect(m.key).toBe(event.userPseudonym);
      const ids = readByUser.get(m.key) ?? [];
      // At-least-once: a repeat keeps its first place.
      if (!ids.includes(event.eventID)) ids.push(event.eventID);
      readByUser.set(m.key, ids);
    }
    // Keyed by each user's pseudonym, never the user id.
    const postedByPseudonym = [...postedByUser].map(([user, ids]) => [testPseudonyms.user(user), ids]);
    expect(readByUser).toEqual(new Map(postedByPseudonym as [string, string[]][]));

    const [pageView] = await readUntil(world.bus, [world.topics.pageViews], (ms) => ms.length > 0);
    expect(pageView?.key).toBe(testPseudonyms.user('user-0'));
    expect(PageViewed.parse(messageValue(pageView))).toMatchObject({
      page: '/shop?type=red',
      eventName: 'ViewContent',
    });
    await eventually(async () => (await outboxBacklog(world.db.pool)) === 0);
  });

  it("publishes each A/B answer, keyed by the device's pseudonym", async () => {
    const res = await world.app.post('/fn/getAbTestGroupByDeviceId', { name: 'hero', device: 'device-ab' });
    const { group } = (await res.json()) as { group: string };
    const [message] = await readUntil(world.bus, [world.topics.abAssignments], (ms) => ms.length > 0);
    expect(message?.key).toBe(testPseudonyms.device('device-ab'));
    expect(AbGroupAssigned.parse(messageValue(message))).toMatchObject({
      experiment: 'hero',
      devicePseudonym: testPseudonyms.device('device-ab'),
      group,
    });
  });

  it('answers 400 to bad events and publishes none of them', async () => {
    const bad = [
      {},
      { eventName: 'Donate', userId: 'bad-user' },
      { eventName: 'Purchase', userId: 'bad-user', price: -1 },
      { eventName: 'Purchase', userId: 'bad-user', email: 'nope' },
    ];
    for (const body of bad) {
      const res = await world.app.post('/fn/logWebAppConversionsApiEvent', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorEnvelope).error.code).toBe('VALIDATION_ERROR');
    }
    const sentinel = await world.app.post(
      '/fn/logWebAppConversionsApiEvent',
      { eventName: 'Lead', userId: 'bad-user' },
      undefined,
      tokenOf('bad-user'),
    );
    const { eventID } = (await sentinel.json()) as { eventID: string };

    const read = await readUntil(world.bus, [world.topics.conversions], (ms) =>
      ms.some((m) => ConversionEventReceived.parse(messageValue(m)).eventID === eventID),
    );
    const fromBadUser = read
      .filter((m) => m.key === testPseudonyms.user('bad-user'))
      .map((m) => ConversionEventReceived.parse(messageValue(m)));
    expect(new Set(fromBadUser.map((e) => e.eventID))).toEqual(new Set([eventID]));
  });

  it('answers 429 RATE_LIMITED once an IP spent its burst, per IP', async () => {
    const limited = analyticsTestApp({
      pool: world.db.pool,
      redis: world.redis,
      prefix: `${world.prefix}limited.`,
      config: { ANALYTICS_RATE_PER_SECOND: 1, ANALYTICS_RATE_BURST: 3 },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await limited.post('/fn/logPageView', { page: '/' }, '198.51.100.1')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);

    const refused = await limited.post('/fn/logPageView', { page: '/' }, '198.51.100.1');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as ErrorEnvelope).error.code).toBe('RATE_LIMITED');
    expect((await limited.post('/fn/logPageView', { page: '/' }, '198.51.100.2')).status).toBe(200);
    await limited.stop();
  });
});
