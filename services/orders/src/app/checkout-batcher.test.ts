import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../domain/order.ts';
import type { CheckoutCommand, CheckoutOutcome } from './checkout-batch.ts';
import { CheckoutBatcher } from './checkout-batcher.ts';

// The batcher's scheduling, with transactions that finish when the test says so.

const metadata = { correlationId: 'c', causationId: null, userId: null, region: 'GB' };
const input = (userId: string, productId: string, key = userId) => ({
  userId,
  isMember: false,
  idempotencyKey: key,
  lines: [{ productId, quantity: 1 }],
  now: '2026-11-22T10:00:00.000Z',
});
const placed = { status: 'UNPAID_AWAITING_STOCK' } as PlacedOrder;

function controlledTransactions() {
  const started: { batch: string[]; finish: () => void }[] = [];
  const run = (commands: readonly CheckoutCommand[]) =>
    new Promise<CheckoutOutcome[]>((resolve) => {
      started.push({
        batch: commands.map((c) => c.input.userId),
        finish: () => resolve(commands.map(() => ({ ok: true, order: placed }))),
      });
    });
  return { started, run };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the checkout batcher', () => {
  it('given a transaction running, when checkouts arrive, then they wait and go together in the next', async () => {
    const { started, run } = controlledTransactions();
    const batcher = new CheckoutBatcher(run, { concurrency: 1 });
    const first = batcher.place(input('ann', 'claret'), metadata);
    const later = [
      batcher.place(input('bob', 'claret'), metadata),
      batcher.place(input('cy', 'rioja'), metadata),
    ];
    await tick();
    expect(started.map((s) => s.batch)).toEqual([['ann']]);
    started[0]?.finish();
    await first;
    await tick();
    expect(started.map((s) => s.batch)).toEqual([['ann'], ['bob', 'cy']]);
    started[1]?.finish();
    await Promise.all(later);
  });

  it("given a wine a running transaction holds, then its checkout waits while others' go alongside", async () => {
    const { started, run } = controlledTransactions();
    const batcher = new CheckoutBatcher(run, { concurrency: 2 });
    void batcher.place(input('ann', 'claret'), metadata);
    await tick();
    void batcher.place(input('bob', 'claret'), metadata);
    void batcher.place(input('cy', 'rioja'), metadata);
    await tick();
    // bob shares claret with ann's running transaction: only cy may run beside it.
    expect(started.map((s) => s.batch)).toEqual([['ann'], ['cy']]);
    started[0]?.finish();
    await tick();
    await tick();
    expect(started.map((s) => s.batch)).toEqual([['ann'], ['cy'], ['bob']]);
  });

  it('given a batch the database refuses, then each checkout is tried on its own', async () => {
    const tried: string[][] = [];
    const batcher = new CheckoutBatcher(
      async (commands) => {
        tried.push(commands.map((c) => c.input.userId));
        if (commands.length > 1) throw new Error('connection lost');
        return commands.map(() => ({ ok: true, order: placed }));
      },
      { concurrency: 1 },
    );
    const blocker = batcher.place(input('ann', 'claret'), metadata);
    const both = [
      batcher.place(input('bob', 'rioja'), metadata),
      batcher.place(input('cy', 'port'), metadata),
    ];
    await blocker;
    await Promise.all(both);
    expect(tried).toEqual([['ann'], ['bob', 'cy'], ['bob'], ['cy']]);
  });
});
