import { randomUUID } from 'node:crypto';
import { EffectRunner } from '@wine/platform/effects/effect-runner';
import { createLogger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { roundTripsOf } from '@wine/platform/testing/round-trips';
import { stored } from '@wine/platform/testing/workflow-spec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app.ts';

const requested = (userId: string) =>
  stored(`orders/order/${randomUUID()}`, {
    type: 'CustomerMessageRequested',
    data: {
      messageId: `order-confirmation/${randomUUID()}`,
      userId,
      subject: 'Your order is confirmed',
      text: 'Thank you for your order.',
      requestedAt: '2026-11-28T10:00:00.000Z',
    },
  });

describe('customer mail (identity-customer-mail)', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  it("mails a window's people at the e-mails they proved, their addresses read in two queries; a guest, an erased account and an unknown person get none", async () => {
    const ana = await t.registered('ana@example.com');
    const ben = await t.registered('ben@example.com');
    const guest = await t.guest();
    const eve = await t.registered('eve@example.com');
    const erased = await t.call('POST', '/fn/requestDataDeletion', {
      body: { confirm: true },
      token: eve.accessToken,
    });
    expect(erased.status).toBe(200);
    const effect = t.identity.effects?.find((e) => e.name === 'identity-customer-mail');
    if (!effect) throw new Error('identity runs no customer mail');
    const runner = new EffectRunner(t.db.pool, effect, {
      deadLetters: pgDeadLetters(t.db.pool),
      logger: createLogger('customer-mail-test'),
    });
    const people = [ana.user.id, ben.user.id, guest.user.id, eve.user.id, randomUUID()];

    // The queries the batch sends, not those of the app's projectors meanwhile (same pool).
    const { result: mailed, roundTrips } = await roundTripsOf(() =>
      runner.applyBatch('test:customer-mail', people.map(requested)),
    );
    expect(mailed).toBe(5);

    // The checkpoint, what of the batch was done already, the people's streams, the keys of the
    // two with an e-mail to read, and what was done with the checkpoint: one each, not one a mail.
    expect(roundTrips).toBe(5);
    const confirmations = (t.identity.inbox?.list() ?? []).filter(
      (m) => m.subject === 'Your order is confirmed',
    );
    expect(confirmations.map((m) => m.to).sort()).toEqual(['ana@example.com', 'ben@example.com']);
  });
});
