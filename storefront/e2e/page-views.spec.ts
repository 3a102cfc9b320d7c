import { testPseudonyms } from '@wine/analytics/testing/test-pseudonyms';
import { analyticsTopics } from '@wine/contracts/analytics/analytics-topics';
import { PageViewed } from '@wine/contracts/analytics/page-view';
import { EventBus } from '@wine/platform/bus/kafka';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEVICE_ID_KEY } from '../src/lib/device-id.ts';
import { DESKTOP, launchBrowser } from './browser.ts';
import { startAnalyticsRelay } from './stack/analytics-relay.ts';
import { readTopicSince } from './stack/topic-reader.ts';
import { waitUntil } from './stack/wait-until.ts';

const base = inject('storefrontUrl');
const brokers = (process.env.E2E_KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
// Long enough for a stray fourth page view to have come through the outbox and the relay.
const SETTLE_MS = 2_000;

const quiet = {
  error: (obj: object, msg?: string) => console.error(msg, obj),
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
};

let browser: Browser;
let bus: EventBus;
let relay: ReturnType<typeof startAnalyticsRelay>;
beforeAll(async () => {
  browser = await launchBrowser();
  bus = new EventBus({ brokers, clientId: 'e2e', logger: quiet });
  relay = startAnalyticsRelay(inject('databaseUrl'), bus);
});
afterAll(async () => {
  await relay?.stop();
  await browser?.close();
});

describe('page views', () => {
  it('reach analytics.page-views once per page shown, in order, for this browser', async () => {
    const topic = await readTopicSince(bus, analyticsTopics.pageViews, Date.now());
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.text().startsWith('Could not log the page view')) problems.push(message.text());
    });

    try {
      // goto waits for the app to take the server's page over: the first view is logged then.
      await page.goto(`${base}/`);
      await page.getByRole('link', { name: 'Browse Wines' }).click();
      await page.waitForURL(`${base}/shop`);
      await page.getByRole('main').locator('a[href^="/product/"]').first().click();
      await page.waitForURL(/\/product\//);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const productPage = new URL(page.url()).pathname;

      // The app makes the device id when it sends its first page view, off the critical path.
      await page.waitForFunction((key) => localStorage.getItem(key) !== null, DEVICE_ID_KEY);
      const deviceId = (await page.evaluate((key) => localStorage.getItem(key), DEVICE_ID_KEY)) ?? '';
      // The topic names the device by its keyed pseudonym (the e2e gateway runs on the tests' key).
      const device = testPseudonyms.device(deviceId);
      // Other runs and other browsers write to the same topic: only this browser's views count,
      // each once (delivery is at least once, so a repeat has the same eventID).
      const ours = () => {
        const views = new Map<string, PageViewed>();
        for (const value of topic.values) {
          const view = PageViewed.safeParse(value);
          if (view.success && view.data.devicePseudonym === device) views.set(view.data.eventID, view.data);
        }
        return [...views.values()];
      };
      await waitUntil('three page views on the topic', async () => ours().length >= 3, 30_000);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

      const views = ours();
      expect(views.map((view) => view.page)).toEqual(['/', '/shop', productPage]);
      // One guest throughout: the first view waited for the guest session rather than going without.
      const users = new Set(views.map((view) => view.userPseudonym));
      expect(users.size).toBe(1);
      expect([...users][0]).toEqual(expect.any(String));
      // Nobody reading the topic learns the browser's own device id.
      expect(JSON.stringify(topic.values)).not.toContain(deviceId);
      const viewedAt = views.map((view) => Date.parse(view.viewedAt));
      expect(viewedAt).toEqual([...viewedAt].sort((a, b) => a - b));
      // A failed page view would only have been a warning: none were.
      expect(problems).toEqual([]);
      // The A/B override panel is for development only and is not in this production build.
      expect(await page.getByRole('complementary', { name: 'A/B overrides' }).count()).toBe(0);
    } finally {
      await context.close();
      await topic.stop();
    }
  });
});
