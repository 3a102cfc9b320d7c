import { EventBus, type RunningConsumer } from '../bus/kafka.ts';
import type { Pool } from '../db/pool.ts';
import { EventStore } from '../event-store/event-store.ts';
import { pgDeadLetters } from '../projections/dead-letters.ts';
import { runFromKafka } from '../projections/kafka-source.ts';
import { PgProjector } from '../projections/pg-projector.ts';
import { OutboxRelay } from '../relay/outbox-relay.ts';
import { ledgerBalances } from '../testing/ledger-fixture.ts';
import { quietLogger } from '../testing/test-env.ts';
import { CHAOS_CONSUMER } from './chaos-consumer.ts';
import { countDelivery, type DeliveryCount } from './delivery-check.ts';
import { diffAgainstRebuild } from './read-model-check.ts';

export interface ScenarioResult extends DeliveryCount {
  name: string;
  injected: string;
  /** Events the live read model applied more than once (its deposit count above the store's). */
  doubled: number;
  readModelDiffs: number;
  deadLettered: number;
}

const meta = { correlationId: 'chaos', causationId: null, userId: null, region: 'GB' };

/**
 * One scenario's stack: an event store, the outbox relay to Kafka and the deliberately
 * non-idempotent ledger read model fed from Kafka, on whichever Postgres and broker the
 * scenario owns, under a topic and group prefix of its own.
 */
export class LedgerWorld {
  readonly bus: EventBus;
  readonly store: EventStore;
  private readonly stops: (() => Promise<void>)[] = [];
  private appended = 0;

  constructor(
    readonly pool: Pool,
    readonly dbUrl: string,
    readonly brokers: string[],
    readonly prefix: string,
  ) {
    this.bus = new EventBus({
      brokers,
      clientId: 'chaos',
      logger: { ...quietLogger, error: () => undefined },
    });
    this.store = new EventStore(pool);
  }

  /** Appends `n` deposits one by one; an append refused by a restarting database is retried. */
  async deposit(n: number): Promise<void> {
    for (let i = 0; i < n; i++) {
      const k = this.appended++;
      const account = `acct-${k % 25}`;
      for (;;) {
        try {
          await this.store.appendToStream(
            `ledger/account/${account}`,
            'any',
            [{ type: 'Deposited', data: { account, amountPence: 1 + (k % 97) } }],
            meta,
          );
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    }
  }

  /** A deposit the read model cannot apply: its amount is not a number. */
  async appendPoison(): Promise<void> {
    await this.store.appendToStream(
      'ledger/account/acct-poison',
      'any',
      [{ type: 'Deposited', data: { account: 'acct-poison', amountPence: 'twelve' } }],
      meta,
    );
  }

  async startRelay(): Promise<void> {
    // The relay's producer as the workers run it (start-workers.ts): after a failed send, a fresh
    // one, as an idempotent producer that outlived the broker may hold sequence numbers the
    // restarted broker refuses for ever. With the plain producer this scenario tested a relay no
    // process runs, and lost 240-404 events in 3 of 4 runs on 2026-11-28 (cause not traced).
    const producer = this.bus.reconnectingProducer();
    const relay = new OutboxRelay(this.pool, producer, {
      topicPrefix: this.prefix,
      ensureTopics: (t) => this.bus.ensureTopics(t),
    });
    relay.start();
    this.stops.push(async () => {
      await relay.stop();
      await producer.disconnect();
    });
  }

  async startProjector(): Promise<RunningConsumer> {
    const consumer = await runFromKafka(this.bus, this.projector(), {
      topicPrefix: this.prefix,
      groupPrefix: this.prefix,
      timings: CHAOS_CONSUMER,
    });
    this.stops.push(() => consumer.stop());
    return consumer;
  }

  projector(): PgProjector {
    return new PgProjector(this.pool, ledgerBalances, { deadLetters: pgDeadLetters(this.pool) });
  }

  /** The read model's deposits and pence, and the same sums over the store's valid deposits. */
  async totals(): Promise<{ model: [number, number]; store: [number, number] }> {
    const model = await this.pool.query<{ n: string | null; s: string | null }>(
      'SELECT sum(deposits) AS n, sum(balance_pence) AS s FROM rm_ledger_balances.balances',
    );
    const store = await this.pool.query<{ n: string; s: string | null }>(
      `SELECT count(*) AS n, sum((data->>'amountPence')::bigint) AS s FROM events
        WHERE type = 'Deposited' AND jsonb_typeof(data->'amountPence') = 'number'`,
    );
    return {
      model: [Number(model.rows[0]?.n ?? 0), Number(model.rows[0]?.s ?? 0)],
      store: [Number(store.rows[0]?.n ?? 0), Number(store.rows[0]?.s ?? 0)],
    };
  }

  /** Waits until the read model caught up with the store; false if it never did. */
  async settled(timeoutMs = 40_000): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const t = await this.totals().catch(() => undefined);
      if (t && t.model[0] === t.store[0] && t.model[1] === t.store[1]) return true;
      if (Date.now() > until) return false;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** The checker: Kafka against the store, then the live model against a rebuild of it. */
  async check(name: string, injected: string, timeoutMs = 40_000): Promise<ScenarioResult> {
    await this.settled(timeoutMs);
    const { model, store } = await this.totals();
    const deadLettered = await this.pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM dead_letters WHERE projection = 'ledger-balances'",
    );
    const delivery = await countDelivery(this.pool, this.bus, this.prefix, { timeoutMs });
    const readModelDiffs = await diffAgainstRebuild(this.pool, ledgerBalances, async () => {
      const { rows } = await this.pool.query(
        'SELECT account, balance_pence, deposits FROM rm_ledger_balances.balances ORDER BY account',
      );
      return rows;
    });
    return {
      name,
      injected,
      ...delivery,
      doubled: Math.max(0, model[0] - store[0]),
      readModelDiffs,
      deadLettered: Number(deadLettered.rows[0]?.n ?? 0),
    };
  }

  async close(): Promise<void> {
    for (const stop of this.stops.reverse()) await stop().catch(() => undefined);
  }
}
