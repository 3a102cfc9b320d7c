import { analyticsTopics } from '@wine/contracts/analytics/analytics-topics';
import { ConversionEventReceived } from '@wine/contracts/analytics/conversion-event';
import { PageViewed } from '@wine/contracts/analytics/page-view';
import type { EventBus } from '@wine/platform/bus/kafka';
import { createTestBus, uniqueName } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyticsWorld, startAnalyticsWorld } from './testing/analytics-world.ts';
import { messageValue, readUntil } from './testing/read-until.ts';
import { tokenOf } from './testing/test-verifier.ts';

// Issue 28: what the storefront's payment return page sent to analytics, and whom an event
// could claim to be about.

const prefix = `${uniqueName('privacy')}.`;
const conversions = `${prefix}${analyticsTopics.conversions}`;
const pageViews = `${prefix}${analyticsTopics.pageViews}`;

let bus: EventBus;
let world: AnalyticsWorld;

beforeAll(async () => {
  bus = createTestBus();
  world = await startAnalyticsWorld(bus, prefix, [
    conversions,
    pageViews,
    `${prefix}${analyticsTopics.abAssignments}`,
  ]);
});

afterAll(async () => {
  await world?.stop();
});

const orderId = '5d1f0a3c-8f2e-4b7a-9c61-2e4d8b0f7a13';
const clientSecret = 'pi_3QxYzAbCdEf_secret_Gh1jK2lM3nO4pQ5r';
const email = 'buyer.ann@example.com';
const returnPage = `/checkout/complete?order_id=${orderId}&payment_intent=pi_3QxYzAbCdEf&payment_intent_client_secret=${clientSecret}&redirect_status=succeeded`;

/** Every message on the topics that carries one of these event ids, as the raw JSON sent. */
async function published(eventIds: string[]): Promise<string[]> {
  const read = await readUntil(bus, [conversions, pageViews], (ms) => {
    const seen = new Set(ms.map((m) => (messageValue(m) as { eventID: string }).eventID));
    return eventIds.every((id) => seen.has(id));
  });
  return read
    .filter((m) => eventIds.includes((messageValue(m) as { eventID: string }).eventID))
    .map((m) => JSON.stringify(messageValue(m)));
}

describe('analytics and the payment return page', () => {
  it('publishes no client secret, no e-mail and no order id, whatever the browser sends', async () => {
    const buyer = 'buyer-1';
    const view = await world.app.post(
      '/fn/logPageView',
      { page: returnPage, userId: buyer, email },
      undefined,
      tokenOf(buyer),
    );
    const purchase = await world.app.post(
      '/fn/logWebAppConversionsApiEvent',
      {
        eventName: 'Purchase',
        eventSourceUrl: `https://shop.example${returnPage}#token=x`,
        userId: buyer,
        email,
        productId: orderId,
        price: 4200,
        quantity: 1,
      },
      undefined,
      tokenOf(buyer),
    );
    expect([view.status, purchase.status]).toEqual([200, 200]);
    const ids = await Promise.all(
      [view, purchase].map(async (r) => ((await r.json()) as { eventID: string }).eventID),
    );

    const messages = await published(ids);
    expect(messages).toHaveLength(2);
    for (const raw of messages) {
      expect(raw).not.toContain(clientSecret);
      expect(raw).not.toContain('_secret_');
      expect(raw).not.toContain(email);
      expect(raw).not.toContain('pi_3QxYzAbCdEf');
    }
    const [pageView] = messages.map((raw) => JSON.parse(raw)).filter((m) => m.type === 'PageViewed');
    expect(PageViewed.parse(pageView)).toMatchObject({
      page: '/checkout/complete?redirect_status=succeeded',
      email: null,
    });
    // The order id was the page's; a product id is the caller's to choose and is kept.
    expect(pageView.page).not.toContain(orderId);
  });
});

describe('analytics accepts events about other users', () => {
  it("records the caller the bearer token proves, never another user's id or e-mail from the body", async () => {
    const view = await world.app.post(
      '/fn/logPageView',
      { page: '/shop', userId: 'victim-7', email: 'victim@example.com' },
      undefined,
      tokenOf('caller-7'),
    );
    const lead = await world.app.post(
      '/fn/logWebAppConversionsApiEvent',
      { eventName: 'Lead', userId: 'victim-7', email: 'victim@example.com' },
      undefined,
      tokenOf('caller-7'),
    );
    const anonymous = await world.app.post('/fn/logWebAppConversionsApiEvent', {
      eventName: 'AddToCart',
      userId: 'victim-7',
    });
    const ids = await Promise.all(
      [view, lead, anonymous].map(async (r) => ((await r.json()) as { eventID: string }).eventID),
    );

    const messages = (await published(ids)).map((raw) => JSON.parse(raw));
    expect(messages).toHaveLength(3);
    for (const message of messages) expect(JSON.stringify(message)).not.toContain('victim');
    const byId = new Map(messages.map((m) => [m.eventID, m]));
    expect(PageViewed.parse(byId.get(ids[0])).userId).toBe('caller-7');
    expect(ConversionEventReceived.parse(byId.get(ids[1]))).toMatchObject({
      userId: 'caller-7',
      email: null,
    });
    expect(ConversionEventReceived.parse(byId.get(ids[2])).userId).toBeNull();
  });
});
