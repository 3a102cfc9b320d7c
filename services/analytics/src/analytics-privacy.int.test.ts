import { createHmac } from 'node:crypto';
import { AbGroupAssigned } from '@wine/contracts/analytics/ab-assignment';
import { ConversionEventReceived } from '@wine/contracts/analytics/conversion-event';
import { PageViewed } from '@wine/contracts/analytics/page-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyticsWorld, startAnalyticsWorld } from './testing/analytics-world.ts';
import { messageValue, readUntil } from './testing/read-until.ts';
import { TEST_PSEUDONYM_KEY, testPseudonyms } from './testing/test-pseudonyms.ts';
import { tokenOf } from './testing/test-verifier.ts';

// Issue 28: what the storefront's payment return page sent to analytics, and whom an event
// could claim to be about. Issue 35: whom an event is about, as a consumer of the topics reads it.

let world: AnalyticsWorld;

beforeAll(async () => {
  world = await startAnalyticsWorld('privacy');
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
  const read = await readUntil(world.bus, [world.topics.conversions, world.topics.pageViews], (ms) => {
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
    });
    expect(pageView).not.toHaveProperty('email');
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
    const caller = testPseudonyms.user('caller-7');
    expect(PageViewed.parse(byId.get(ids[0])).userPseudonym).toBe(caller);
    expect(ConversionEventReceived.parse(byId.get(ids[1])).userPseudonym).toBe(caller);
    expect(ConversionEventReceived.parse(byId.get(ids[2])).userPseudonym).toBeNull();
  });
});

describe('analytics topics name nobody in clear', () => {
  it("carry the user's and the device's keyed pseudonyms, the same on every topic, never their ids", async () => {
    const user = '0193f00d-5a1e-7c2b-9d3e-4f5a6b7c8d9e';
    const device = '6c1f2e3d-4b5a-4968-8776-a5b4c3d2e1f0';
    const [view, purchase, assigned] = await Promise.all([
      world.app.post(
        '/fn/logPageView',
        { page: '/shop', userId: user, deviceId: device },
        undefined,
        tokenOf(user),
      ),
      world.app.post(
        '/fn/logWebAppConversionsApiEvent',
        { eventName: 'Purchase', userId: user, deviceId: device, productId: 'claret-2019' },
        undefined,
        tokenOf(user),
      ),
      world.app.post('/fn/getAbTestGroupByDeviceId', { name: 'pseudonyms', device }),
    ]);
    expect([view.status, purchase.status, assigned.status]).toEqual([200, 200, 200]);
    const eventIds = await Promise.all(
      [view, purchase].map(async (r) => ((await r.json()) as { eventID: string }).eventID),
    );

    // As a consumer reads them: keys, headers and values of the real topics.
    const read = await readUntil(
      world.bus,
      [world.topics.conversions, world.topics.pageViews, world.topics.abAssignments],
      (ms) => {
        const values = ms.map((m) => messageValue(m) as { eventID?: string; experiment?: string });
        const seen = new Set(values.map((v) => v.eventID));
        return eventIds.every((id) => seen.has(id)) && values.some((v) => v.experiment === 'pseudonyms');
      },
    );
    const mine = read.filter((m) => {
      const value = messageValue(m) as { eventID?: string; experiment?: string };
      return eventIds.includes(value.eventID ?? '') || value.experiment === 'pseudonyms';
    });
    expect(mine).toHaveLength(3);
    for (const m of mine) {
      const everything = JSON.stringify({ key: m.key, headers: m.headers, value: messageValue(m) });
      expect(everything).not.toContain(user);
      expect(everything).not.toContain(device);
    }

    // HMAC-SHA256 under the key, as docs/analytics.md says: the key's holder can compute them.
    const userPseudonym = keyedPseudonym(TEST_PSEUDONYM_KEY, 'analytics-user', user);
    const devicePseudonym = keyedPseudonym(TEST_PSEUDONYM_KEY, 'analytics-device', device);
    const messageOfType = (type: string) =>
      mine.map((m) => messageValue(m) as { type: string }).find((value) => value.type === type);
    expect(PageViewed.parse(messageOfType('PageViewed'))).toMatchObject({ userPseudonym, devicePseudonym });
    expect(ConversionEventReceived.parse(messageOfType('ConversionEventReceived'))).toMatchObject({
      userPseudonym,
      devicePseudonym,
    });
    expect(AbGroupAssigned.parse(messageOfType('AbGroupAssigned'))).toMatchObject({ devicePseudonym });
    expect(mine.map((m) => m.key).sort()).toEqual([devicePseudonym, userPseudonym, userPseudonym].sort());
  });
});

/** HMAC-SHA256 of the id under the kind's key derived from the secret, base64url: computed here afresh. */
const keyedPseudonym = (secret: string, kind: string, id: string) =>
  createHmac('sha256', createHmac('sha256', secret).update(kind).digest()).update(id).digest('base64url');
