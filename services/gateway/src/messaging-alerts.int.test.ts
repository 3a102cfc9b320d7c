import { randomUUID } from 'node:crypto';
import { listing } from '@wine/contracts/testing/wine-listing';
import { eventually } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MessagingApp, OPERATOR, provedEmailFor, startMessagingApp } from './testing/messaging-app.ts';

// The messages customers choose, on the real stack: the catalog's, orders', wishlist's and
// identity's events as those contexts append them; the messaging workflows, read model, send
// loop and identity's customer mail behind the log; a real SMTP server receiving. Alerts are
// held 3 s before the stock is looked at again.

let app: MessagingApp;
beforeAll(async () => {
  app = await startMessagingApp({ holdSeconds: 3 });
});
afterAll(() => app.stop());

const at = () => new Date().toISOString();
const allOff = {
  email: false,
  sms: false,
  push: false,
  nextDrop: false,
  backInStock: false,
  hotSwapDeals: false,
};

/** A registered customer whose preferences turn these kinds on. */
async function customer(kinds: Partial<typeof allOff>): Promise<string> {
  const userId = randomUUID();
  await app.append(`identity/user/${userId}`, [
    { type: 'GuestStarted', data: { userId, startedAt: at() } },
    {
      type: 'NotificationPreferencesSaved',
      data: { userId, preferences: { ...allOff, ...kinds }, savedAt: at() },
    },
  ]);
  return userId;
}
const wish = (userId: string, productId: string) =>
  app.append(`wishlist/list/${userId}`, [
    { type: 'WineAddedToWishlist', data: { userId, wineProductId: productId, addedAt: at() } },
  ]);
async function listedSoldOut(): Promise<string> {
  const productId = `wine-${randomUUID().slice(0, 8)}`;
  await app.append(`catalog/wine/${productId}`, [
    { type: 'WineListed', data: listing(productId, { stockLevel: 0 }) },
  ]);
  return productId;
}
const count = (productId: string, stockLevel: number) =>
  app.append(`catalog/wine/${productId}`, [
    { type: 'WineStockAdjusted', data: { productId, stockLevel, adjustedAt: at() } },
  ]);

const mailsTo = (userId: string, subject: string) =>
  app.mails.filter((m) => m.to.includes(provedEmailFor(userId)) && m.raw.includes(subject));
const backInStock = (userId: string) => mailsTo(userId, 'is back in stock');
const settled = async (userId: string) =>
  (await app.events()).filter(
    (e) => e.type === 'BackInStockAlertSettled' && e.streamId === `messaging/customer/${userId}`,
  );
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a back-in-stock alert', () => {
  it('is sent exactly once when a wished-for wine that was sold out comes back', async () => {
    const productId = await listedSoldOut();
    const ann = await customer({ backInStock: true });
    const bo = await customer({ nextDrop: true }); // wished for it too, but not for alerts
    await wish(ann, productId);
    await wish(bo, productId);
    await pause(500);
    await count(productId, 12);
    const mail = await eventually(async () => backInStock(ann)[0], { timeoutMs: 30_000 });
    expect(mail.raw).toContain('Pauillac 2015');
    expect(mail.raw).toMatch(/List-Unsubscribe:\s+<http:\/\/shop\.test\/api\/messaging\/unsubscribe\?token=/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    // More stock while it is in stock, and time: nothing more.
    await count(productId, 20);
    await eventually(async () => (await settled(bo)).length === 1, { timeoutMs: 30_000 });
    await pause(2000);
    expect(backInStock(ann)).toHaveLength(1);
    expect(backInStock(bo)).toHaveLength(0);
  });

  it('is not sent at all when the wine sells out again before the send', async () => {
    const productId = await listedSoldOut();
    const cy = await customer({ backInStock: true });
    await wish(cy, productId);
    await pause(500);
    await count(productId, 6);
    // Orders take every bottle within the hold.
    await app.append(`orders/stock/${productId}`, [
      { type: 'StockReserved', data: { productId, orderId: randomUUID(), quantity: 6, reservedAt: at() } },
    ]);
    const outcome = await eventually(async () => (await settled(cy))[0], { timeoutMs: 30_000 });
    expect(outcome.data).toMatchObject({ outcome: 'sold-out-again' });
    await pause(1000);
    expect(backInStock(cy)).toHaveLength(0);
  });
});

describe('an unsubscribe link', () => {
  it('turns that kind off in one click, and a tampered link is refused', async () => {
    const productId = await listedSoldOut();
    const dee = await customer({ backInStock: true, nextDrop: true });
    await wish(dee, productId);
    await pause(500);
    await count(productId, 6);
    await eventually(async () => backInStock(dee)[0], { timeoutMs: 30_000 });
    const requested = (await app.events()).find(
      (e) => e.type === 'CustomerMessageRequested' && e.streamId === `messaging/customer/${dee}`,
    );
    const link = new URL((requested?.data as { unsubscribeUrl: string } | undefined)?.unsubscribeUrl ?? '');
    const path = `${link.pathname}${link.search}`;

    const tampered = path.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await app.call('GET', tampered)).status).toBe(400);
    expect((await app.call('POST', tampered)).status).toBe(400);

    const page = await app.call('GET', path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Turn off back-in-stock alerts');
    const done = await app.call('POST', path);
    expect(done.status).toBe(200);
    expect(done.body).toContain('Back-in-stock alerts turned off');

    // Identity's preferences learn it: the kind off, the others kept.
    const saved = await eventually(async () =>
      (await app.events())
        .filter((e) => e.type === 'NotificationPreferencesSaved' && e.streamId === `identity/user/${dee}`)
        .at(1),
    );
    expect(saved.data).toMatchObject({ preferences: { backInStock: false, nextDrop: true } });
    // The next restock sends nothing.
    await count(productId, 0);
    await count(productId, 6);
    await eventually(async () => (await settled(dee)).length === 2, { timeoutMs: 30_000 });
    expect((await settled(dee))[1]?.data).toMatchObject({ outcome: 'not-opted-in' });
    expect(backInStock(dee)).toHaveLength(1);
  });
});

describe("today's hot-swap deals", () => {
  it('need an operator: 401 without a token, 403 for a shopper', async () => {
    expect((await app.call('POST', '/fn/sendHotSwapDeals')).status).toBe(401);
    const shopper = await app.call('POST', '/fn/sendHotSwapDeals', { user: randomUUID() });
    expect(shopper.status).toBe(403);
    expect(shopper.body.error.code).toBe('FORBIDDEN');
  });
});

describe('with SMTP down for 10 s', () => {
  it('every message is sent once after it returns: support, its acknowledgement, a next-drop alert, the deals', async () => {
    const productId = `wine-${randomUUID().slice(0, 8)}`;
    await app.append(`catalog/wine/${productId}`, [
      {
        type: 'WineListed',
        data: listing(productId, { stockLevel: 24, publicPricePence: 3000, memberPricePence: 1500 }),
      },
    ]);
    const eve = await customer({ nextDrop: true, hotSwapDeals: true });
    const email = `eve-${randomUUID()}@example.com`;
    const refusedBefore = app.smtp.refused();
    app.smtp.refuseRecipients();
    const sentAt = Date.now();
    expect(
      (
        await app.call('POST', '/fn/sendContactSupport', {
          body: { name: 'Eve', email, message: 'Hello' },
          headers: { 'x-forwarded-for': '203.0.113.7' },
        })
      ).status,
    ).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    await app.append(`catalog/drop/${today}`, [
      { type: 'DropScheduled', data: { date: today, productIds: [productId], scheduledAt: at() } },
    ]);
    expect((await app.call('POST', '/fn/sendHotSwapDeals', { user: OPERATOR })).body).toEqual({
      date: today,
      scheduled: true,
    });
    await eventually(async () => app.smtp.refused() >= refusedBefore + 4, { timeoutMs: 30_000 });
    await pause(Math.max(0, 10_000 - (Date.now() - sentAt)));
    app.smtp.acceptRecipients();

    const drop = () => mailsTo(eve, 'drop is open');
    const deals = () => mailsTo(eve, 'hot-swap deals');
    const ack = () => app.mails.filter((m) => m.to.includes(email));
    const forwarded = () =>
      app.mails.filter((m) => m.to.includes('support@cellardoor.test') && m.raw.includes(email));
    await eventually(async () => [drop(), deals(), ack(), forwarded()].every((mails) => mails.length > 0), {
      timeoutMs: 60_000,
    });
    await pause(2000);
    expect([drop().length, deals().length, ack().length, forwarded().length]).toEqual([1, 1, 1, 1]);
    expect(deals()[0]?.raw).toContain('Pauillac 2015');
    // A second ask the same day sends nothing more.
    expect((await app.call('POST', '/fn/sendHotSwapDeals', { user: OPERATOR })).body.scheduled).toBe(false);
  });
});
