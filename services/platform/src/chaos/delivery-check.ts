import { z } from 'zod';
import type { EventBus } from '../bus/kafka.ts';
import type { Pool } from '../db/pool.ts';
import { topicOf } from '../event-store/stream-id.ts';
import { CHAOS_CONSUMER } from './chaos-consumer.ts';

/** What reached Kafka compared with what the event store holds. */
export interface DeliveryCount {
  appended: number;
  /** Distinct events found on the topics. */
  delivered: number;
  lost: number;
  /** Copies beyond the first (at-least-once: a relay crash re-sends its last batch). */
  redelivered: number;
  /** Streams whose events first reached Kafka out of version order. */
  outOfOrderStreams: number;
}

const envelope = z.object({ eventId: z.string(), streamId: z.string(), streamVersion: z.number() });

/**
 * Reads every topic the store's events belong to from offset 0 with a fresh group, until each
 * stored event was seen and every partition read reports no lag (or the wait runs out: then the
 * missing ones count as lost, which is the answer the check exists to give).
 */
export async function countDelivery(
  pool: Pool,
  bus: EventBus,
  topicPrefix: string,
  { timeoutMs = 30_000 } = {},
): Promise<DeliveryCount> {
  const { rows } = await pool.query<{ event_id: string; stream_id: string }>(
    'SELECT event_id::text, stream_id FROM events ORDER BY transaction_id, position',
  );
  const stored = new Set(rows.map((r) => r.event_id));
  const topics = [...new Set(rows.map((r) => topicOf(r.stream_id, topicPrefix)))];
  const copies = new Map<string, number>();
  const firstVersions = new Map<string, number[]>();
  const lagByPartition = new Map<string, number>();
  const consumer = await bus.consume({
    groupId: `${topicPrefix}chaos-check-${Date.now()}`,
    topics,
    timings: CHAOS_CONSUMER,
    eachBatch: async (batch) => {
      lagByPartition.set(`${batch.topic}:${batch.partition}`, batch.lag);
      for (const m of batch.messages) {
        const e = envelope.parse(JSON.parse(m.value.toString('utf8')));
        const seen = copies.get(e.eventId) ?? 0;
        copies.set(e.eventId, seen + 1);
        if (seen === 0)
          firstVersions.set(e.streamId, [...(firstVersions.get(e.streamId) ?? []), e.streamVersion]);
      }
    },
  });
  const until = Date.now() + timeoutMs;
  const complete = () =>
    [...stored].every((id) => copies.has(id)) && [...lagByPartition.values()].every((lag) => lag === 0);
  try {
    while (!complete() && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  } finally {
    await consumer.stop();
  }
  const delivered = [...copies.keys()].filter((id) => stored.has(id)).length;
  const totalCopies = [...copies.values()].reduce((a, b) => a + b, 0);
  return {
    appended: stored.size,
    delivered,
    lost: stored.size - delivered,
    redelivered: totalCopies - copies.size,
    outOfOrderStreams: [...firstVersions.values()].filter((v) =>
      v.some((x, i) => i > 0 && x <= (v[i - 1] ?? 0)),
    ).length,
  };
}
